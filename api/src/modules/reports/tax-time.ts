import {
  AUDIT_CSV_HEADER,
  bookedNzd,
  Exact,
  FX_CONVERSION_CSV_HEADER,
  FX_CONVERSION_KINDS,
  GST_RETURN_CSV_HEADER,
  INVOICE_CSV_HEADER,
  invoiceLabel,
  nzdTotal,
  nzdValue,
  roundToMinor,
  TAX_TIME_SUMMARY_CSV_HEADER,
  taxTimeFileName,
  wallClockIn,
  WRITE_OFF_CSV_HEADER,
  type TaxTimeFileId,
} from '@keafx/schema';
import type { DataSource } from 'typeorm';
import { ZipFile } from 'yazl';
import { sql, sqlNamed, theRow } from '../../database/sql';
import { AUDIT_BATCH_SQL, type AuditService } from '../audit';
import { csvDocument, type Cell, type ExportFormat } from './csv';
import type { GstReturnService } from './gst-return';
import type { DateRange } from './report-data';
import { auditCells, invoiceCells, type AuditCsvRow } from './report-csv';
import { LEDGER_SQL, PAID_IN_PERIOD_SQL, WRITE_OFFS_SQL, type ExportRow } from './reports.sql';

export interface TaxTimeFile {
  id: TaxTimeFileId;
  fileName: string;
  csv: string;
  rows: number;
}

interface WriteOffRow {
  id: string;
  number: number;
  counterparty: string;
  currency: string;
  amount: string;
  issued_date: string;
  due_date: string;
  written_off_at: Date;
  written_off_by: string;
  booked_rate: string | null;
  nzd_booked: string | null;
  current_rate: string | null;
  nzd_current: string;
}

const AUDIT_BATCH = 5000;

/**
 * An invoice's exact NZD at today's rate (1.0 without one) and at its booking rate (null when never
 * booked), by the shared rule (nzdValue, bookedNzd): totals sum these and round once (nzdTotal),
 * never the rounded cents of each row, so the bundle's totals match the exposure summary's.
 */
const exactCurrent = (r: { amount: string; current_rate: string | null }) => nzdValue(r.amount, r.current_rate);
const exactBooked = (r: { amount: string; booked_rate: string | null }) => bookedNzd(r.amount, r.booked_rate);
/** Unrealised gain or loss of a booked invoice, exact (null when never booked). */
const exactUnrealised = (r: ExportRow) => exactBooked(r)?.negated().plus(exactCurrent(r)) ?? null;

/**
 * Every conversion of the period's invoices: the booking when sent, the settlement when paid (with
 * the realised gain or loss against the booking rate), and the valuation today of what is still
 * open (with the unrealised gain or loss against the booking rate, when it was booked).
 */
function conversionRows(ledger: ExportRow[]): Cell[][] {
  const rows: Cell[][] = [];
  const nzd = (x: string | null): string | null => (x === null ? null : roundToMinor(x, 'NZD'));
  for (const r of ledger) {
    if (r.status === 'draft') continue;
    const head = [invoiceLabel(r.number), r.counterparty, r.currency, r.amount];
    if (r.booked_rate)
      rows.push([
        ...head,
        FX_CONVERSION_KINDS.booked,
        r.booked_rate,
        r.booked_rate_source,
        r.booked_rate_type,
        r.booked_rate_date,
        r.nzd_booked,
        null,
        null,
      ]);
    if (r.status === 'paid' && r.settlement_rate) {
      rows.push([
        ...head,
        FX_CONVERSION_KINDS.settled,
        r.settlement_rate,
        r.settlement_rate_source,
        null,
        r.paid_date,
        r.nzd_settled,
        nzd(r.realised_gain_nzd),
        null,
      ]);
    }
    if (!r.booked_rate || r.status === 'sent' || r.status === 'overdue') {
      const gain = exactUnrealised(r);
      const unrealised = gain === null ? null : roundToMinor(gain, 'NZD');
      rows.push([
        ...head,
        r.booked_rate ? FX_CONVERSION_KINDS.open : FX_CONVERSION_KINDS.unbooked,
        r.current_rate ?? '1.0',
        r.current_rate_source ?? 'missing: 1.0 used',
        r.current_rate_type,
        r.current_rate_date,
        r.nzd_current,
        null,
        r.status === 'sent' || r.status === 'overdue' ? unrealised : null,
      ]);
    }
  }
  return rows;
}

