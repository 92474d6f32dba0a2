import {
  EXPOSURE_QUERY,
  INVOICE_EXPORT_QUERY,
  INVOICE_PDF_QUERY,
  REPORT_QUERY,
  REPORT_TEMPLATE_IDS,
  REQUEST_REPORT,
  TAX_TIME_FILES,
  TAX_TIME_QUERY,
} from '@keafx/schema';
import type { Request, Response, Router as ExpressRouter } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import { dateTime, isoDate } from '../../http/shapes';
import type { Clock } from '../../clock';
import { answers, parsed, withBody, withQuery } from '../../http/command';
import { contextOf, requireUser } from '../../http/request';
import { apiNotFound } from '../../http/errors';
import type { Logger } from '../../logger';
import { parseInvoiceId } from '../invoices';
import { atOneMoment } from '../../request-context';
import type { ExportFile, ExportStream, ExportsService } from './exports.service';
import { gstReturnRoutes } from './gst-return.rest';
import { parseJobId, type ReportJobRecord, type ReportJobsService } from './jobs/report-jobs.service';
import { parseTaxTimeFile } from './report-params';

/** Content-Disposition for a download name (our names are ASCII; the UTF-8 form is there for any other). */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function sendFile(res: Response, file: ExportFile): void {
  res
    .status(200)
    .set({
      'Content-Type': file.contentType,
      'Content-Disposition': disposition(file.fileName),
      'Content-Length': String(file.body.length),
      'Cache-Control': 'no-store',
    })
    .end(file.body);
}

