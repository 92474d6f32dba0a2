import {
  BULK_INVOICES,
  CHANGE_INVOICE,
  COUNT_INVOICES,
  IMPORT_QUERY,
  INVOICE_GROUP_ROWS_QUERY,
  INVOICE_GROUPS_QUERY,
  CREATE_INVOICE,
  LIST_INVOICES,
  PAY_INVOICE,
} from '@keafx/schema';
import express, { Router, type Request } from 'express';
import { z } from 'zod';
import { isoDate } from '../../http/shapes';
import type { Clock } from '../../clock';
import { ValidationError } from '../../errors';
import { answers, withBody, withQuery, withRawBody } from '../../http/command';
import { toGroupsQuery, toRowsQuery } from './invoice-groups';
import { contextOf } from '../../http/request';
import { BULK_VERBS, parseImportId, parseInvoiceId, toListQuery, type BulkAction } from './invoice-params';
import { IMPORT_MAX_BYTES, type InvoiceImportService } from './invoice-import.service';
import type { InvoicesService } from './invoices.service';
import { InvoiceNotFoundError } from './invoices.errors';
import { INVOICE_REST, INVOICE_SUMMARY_REST, invoiceSummaryToRest, invoiceToRest } from './invoice-rest';
import type { InvoiceRecord } from './invoice-record';

const COUNTS_REST = z.strictObject({
  active: z.number().int(),
  archive: z.number().int(),
  writeoffs: z.number().int(),
  all: z.number().int(),
  draft: z.number().int(),
  sent: z.number().int(),
  overdue: z.number().int(),
  paid: z.number().int(),
});
const GROUP_REST = z.strictObject({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  total_amount: z.string().nullable(),
  total_currency: z.string().nullable(),
  totals_by_currency: z.array(z.strictObject({ currency: z.string(), amount: z.string() })).nullable(),
  earliest_due: isoDate.nullable(),
  invoices: z.array(INVOICE_SUMMARY_REST),
  next_cursor: z.string().nullable(),
});
const GROUPS_REST = z.strictObject({
  group_by: z.string(),
  total_groups: z.number().int(),
  total_invoices: z.number().int(),
  group_offset: z.number().int(),
  has_more_groups: z.boolean(),
  groups: z.array(GROUP_REST),
});
const GROUP_ROWS_REST = z.strictObject({ items: z.array(INVOICE_SUMMARY_REST), next_cursor: z.string().nullable() });
const IMPORTED_REST = z.strictObject({
  imported: z.number().int(),
  dry_run: z.boolean(),
  first_number: z.number().int().nullable(),
  last_number: z.number().int().nullable(),
});

/** What POST /me/invoices/import takes: the CSV file itself (SPEC's columns), up to 30 MB. */
const CSV_BODY = {
  'text/csv': {
    schema: {
      type: 'string',
      description:
        "A CSV file with the export's columns (Invoice #, Counterparty, Amount, Currency, Due Date, Status, ...); ?dry_run=true checks without saving",
    },
  },
  'application/json': {
    schema: { type: 'object', properties: { csv: { type: 'string', description: 'The same file as text' } }, required: ['csv'] },
  },
};

/** A Map, so a path such as /bulk/constructor or /4/toString finds nothing inherited. */
const ACTIONS = new Map<string, BulkAction>([
  ['archive', 'archive'],
  ['unarchive', 'unarchive'],
  ['write-off', 'writeOff'],
  ['restore', 'restore'],
]);

function bulkAction(name: string): BulkAction {
  const action = ACTIONS.get(name);
  if (!action) throw new ValidationError([{ field: 'action', message: `action must be one of ${[...ACTIONS.keys()].join(', ')}` }]);
  return action;
}