/** Builds the tax-time bundle's CSV files for one owner and period: SPEC section 9's five, then the GST return. */
export class TaxTimeBuilder {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly timeZone: string,
    private readonly gst: GstReturnService,
  ) {}

  /**
   * All six files: SPEC's five in SPEC's order, exactly as SPEC has them, then the GST return of
   * each whole GST period within the range (or a note saying why there is none).
   */
  async files(
    ownerId: string,
    range: DateRange,
    today: string,
    footer: string,
    fmt?: ExportFormat,
    onProgress?: (pct: number) => Promise<void>,
  ): Promise<TaxTimeFile[]> {
    const bounds = theRow(
      await sql<{ start: Date; end: Date }>(
        this.ds,
        `SELECT ($1::date::timestamp AT TIME ZONE $3) AS start, (($2::date + 1)::timestamp AT TIME ZONE $3) AS "end"`,
        [range.from, range.to, this.timeZone],
      ),
      'the period bounds',
    );
    const ledger = await sqlNamed<ExportRow>(this.ds, LEDGER_SQL, { owner: ownerId, today, from: range.from, to: range.to });
    await onProgress?.(30);
    const events = await this.auditEvents(ownerId, bounds.start, bounds.end);
    await onProgress?.(50);
    const writeOffs = await sql<WriteOffRow>(this.ds, WRITE_OFFS_SQL, [ownerId, bounds.start, bounds.end]);
    const paid = theRow(
      await sql<{ invoices: number; nzd_booked: string; unbooked: number; realised_gain: string; no_realised_gain: number }>(
        this.ds,
        PAID_IN_PERIOD_SQL,
        [ownerId, range.from, range.to],
      ),
      'the paid totals',
    );
    await onProgress?.(60);
    const verification = await this.audit.verify(ownerId);
    await onProgress?.(70);
    const gstReturns = await this.gst.bundleRecords(ownerId, range);
    await onProgress?.(80);
    const conversions = conversionRows(ledger);

    const issued = ledger.filter((r) => r.status !== 'draft');
    // Open as the exposure counts it: sent or overdue and not written off (a write-off is no longer owed).
    const open = issued.filter((r) => (r.status === 'sent' || r.status === 'overdue') && !r.written_off);
    const byStatus = (s: string): number => ledger.filter((r) => r.status === s).length;
    const currencies = [...new Set(issued.map((r) => r.currency))].sort();
    const summary: Cell[][] = [
      ['Period', `${range.from} to ${range.to}`],
      ['Invoices issued in period (all statuses)', ledger.length],
      ['Draft / Sent / Overdue / Paid', `${byStatus('draft')} / ${byStatus('sent')} / ${byStatus('overdue')} / ${byStatus('paid')}`],
      ['Invoiced in period (NZD at booked rates)', nzdTotal(issued.map(exactBooked))],
      ['Invoices without a booked rate', issued.filter((r) => !r.booked_rate).length],
      ['Invoiced in period (NZD at current rates)', nzdTotal(issued.map(exactCurrent))],
      ...currencies.map((c) => [
        `Invoiced in ${c}`,
        roundToMinor(
          issued.filter((r) => r.currency === c).reduce((s, r) => s.plus(r.amount), new Exact(0)),
          c,
        ),
      ]),
      ['Paid in period (invoices)', paid.invoices],
      ['Paid in period (NZD at booked rates)', paid.nzd_booked],
      ['Realised FX gain/loss on invoices paid in period (NZD)', paid.realised_gain],
      ['Paid in period without a realised gain (no booking or settlement rate)', paid.no_realised_gain],
      ['Still open from this period (invoices)', open.length],
      ['Still open from this period (NZD at current rates)', nzdTotal(open.map(exactCurrent))],
      ['Unrealised FX gain/loss on invoices still open from this period (NZD)', nzdTotal(open.map(exactUnrealised))],
      ['Written off in period (invoices)', writeOffs.length],
      ['Written off in period (NZD at booked rates)', nzdTotal(writeOffs.map(exactBooked))],
      ['Written off in period (NZD at current rates)', nzdTotal(writeOffs.map(exactCurrent))],
      ['FX conversions logged', conversions.length],
      ['Audit events in period', events.length],
      [
        'Audit trail verification',
        verification.ok
          ? `Verified: all ${verification.checked} events of the trail are present and unchanged (hash chain intact)`
          : `FAILED at event ${verification.brokenAtSeq}: ${verification.reason}`,
      ],
    ];
    const make = (id: TaxTimeFileId, header: string[], rows: Cell[][]): TaxTimeFile => ({
      id,
      fileName: taxTimeFileName(id, today),
      csv: csvDocument(header, rows, footer, fmt),
      rows: rows.length,
    });
    return [
      make('invoice-ledger', INVOICE_CSV_HEADER, ledger.map(invoiceCells)),
      make('fx-conversion-log', FX_CONVERSION_CSV_HEADER, conversions),
      make('audit-trail', AUDIT_CSV_HEADER, events.map(auditCells)),
      make(
        'write-off-report',
        WRITE_OFF_CSV_HEADER,
        writeOffs.map((r) => [
          invoiceLabel(r.number),
          r.counterparty,
          r.currency,
          r.amount,
          r.issued_date,
          r.due_date,
          r.written_off_at.toISOString(),
          r.written_off_by,
          r.booked_rate,
          r.nzd_booked,
          r.current_rate ?? '1.0',
          r.nzd_current,
        ]),
      ),
      make('tax-time-summary', TAX_TIME_SUMMARY_CSV_HEADER, summary),
      make('gst-return', GST_RETURN_CSV_HEADER, gstReturns),
    ];
  }

  private async auditEvents(ownerId: string, start: Date, end: Date): Promise<AuditCsvRow[]> {
    const out: AuditCsvRow[] = [];
    let after = 0;
    for (;;) {
      const rows = await sql<AuditCsvRow>(this.ds, AUDIT_BATCH_SQL, [ownerId, after, AUDIT_BATCH, start, end]);
      out.push(...rows);
      const last = rows.at(-1);
      if (rows.length < AUDIT_BATCH || !last) return out;
      after = last.seq;
    }
  }
}

/**
 * `at` as the wall clock reads in `timeZone`, in a Date whose local fields (what a ZIP's DOS
 * timestamp is written from) hold that reading, whatever zone this process runs in.
 */
export function localWallClock(at: Date, timeZone: string): Date {
  const w = wallClockIn(at, timeZone);
  return new Date(Number(w.year), Number(w.month) - 1, Number(w.day), Number(w.hour), Number(w.minute), Number(w.second));
}

/**
 * The bundle's files as one ZIP, each entry stamped with the generation time as the business's wall
 * clock reads it (NZ time, like the file names): a ZIP's DOS timestamp has no zone, so only that
 * stamp is written (no UTC extra field for a reader to convert to its own zone).
 */
export function zipFiles(files: { fileName: string; csv: string }[], at: Date, timeZone: string): Promise<Buffer> {
  const zip = new ZipFile();
  const mtime = localWallClock(at, timeZone);
  for (const f of files) zip.addBuffer(Buffer.from(f.csv, 'utf8'), f.fileName, { mtime, forceDosTimestamp: true });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