/** Streams a prepared export with back-pressure; a failure after the headers cuts the response off. */
async function sendStream(res: Response, stream: ExportStream, onFail: (error: unknown) => Promise<void>): Promise<void> {
  res
    .status(200)
    .set({ 'Content-Type': stream.contentType, 'Content-Disposition': disposition(stream.fileName), 'Cache-Control': 'no-store' });
  try {
    for await (const chunk of stream.chunks()) {
      if (res.destroyed) return;
      if (!res.write(chunk)) {
        await new Promise<void>((resolve) => {
          const done = (): void => {
            res.off('drain', done).off('close', done);
            resolve();
          };
          res.on('drain', done).on('close', done);
        });
      }
    }
    res.end();
  } catch (error) {
    await onFail(error);
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

function streamFailure(reports: ExportsService, req: Request, clock: Clock, log: Logger) {
  return async (error: unknown): Promise<void> => {
    log.error('export stream failed', { requestId: req.requestId, path: req.path, error });
    await reports.streamFailed(atOneMoment(contextOf(req, clock)));
  };
}

/**
 * SPEC section 7's invoice exports, which sit outside /me but need the bearer token. Only
 * these paths are claimed: /invoices/new and /invoices/edit/:id still reach the web app.
 */
export function invoiceExportRouter(reports: ExportsService, clock: Clock, log: Logger): ExpressRouter {
  const r = Router();
  r.get(
    '/invoices/export/csv',
    requireUser(),
    answers(
      { summary: 'The invoice list as CSV (streamed)', media: ['text/csv'] },
      withQuery(INVOICE_EXPORT_QUERY.rest, async (req, res, q) => {
        const stream = await reports.invoicesCsv(atOneMoment(contextOf(req, clock)), {
          view: q.view,
          status: q.status,
          search: q.q ?? q.search,
        });
        await sendStream(res, stream, streamFailure(reports, req, clock, log));
      }),
    ),
  );
  r.get(
    '/invoices/export/pdf',
    requireUser(),
    answers(
      { summary: 'The invoice list under its filters as a PDF (at most 5,000 invoices)', errors: [409], media: ['application/pdf'] },
      withQuery(INVOICE_EXPORT_QUERY.rest, async (req, res, q) => {
        sendFile(
          res,
          await reports.invoicesPdf(atOneMoment(contextOf(req, clock)), { view: q.view, status: q.status, search: q.q ?? q.search }),
        );
      }),
    ),
  );
  r.get(
    '/invoices/:id/export/csv',
    requireUser(),
    answers({ summary: 'One invoice as CSV', media: ['text/csv'] }, async (req, res) => {
      sendFile(res, await reports.invoiceCsv(atOneMoment(contextOf(req, clock)), parseInvoiceId(req.params.id)));
    }),
  );
  // The customer's copy unless ?copy=internal (issue 26): the owner's document, without the product's name or their books.
  r.get(
    '/invoices/:id/export/pdf',
    requireUser(),
    answers(
      { summary: "One invoice as a PDF tax invoice: the customer's copy, or ?copy=internal", media: ['application/pdf'] },
      withQuery(INVOICE_PDF_QUERY.rest, async (req, res, q) => {
        sendFile(res, await reports.invoicePdf(atOneMoment(contextOf(req, clock)), parseInvoiceId(req.params.id), q.copy));
      }),
    ),
  );
  r.all(['/invoices/export/{*rest}', '/invoices/:id/export/{*rest}'], requireUser(), apiNotFound());
  return r;
}

export const REPORT_JOB_REST = z.strictObject({
  id: z.string(),
  kind: z.string(),
  template: z.string().nullable(),
  format: z.enum(['pdf', 'csv', 'zip']).meta({ description: 'zip for the tax-time bundle' }),
  from: isoDate.nullable(),
  to: isoDate.nullable(),
  sections: z.array(z.string()),
  trigger: z.string(),
  status: z.string(),
  progress: z.number().meta({ description: 'Percent done, 0 to 100' }),
  attempts: z.number().int(),
  error: z.string().nullable(),
  file_name: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  download_url: z.string().nullable(),
  created_at: dateTime,
  finished_at: dateTime.nullable(),
});

export function jobToRest(j: ReportJobRecord): z.infer<typeof REPORT_JOB_REST> {
  return {
    id: j.id,
    kind: j.kind,
    template: j.template,
    format: j.format,
    from: j.from,
    to: j.to,
    sections: j.sections,
    trigger: j.trigger,
    status: j.status,
    progress: j.progress,
    attempts: j.attempts,
    error: j.error,
    file_name: j.fileName,
    size_bytes: j.sizeBytes,
    download_url: j.status === 'completed' ? `/me/reports/jobs/${j.id}/download` : null,
    created_at: j.createdAt.toISOString(),
    finished_at: j.finishedAt ? j.finishedAt.toISOString() : null,
  };
}

/**
 * /me/exposure/report/{csv,pdf}, /me/reports/...: templates, the tax-time bundle, audit and scenario
 * CSVs, jobs; and /me/gst/...: the GST return. Behind requireUser.
 */
export function reportsRouter(reports: ExportsService, jobs: ReportJobsService, clock: Clock, log: Logger): ExpressRouter {
  const r = Router();
  const caller = (req: Request) => atOneMoment(contextOf(req, clock));
  gstReturnRoutes(r, reports, clock);
  for (const [format, media] of [
    ['csv', 'text/csv'],
    ['pdf', 'application/pdf'],
  ] as const) {
    r.get(
      `/exposure/report/${format}`,
      answers(
        { summary: `The exposure report as ${format.toUpperCase()}`, media: [media] },
        withQuery(EXPOSURE_QUERY.rest, async (req, res, query) => {
          sendFile(res, await reports.exposureReport(caller(req), format, query.includeDrafts));
        }),
      ),
    );
  }
  r.get(
    '/reports/tax-time',
    answers(
      { summary: "The tax-time bundle: SPEC's five CSVs and the GST returns of the range in one ZIP", media: ['application/zip'] },
      withQuery(TAX_TIME_QUERY.rest, async (req, res, range) => {
        sendFile(res, await reports.taxTimeZip(caller(req), range.from, range.to));
      }),
    ),
  );
  r.get(
    '/reports/tax-time/:file',
    answers(
      { summary: 'One CSV of the tax-time bundle', values: { file: TAX_TIME_FILES.map((f) => f.id) }, media: ['text/csv'] },
      withQuery(TAX_TIME_QUERY.rest, async (req, res, range) => {
        sendFile(res, await reports.taxTimeFile(caller(req), parseTaxTimeFile(req.params.file), range.from, range.to));
      }),
    ),
  );
  r.get(
    '/reports/audit-log/csv',
    answers({ summary: 'The audit trail as CSV (streamed)', media: ['text/csv'] }, async (req, res) => {
      await sendStream(res, await reports.auditLogCsv(caller(req)), streamFailure(reports, req, clock, log));
    }),
  );
  r.get(
    '/reports/saved-scenarios/csv',
    answers({ summary: 'Saved scenarios as CSV', media: ['text/csv'] }, async (req, res) => {
      sendFile(res, await reports.scenariosCsv(caller(req)));
    }),
  );
  r.post(
    '/reports/jobs',
    answers(
      { summary: 'Queue a report; follow its job, then download it', status: 202, schema: REPORT_JOB_REST, access: 'accountant' },
      withBody(REQUEST_REPORT.rest, async (req, res, report) => {
        const job = await jobs.request(contextOf(req, clock), report);
        res.status(202).location(`/me/reports/jobs/${job.id}`).json(jobToRest(job));
      }),
    ),
  );
  r.get(
    '/reports/jobs',
    answers({ summary: 'Recent report jobs, newest first', schema: z.array(REPORT_JOB_REST) }, async (req, res) => {
      res.json((await jobs.list(contextOf(req, clock), 50)).map(jobToRest));
    }),
  );
  r.get(
    '/reports/jobs/:id',
    answers({ summary: 'One report job, with its progress', schema: REPORT_JOB_REST }, async (req, res) => {
      res.json(jobToRest(await jobs.get(contextOf(req, clock), parseJobId(req.params.id))));
    }),
  );
  r.get(
    '/reports/jobs/:id/download',
    answers(
      { summary: "A finished job's file", errors: [409], media: ['application/pdf', 'text/csv', 'application/zip'] },
      async (req, res) => {
        sendFile(res, await jobs.download(contextOf(req, clock), parseJobId(req.params.id)));
      },
    ),
  );
  r.get(
    '/reports/:template/:format',
    answers(
      {
        summary: 'A Reports page template made now, as PDF or CSV',
        values: { template: REPORT_TEMPLATE_IDS, format: ['csv', 'pdf'] },
        media: ['application/pdf', 'text/csv'],
      },
      withQuery(REPORT_QUERY.rest, async (req, res, query) => {
        sendFile(
          res,
          await reports.report(
            caller(req),
            parsed(
              REQUEST_REPORT.rest,
              { template: req.params.template, format: req.params.format, from: query.from, to: query.to, sections: query.sections },
              undefined,
            ),
          ),
        );
      }),
    ),
  );
  return r;
}