/** /me/invoices (SPEC section 7) plus the archive, write-off and bulk paths. Mounted behind requireUser. */
export function invoicesRouter(invoices: InvoicesService, importer: InvoiceImportService, clock: Clock): Router {
  const r = Router();
  /** Invoices in full (their lines and TSI issues read in one go for the lot). */
  const full = async (req: Request, list: readonly InvoiceRecord[]) => {
    const taxes = await invoices.taxOf(contextOf(req, clock), list);
    return list.map((i, n) => invoiceToRest(i, taxes[n]!));
  };
  const one = async (req: Request, i: InvoiceRecord) => (await full(req, [i]))[0]!;
  r.get(
    '/invoices',
    answers(
      {
        summary: "A page of the caller's invoices (X-Has-More and a Link to the next page)",
        headers: ['X-Has-More', 'Link'],
        schema: z.array(INVOICE_REST),
      },
      withQuery(LIST_INVOICES.rest, async (req, res, query) => {
        const page = await invoices.list(contextOf(req, clock), toListQuery(query));
        res.set('X-Has-More', String(page.hasMore));
        if (page.hasMore) {
          const next = new URLSearchParams(req.query as Record<string, string>);
          next.set('offset', String(page.offset + page.limit));
          next.set('limit', String(page.limit));
          res.set('Link', `</me/invoices?${next.toString()}>; rel="next"`);
        }
        res.json(await full(req, page.items));
      }),
    ),
  );
  r.get(
    '/invoices/counts',
    answers(
      { summary: 'Counts for the view tabs and status tabs', schema: COUNTS_REST },
      withQuery(COUNT_INVOICES.rest, async (req, res, { view, q, search }) => {
        res.json((await invoices.counts(contextOf(req, clock), { view, search: q ?? search })) satisfies z.infer<typeof COUNTS_REST>);
      }),
    ),
  );
  r.get(
    '/invoices/tsi-shortfall',
    answers(
      {
        summary:
          "How many sent, open invoices fall short of Inland Revenue's taxable supply information rules (each invoice lists its own as tsi_issues)",
        schema: z.strictObject({
          sent_invoices: z.number().int().meta({ description: 'Sent or overdue, not written off, with at least one TSI issue' }),
        }),
      },
      async (req, res) => {
        res.json({ sent_invoices: await invoices.tsiShortfall(contextOf(req, clock)) });
      },
    ),
  );
  // The dashboard's invoice views grouped on the server (invoice-groups.ts): headers and first rows, then a group's further rows.
  r.get(
    '/invoices/groups',
    answers(
      { summary: 'The invoices grouped as a dashboard view: headers and first rows', schema: GROUPS_REST },
      withQuery(INVOICE_GROUPS_QUERY.rest, async (req, res, query) => {
        const page = await invoices.groups(contextOf(req, clock), toGroupsQuery(query));
        res.json({
          group_by: page.groupBy,
          total_groups: page.totalGroups,
          total_invoices: page.totalInvoices,
          group_offset: page.groupOffset,
          has_more_groups: page.hasMoreGroups,
          groups: page.groups.map((g) => ({
            key: g.groupKey,
            label: g.groupLabel,
            count: g.count,
            total_amount: g.totalAmount,
            total_currency: g.totalCurrency,
            totals_by_currency: g.totalsByCurrency,
            earliest_due: g.earliestDue,
            invoices: g.invoices.map(invoiceSummaryToRest),
            next_cursor: g.nextCursor,
          })),
        } satisfies z.infer<typeof GROUPS_REST>);
      }),
    ),
  );
  r.get(
    '/invoices/groups/rows',
    answers(
      { summary: "A page of one group's invoices after a cursor", schema: GROUP_ROWS_REST },
      withQuery(INVOICE_GROUP_ROWS_QUERY.rest, async (req, res, query) => {
        const page = await invoices.groupRows(contextOf(req, clock), toRowsQuery(query));
        res.json({ items: page.items.map(invoiceSummaryToRest), next_cursor: page.nextCursor } satisfies z.infer<typeof GROUP_ROWS_REST>);
      }),
    ),
  );
  r.post(
    '/invoices',
    answers(
      { summary: 'Create a draft invoice with the next number', status: 201, errors: [409], schema: INVOICE_REST },
      withBody(
        CREATE_INVOICE.rest,
        async (req, res, body) => {
          const created = await invoices.create(contextOf(req, clock), body);
          res
            .status(201)
            .location(`/me/invoices/${created.number}`)
            .json(await one(req, created));
        },
        () => clock.today(),
      ),
    ),
  );
  // The owner's import turn is taken before the upload is read, so a busy account or server
  // answers 429 without holding another 30 MB; raw bytes, so the file is kept exactly as sent.
  r.post(
    '/invoices/import',
    (req, res, next) => {
      const release = importer.reserve(contextOf(req, clock).user.id);
      res.locals.releaseImport = release;
      res.on('close', release);
      next();
    },
    express.raw({ type: ['text/csv', 'text/plain'], limit: IMPORT_MAX_BYTES }),
    answers(
      {
        summary: 'Import invoices from a CSV file, all or none (?dry_run=true checks only)',
        status: 201,
        errors: [429],
        schema: IMPORTED_REST,
      },
      withRawBody(
        CSV_BODY,
        withQuery(IMPORT_QUERY.rest, async (req, res, { dryRun }) => {
          const csv = Buffer.isBuffer(req.body) ? req.body : (req.body as { csv?: unknown } | undefined)?.csv;
          const outcome = await importer.importCsv(contextOf(req, clock), csv, dryRun, res.locals.releaseImport as () => void);
          if (outcome.errors.length > 0) {
            const n = outcome.errors.length;
            res.status(400).json({
              detail: `The file has ${n} error${n === 1 ? '' : 's'}; nothing was imported. ${outcome.errors[0]?.message ?? ''}`,
              errors: outcome.errors,
            });
            return;
          }
          res.status(dryRun ? 200 : 201).json({
            imported: outcome.imported,
            dry_run: dryRun,
            first_number: outcome.firstNumber,
            last_number: outcome.lastNumber,
          } satisfies z.infer<typeof IMPORTED_REST>);
        }),
      ),
    ),
  );
  r.get(
    '/invoices/imports/:id/file',
    answers({ summary: 'An imported file, byte for byte', media: ['text/csv'] }, async (req, res) => {
      const file = await importer.file(contextOf(req, clock), parseImportId(req.params.id));
      res
        .status(200)
        .set({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${file.fileName}"`,
          'Cache-Control': 'no-store',
        })
        .end(file.body);
    }),
  );
  r.post(
    '/invoices/bulk/:action',
    answers(
      {
        summary: 'Archive, unarchive, write off or restore several invoices, all or none',
        errors: [409],
        expand: { param: 'action', values: [...ACTIONS.keys()] },
        schema: z.array(INVOICE_REST),
      },
      withBody(
        BULK_INVOICES.rest,
        async (req, res, { ids }) => {
          const changed = await invoices.bulk(contextOf(req, clock), bulkAction(String(req.params.action)), ids);
          res.json(await full(req, changed));
        },
        (req) => BULK_VERBS[bulkAction(String(req.params.action))],
      ),
    ),
  );
  r.get(
    '/invoices/:id',
    answers({ summary: 'One invoice', schema: INVOICE_REST }, async (req, res) => {
      res.json(await one(req, await invoices.get(contextOf(req, clock), parseInvoiceId(req.params.id))));
    }),
  );
  r.put(
    '/invoices/:id',
    answers(
      { summary: 'Change an invoice (a status change follows the transition rules)', errors: [409], schema: INVOICE_REST },
      withBody(
        CHANGE_INVOICE.rest,
        async (req, res, change, id: number) => {
          res.json(await one(req, await invoices.update(contextOf(req, clock), id, change)));
        },
        undefined,
        (req) => parseInvoiceId(req.params.id),
      ),
    ),
  );
  r.delete(
    '/invoices/:id',
    answers({ summary: 'Delete a draft', errors: [409], status: 204 }, async (req, res) => {
      await invoices.remove(contextOf(req, clock), parseInvoiceId(req.params.id));
      res.status(204).end();
    }),
  );
  r.post(
    '/invoices/:id/send',
    answers({ summary: "Send a draft, booking today's rate", errors: [409], schema: INVOICE_REST }, async (req, res) => {
      res.json(await one(req, await invoices.send(contextOf(req, clock), parseInvoiceId(req.params.id))));
    }),
  );
  r.post(
    '/invoices/:id/pay',
    answers(
      {
        summary: 'Mark paid on the date given (today when left out) at the settlement rate given, or else the rate recorded for that date',
        errors: [409],
        schema: INVOICE_REST,
        access: 'accountant',
      },
      withBody(
        PAY_INVOICE.rest,
        async (req, res, payment, id: number) => {
          res.json(await one(req, await invoices.pay(contextOf(req, clock), id, payment)));
        },
        () => clock.today(),
        (req) => parseInvoiceId(req.params.id),
      ),
    ),
  );
  r.post(
    '/invoices/:id/reverse-payment',
    answers(
      {
        summary: 'Reverse a payment recorded in the last 7 days: the invoice is sent (or overdue) again, the reversal audited',
        errors: [409],
        schema: INVOICE_REST,
      },
      async (req, res) => {
        res.json(await one(req, await invoices.reversePayment(contextOf(req, clock), parseInvoiceId(req.params.id))));
      },
    ),
  );
  r.post(
    '/invoices/:id/:action',
    answers(
      {
        summary: 'Archive, unarchive, write off or restore one invoice',
        errors: [409],
        schema: INVOICE_REST,
        expand: { param: 'action', values: [...ACTIONS.keys()] },
      },
      async (req, res) => {
        const action = bulkAction(String(req.params.action));
        const id = parseInvoiceId(req.params.id);
        const [changed] = await invoices.bulk(contextOf(req, clock), action, [id]);
        if (!changed) throw new InvoiceNotFoundError(id);
        res.json(await one(req, changed));
      },
    ),
  );
  return r;
}
