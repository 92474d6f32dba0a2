import {
  BUSINESS_DEFAULTS,
  DEFAULT_DISPLAY_FORMAT,
  datedFileName,
  EXPORT_NAMES,
  exportFooter,
  formatGeneratedAt,
  invoiceLabel,
  invoiceListFileName,
  invoiceListFilterText,
  nzdTotal,
  nzdValue,
  REPORT_DIRECT_EXPORT_LIMIT,
  reportFileName,
  reportTemplateName,
  taxTimeBundleName,
  type DisplayFormat,
  type RequestReportCommand,
  type TaxTimeFileId,
} from '@keafx/schema';
import type { DataSource } from 'typeorm';
import { named, sql, sqlNamed, theRow } from '../../database/sql';
import { AppError } from '../../errors';
import type { ServiceContext } from '../../request-context';
import { AUDIT_BATCH_SQL, type AuditEventInput, type AuditService } from '../audit';
import type { InvoiceExportFilter, InvoicesService, InvoiceTax } from '../invoices';
import { InvoiceNotFoundError } from '../invoices';
import { invoiceConditions } from '../invoices';
import { csvDocument, csvFooter, csvHead, csvLines, type ExportFormat } from './csv';
import type { ExposureReportSource } from './exposure-source';
import type { PdfRenderer } from './pdf/pdf-renderer';
import { pdfFormat } from './pdf/html';
import { invoiceListHtml } from './pdf/invoice-list';
import { invoiceHtml, sellerName, type InvoicePdfOptions, type Seller } from './pdf/invoice';
import { exposureReportHtml, reportHtml } from './pdf/templates';
import { GstReturnService, type GstFiling } from './gst-return';
import { ReportDataService, type ComplianceSource } from './report-data';
import {
  AUDIT_CSV_HEADER,
  auditCells,
  exposureCsv,
  INVOICE_EXPORT_CSV_HEADER,
  INVOICE_LINES_CSV_HEADER,
  invoiceExportCells,
  invoiceLineCells,
  reportCsv,
  SCENARIO_CSV_HEADER,
  scenarioCells,
  type AuditCsvRow,
} from './report-csv';
import { parseRange, toReportRequest, type ReportRequest } from './report-params';
import { exportBatchSql, exportCountSql, type ExportFilter, type ExportRow } from './reports.sql';
import { TaxTimeBuilder, zipFiles } from './tax-time';

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const PDF_TYPE = 'application/pdf';
export const ZIP_TYPE = 'application/zip';
const BATCH = 2500;

/** A finished file. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** A file produced while it is sent: validated and audited before the first chunk. */
export interface ExportStream {
  fileName: string;
  contentType: string;
  rows: number;
  chunks(): AsyncGenerator<string>;
}

/**
 * Every file the product hands out. Each export validates first, then produces, then writes
 * its audit event (in its own transaction); a failure past validation writes SPEC section 8's
 * audit line instead ('Error exporting invoice #N', 'Error exporting CSV report', ...).
 */
export class ExportsService {
  readonly data: ReportDataService;
  /** The GST return (issue 27 item 6): GET /me/gst/return, the Reports page's template and the tax-time bundle's sixth file. */
  readonly gst: GstReturnService;
  private readonly taxTime: TaxTimeBuilder;

  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    /** The invoices module: an invoice's lines (and its taxable-supply-information issues) for its own CSV and PDF. */
    private readonly invoices: Pick<InvoicesService, 'get' | 'taxOf'>,
    private readonly renderer: PdfRenderer,
    private readonly exposure: ExposureReportSource,
    private readonly timeZone: string,
    /** The owner's date and number formats and time zone (Settings, Preferences), which every file follows. */
    private readonly formats: (ownerId: string) => Promise<DisplayFormat & { timeZone?: string }> = () =>
      Promise.resolve(DEFAULT_DISPLAY_FORMAT),
    /** The owner's business details (Settings, Account): the seller block of an invoice PDF, and the GST registration the GST return files under. */
    private readonly seller: (ownerId: string) => Promise<(Seller & GstFiling) | undefined> = () => Promise.resolve(undefined),
    /** The owner's hedge policy compliance for the exposure summary (the hedges module, through the composition root). */
    compliance?: ComplianceSource,
  ) {
    this.gst = new GstReturnService(ds, async (ownerId) => {
      const { gstRegistered, gstFilingFrequency, gstBalanceMonth } = (await this.seller(ownerId)) ?? BUSINESS_DEFAULTS;
      return { gstRegistered, gstFilingFrequency, gstBalanceMonth };
    });
    this.data = new ReportDataService(ds, compliance, this.gst);
    this.taxTime = new TaxTimeBuilder(ds, audit, timeZone, this.gst);
  }

  /** The footer line for a file made now. */
  footer(caller: ServiceContext, fmt?: ExportFormat): string {
    return exportFooter(this.generatedAt(caller, fmt));
  }

  /** When a file was made, in the owner's date format. */
  private generatedAt(caller: ServiceContext, fmt?: ExportFormat): string {
    return formatGeneratedAt(caller.clock.now(), fmt?.timeZone ?? this.timeZone, fmt?.dateFormat);
  }

  /** The owner's formats for the files made for `caller`. */
  async formatFor(caller: ServiceContext): Promise<ExportFormat> {
    const { dateFormat, numberFormat, timeZone } = await this.formats(caller.user.id);
    // Timestamps in the owner's time zone; the business calendar (what "today" is) stays the server's.
    return { dateFormat, numberFormat, timeZone: timeZone ?? this.timeZone };
  }

  /**
   * One invoice as CSV (invoice_{id}.csv): a row per line, each the invoice's columns then the
   * line's (INVOICE_LINES_CSV_HEADER). Another owner's id is InvoiceNotFoundError.
   */
  async invoiceCsv(caller: ServiceContext, id: number): Promise<ExportFile> {
    const row = await this.invoiceRow(caller, id);
    const fmt = await this.formatFor(caller);
    return this.audited(caller, failedInvoice(row), async () => ({
      file: {
        fileName: EXPORT_NAMES.invoiceCsv(row.number),
        contentType: CSV_TYPE,
        body: Buffer.from(
          csvDocument(
            INVOICE_LINES_CSV_HEADER,
            invoiceLineCells(row, (await this.taxOf(caller, row)).lines),
            this.footer(caller, fmt),
            fmt,
          ),
        ),
      },
      event: {
        entityType: 'invoice',
        entityId: row.id,
        action: 'export.invoice_csv',
        message: `Exported invoice ${invoiceLabel(row.number)} as CSV`,
      },
    }));
  }

  /**
   * One invoice as a PDF: the customer's copy (invoice_{id}.pdf), or the internal copy with its
   * status and NZD valuation (invoice_{id}_internal.pdf). Audited with the copy it was.
   */
  async invoicePdf(caller: ServiceContext, id: number, copy: InvoicePdfOptions['copy'] = 'customer'): Promise<ExportFile> {
    const row = await this.invoiceRow(caller, id);
    const fmt = await this.formatFor(caller);
    return this.audited(caller, failedInvoice(row), async () => {
      return {
        file: await this.renderInvoicePdf(caller, row, fmt, copy),
        event: {
          entityType: 'invoice',
          entityId: row.id,
          action: 'export.invoice_pdf',
          message: `Exported invoice ${invoiceLabel(row.number)} as PDF${copy === 'internal' ? ' (internal copy)' : ''}`,
          after: { copy },
        },
      };
    });
  }

  /**
   * One invoice's PDF to e-mail: the customer's copy, with the invoice as the file shows it; no
   * export event (the e-mail's own event records what was sent). Another owner's id is
   * InvoiceNotFoundError.
   */
  async invoicePdfToMail(caller: ServiceContext, id: number): Promise<{ invoice: ExportRow; file: ExportFile }> {
    const invoice = await this.invoiceRow(caller, id);
    const file = await this.renderInvoicePdf(caller, invoice, await this.formatFor(caller), 'customer');
    return { invoice, file };
  }

  /** The owner's business details, as an invoice PDF shows its seller. */
  sellerOf(caller: ServiceContext): Promise<Seller | undefined> {
    return this.seller(caller.user.id);
  }

  private async renderInvoicePdf(
    caller: ServiceContext,
    row: ExportRow,
    fmt: ExportFormat,
    copy: InvoicePdfOptions['copy'],
  ): Promise<ExportFile> {
    const [seller, tax] = await Promise.all([this.seller(caller.user.id), this.taxOf(caller, row)]);
    // The internal copy warns of a missing rate and of what the invoice lacks as a tax invoice (the edit page's list).
    const warnings = [
      ...(row.current_rate ? [] : [`No FX rate found for ${row.currency}, using 1.0`]),
      ...tax.tsiIssues.map((i) => `Taxable supply information: ${i.message}`),
    ];
    const html = invoiceHtml(row, {
      copy,
      generatedAt: this.generatedAt(caller, fmt),
      warnings,
      format: pdfFormat(fmt),
      seller,
      lines: tax.lines,
      recipient: tax.recipient,
    });
    // SPEC section 9's export footer ("Generated by Kea FX ... immutable and audit-ready") is the
    // owner's record of a file they made: the internal copy and every report carry it. The
    // customer's copy is the owner's document sent to their customer (issue 26, item 2): it names
    // the invoice and the seller, never the product.
    const footerText =
      copy === 'internal' ? this.footer(caller, fmt) : [invoiceLabel(row.number), sellerName(seller)].filter(Boolean).join(' · ');
    const body = await this.renderer.render(html, { footerText });
    const fileName = EXPORT_NAMES.invoicePdf(row.number);
    return { fileName: copy === 'internal' ? fileName.replace(/\.pdf$/, '_internal.pdf') : fileName, contentType: PDF_TYPE, body };
  }

  /** All the owner's invoices (optionally filtered by view, status, search), streamed in batches. */
  async invoicesCsv(caller: ServiceContext, q: InvoiceExportFilter): Promise<ExportStream> {
    const filter: ExportFilter = invoiceConditions(q, { alias: 'i.', today: ':today', search: ':search' });
    const { n } = theRow(
      await sqlNamed<{ n: number }>(this.ds, exportCountSql(filter), {
        owner: caller.user.id,
        today: caller.clock.today(),
        ...filter.values,
      }),
      'the export count',
    );
    await this.record(caller, [
      {
        entityType: 'export',
        entityId: null,
        action: 'export.invoices_csv',
        message: `Exported ${n} ${n === 1 ? 'invoice' : 'invoices'} as CSV`,
        after: { file: EXPORT_NAMES.invoicesCsv, rows: n },
      },
    ]);
    const batch = (after: number) =>
      named(exportBatchSql(filter), { owner: caller.user.id, today: caller.clock.today(), after, batch: BATCH, ...filter.values });
    const fmt = await this.formatFor(caller);
    const footer = this.footer(caller, fmt);
    const ds = this.ds;
    return {
      fileName: EXPORT_NAMES.invoicesCsv,
      contentType: CSV_TYPE,
      rows: n,
      async *chunks() {
        yield csvHead(INVOICE_EXPORT_CSV_HEADER);
        let after = 0;
        for (;;) {
          const { text, params } = batch(after);
          const rows = await sql<ExportRow>(ds, text, params);
          if (rows.length) yield csvLines(rows.map(invoiceExportCells), fmt);
          const last = rows.at(-1);
          if (rows.length < BATCH || !last) break;
          after = last.number;
        }
        yield csvFooter(footer, INVOICE_EXPORT_CSV_HEADER.length);
      },
    };
  }

  /**
   * The Invoices page's list under its filters (view, status, search) as a PDF named for them
   * (invoices_overdue_2026-11-27.pdf), newest number first, with the NZD total at current rates
   * (each invoice exact, rounded once). More than REPORT_DIRECT_EXPORT_LIMIT invoices is a 409
   * that says to narrow the filters or take the CSV, which streams any number.
   */
  async invoicesPdf(caller: ServiceContext, q: InvoiceExportFilter): Promise<ExportFile> {
    const filter: ExportFilter = invoiceConditions(q, { alias: 'i.', today: ':today', search: ':search' });
    const values = { owner: caller.user.id, today: caller.clock.today(), ...filter.values };
    const { n } = theRow(await sqlNamed<{ n: number }>(this.ds, exportCountSql(filter), values), 'the export count');
    if (n > REPORT_DIRECT_EXPORT_LIMIT)
      throw new AppError(
        'CONFLICT',
        `${n.toLocaleString('en-NZ')} invoices match these filters; a PDF lists at most ${REPORT_DIRECT_EXPORT_LIMIT.toLocaleString('en-NZ')}. Narrow the filters, or export CSV, which lists them all.`,
      );
    return this.audited(caller, 'Error exporting PDF report', async () => {
      const rows = (
        await sqlNamed<ExportRow>(this.ds, exportBatchSql(filter), { ...values, after: 0, batch: REPORT_DIRECT_EXPORT_LIMIT })
      ).reverse();
      const total = nzdTotal(rows.map((r) => nzdValue(r.amount, r.current_rate)));
      const fmt = await this.formatFor(caller);
      const fileName = invoiceListFileName(q, 'pdf', caller.clock.today());
      const body = await this.renderer.render(invoiceListHtml(rows, q, total, this.generatedAt(caller, fmt), pdfFormat(fmt)), {
        footerText: this.footer(caller, fmt),
      });
      return {
        file: { fileName, contentType: PDF_TYPE, body },
        event: {
          entityType: 'export',
          entityId: null,
          action: 'export.invoices_pdf',
          message: `Exported ${rows.length} ${rows.length === 1 ? 'invoice' : 'invoices'} as PDF (${invoiceListFilterText(q)})`,
          after: { rows: rows.length, view: q.view, status: q.status ?? null, search: q.search ?? null },
        },
      };
    });
  }

  /** The owner's whole audit trail, oldest first, streamed (Settings' Export Audit Log). */
  async auditLogCsv(caller: ServiceContext): Promise<ExportStream> {
    const fileName = datedFileName('audit_log', 'csv', caller.clock.today());
    await this.record(caller, [
      {
        entityType: 'export',
        entityId: null,
        action: 'export.audit_csv',
        message: 'Exported the audit log as CSV',
        after: { file: fileName },
      },
    ]);
    const fmt = await this.formatFor(caller);
    const footer = this.footer(caller, fmt);
    const ds = this.ds;
    return {
      fileName,
      contentType: CSV_TYPE,
      rows: -1,
      async *chunks() {
        yield csvHead(AUDIT_CSV_HEADER);
        let after = 0;
        for (;;) {
          const rows = await sql<AuditCsvRow>(ds, AUDIT_BATCH_SQL, [caller.user.id, after, BATCH, null, null]);
          if (rows.length) yield csvLines(rows.map(auditCells), fmt);
          const last = rows.at(-1);
          if (rows.length < BATCH || !last) break;
          after = last.seq;
        }
        yield csvFooter(footer, AUDIT_CSV_HEADER.length);
      },
    };
  }

  /** The owner's saved scenarios as CSV. */
  async scenariosCsv(caller: ServiceContext): Promise<ExportFile> {
    return this.audited(caller, 'Error exporting CSV report', async () => {
      const { rows } = await this.data.scenarios(caller.user.id);
      const fileName = datedFileName('saved_scenarios', 'csv', caller.clock.today());
      const fmt = await this.formatFor(caller);
      return {
        file: {
          fileName,
          contentType: CSV_TYPE,
          body: Buffer.from(csvDocument(SCENARIO_CSV_HEADER, rows.map(scenarioCells), this.footer(caller, fmt), fmt)),
        },
        event: {
          entityType: 'export',
          entityId: null,
          action: 'export.scenarios_csv',
          message: `Exported ${rows.length} saved ${rows.length === 1 ? 'scenario' : 'scenarios'} as CSV`,
          after: { file: fileName },
        },
      };
    });
  }

  /** A Reports page template from raw input (query string or arguments). */
  report(caller: ServiceContext, command: RequestReportCommand): Promise<ExportFile> {
    return this.reportFor(caller, toReportRequest(command));
  }

  /** A Reports page template computed from the owner's data for the range, as PDF or CSV. */
  async reportFor(caller: ServiceContext, req: ReportRequest, onProgress?: (pct: number) => Promise<void>): Promise<ExportFile> {
    const failure = req.format === 'pdf' ? 'Error exporting PDF report' : 'Error exporting CSV report';
    return this.audited(caller, failure, async () => {
      const data = await this.data.build(caller.user.id, req.template, req.range, caller.clock.today(), req.sections);
      await onProgress?.(50);
      const fileName = reportFileName(req.template, req.format, caller.clock.today());
      const fmt = await this.formatFor(caller);
      const body =
        req.format === 'pdf'
          ? await this.renderer.render(reportHtml(data, this.generatedAt(caller, fmt), pdfFormat(fmt)), {
              footerText: this.footer(caller, fmt),
            })
          : Buffer.from(reportCsv(data, this.footer(caller, fmt), fmt));
      await onProgress?.(90);
      return {
        file: { fileName, contentType: req.format === 'pdf' ? PDF_TYPE : CSV_TYPE, body },
        event: {
          entityType: 'export',
          entityId: null,
          action: `export.report_${req.format}`,
          message: `Exported ${reportTemplateName(req.template)} (${req.range.from} to ${req.range.to}) as ${req.format.toUpperCase()}`,
          after: { file: fileName, template: req.template, from: req.range.from, to: req.range.to, sections: req.sections },
        },
      };
    });
  }

  /** The exposure report (exposure_report.csv / .pdf): open invoices by currency in NZD now. */
  async exposureReport(caller: ServiceContext, format: 'csv' | 'pdf', includeDrafts = false): Promise<ExportFile> {
    return this.audited(caller, format === 'pdf' ? 'Error exporting PDF report' : 'Error exporting CSV report', async () => {
      const snapshot = await this.exposure.snapshot(caller.user.id, caller.clock.today(), includeDrafts);
      const fileName = format === 'pdf' ? EXPORT_NAMES.exposurePdf : EXPORT_NAMES.exposureCsv;
      const fmt = await this.formatFor(caller);
      const body =
        format === 'pdf'
          ? await this.renderer.render(exposureReportHtml(snapshot, caller.clock.today(), this.generatedAt(caller, fmt), pdfFormat(fmt)), {
              footerText: this.footer(caller, fmt),
            })
          : Buffer.from(exposureCsv(snapshot, this.footer(caller, fmt), fmt));
      return {
        file: { fileName, contentType: format === 'pdf' ? PDF_TYPE : CSV_TYPE, body },
        event: {
          entityType: 'export',
          entityId: null,
          action: `export.exposure_${format}`,
          message: `Exported the exposure report as ${format.toUpperCase()} (NZD ${snapshot.totalNzd})`,
          after: { file: fileName, includeDrafts },
        },
      };
    });
  }

  /** The tax-time bundle: SPEC's five CSV files for the period and its GST returns, as one ZIP. */
  async taxTimeZip(caller: ServiceContext, from: unknown, to: unknown, onProgress?: (pct: number) => Promise<void>): Promise<ExportFile> {
    const range = parseRange(from, to);
    return this.audited(caller, 'Error exporting CSV report', async () => {
      const fmt = await this.formatFor(caller);
      const files = await this.taxTime.files(caller.user.id, range, caller.clock.today(), this.footer(caller, fmt), fmt, onProgress);
      const fileName = taxTimeBundleName(caller.clock.today());
      return {
        file: { fileName, contentType: ZIP_TYPE, body: await zipFiles(files, caller.clock.now(), this.timeZone) },
        event: {
          entityType: 'export',
          entityId: null,
          action: 'export.tax_time',
          message: `Exported the tax-time bundle for ${range.from} to ${range.to}`,
          after: { file: fileName, from: range.from, to: range.to, files: files.map((f) => ({ file: f.fileName, rows: f.rows })) },
        },
      };
    });
  }

  /** One file of the tax-time bundle on its own. */
  async taxTimeFile(caller: ServiceContext, id: TaxTimeFileId, from: unknown, to: unknown): Promise<ExportFile> {
    const range = parseRange(from, to);
    return this.audited(caller, 'Error exporting CSV report', async () => {
      const fmt = await this.formatFor(caller);
      const files = await this.taxTime.files(caller.user.id, range, caller.clock.today(), this.footer(caller, fmt), fmt);
      const file = files.find((f) => f.id === id);
      if (!file) throw new Error(`the tax-time bundle has no file ${id}`);
      return {
        file: { fileName: file.fileName, contentType: CSV_TYPE, body: Buffer.from(file.csv) },
        event: {
          entityType: 'export',
          entityId: null,
          action: 'export.tax_time_file',
          message: `Exported ${file.fileName} of the tax-time bundle for ${range.from} to ${range.to}`,
          after: { file: file.fileName, rows: file.rows },
        },
      };
    });
  }

  /** Records SPEC's failure line for a stream that broke after its headers were sent. */
  async streamFailed(caller: ServiceContext): Promise<void> {
    await this.record(caller, [
      { entityType: 'export', entityId: null, action: 'export.failed', message: 'Error exporting CSV report' },
    ]).catch(() => undefined);
  }

  /** One invoice of the owner by its id, the owner's number. */
  private async invoiceRow(caller: ServiceContext, id: number): Promise<ExportRow> {
    const [row] = await sqlNamed<ExportRow>(this.ds, exportBatchSql({ where: ['i.number = :number'], values: {} }), {
      owner: caller.user.id,
      today: caller.clock.today(),
      after: 0,
      batch: 1,
      number: id,
    });
    if (!row) throw new InvoiceNotFoundError(id);
    return row;
  }

  /** An exported invoice's lines and TSI issues, as the invoices module answers them for the invoice. */
  private async taxOf(caller: ServiceContext, row: ExportRow): Promise<InvoiceTax> {
    const [tax] = await this.invoices.taxOf(caller, [await this.invoices.get(caller, row.number)]);
    if (!tax) throw new Error(`no lines for invoice ${row.number}`);
    return tax;
  }

  /** Produces a file and records its audit event, or SPEC's failure line when producing it fails. */
  async audited(
    caller: ServiceContext,
    failure: string,
    produce: () => Promise<{ file: ExportFile; event: AuditEventInput }>,
  ): Promise<ExportFile> {
    let made: { file: ExportFile; event: AuditEventInput };
    try {
      made = await produce();
    } catch (error) {
      if (!(error instanceof AppError)) {
        await this.record(caller, [
          {
            entityType: 'export',
            entityId: null,
            action: 'export.failed',
            message: failure,
            after: { reason: error instanceof Error ? error.message : String(error) },
          },
        ]).catch(() => undefined);
      }
      throw error;
    }
    await this.record(caller, [
      { ...made.event, after: { file: made.file.fileName, bytes: made.file.body.length, ...(made.event.after as object | undefined) } },
    ]);
    return made.file;
  }

  private record(caller: ServiceContext, events: AuditEventInput[]): Promise<void> {
    return this.ds.transaction((m) => this.audit.record(m, caller.user.id, caller.actor, caller.clock.now(), events));
  }
}

function failedInvoice(row: ExportRow): string {
  return `Error exporting invoice #${row.number}`;
}
