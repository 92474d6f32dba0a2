import {
  amountLine,
  creditNoteLabel,
  Exact,
  fitAmount,
  formatAmountText,
  GST_TREATMENT_LABELS,
  invoiceLabel,
  invoiceTotals,
  lineFigures,
  linesProblem,
  type GivenLine,
  type GstTreatment,
  type InvoiceLine,
  type InvoiceLineInput,
  type IssueCreditNoteCommand,
} from '@keafx/schema';
import type { DataSource, EntityManager } from 'typeorm';
import { sql, theRow, type Db } from '../../database/sql';
import type { Row } from '../../database/rows';
import { NotFoundError, ValidationError } from '../../errors';
import type { DomainEvents } from '../../events';
import { actorOf, type ServiceContext } from '../../request-context';
import type { AuditService } from '../audit';
import { auditSnapshot } from './invoice-fields';
import { lineOfRow, linesOf } from './invoice-lines';
import { toInvoiceRecord, type InvoiceRecord, type InvoiceRow } from './invoice-record';
import { InvoiceNotFoundError, InvoiceStateError } from './invoices.errors';
import { INVOICE_COLUMNS, LOCK_INVOICES_SQL } from './invoices.sql';

/**
 * Credit notes (issue 27 item 5, supply correction information): against a sent invoice, for part
 * or all of what is still owed, with their own number (CN-0001), lines, reason and date. One
 * lowers the invoice's outstanding amount (and so the exposure, whose triggers count it) in the
 * transaction that records it, and carries its GST adjustment in NZD at the invoice's
 * time-of-supply rate, copied so it never moves. Audited in the invoice's history.
 */

type CreditNoteRow = Row<'credit_notes'>;
type CreditNoteLineRow = Row<'credit_note_lines'>;

export interface CreditNoteRecord {
  id: string;
  number: number;
  invoiceId: string;
  invoiceNumber: number;
  issuedDate: string;
  reason: string;
  currency: string;
  pricesIncludeGst: boolean;
  subtotal: string;
  gstAmount: string;
  amount: string;
  zeroRatedAmount: string;
  exemptAmount: string;
  supplyRate: string | null;
  supplyRateSource: string | null;
  supplyRateType: string | null;
  supplyRateDate: string | null;
  gstNzd: string | null;
  createdAt: Date;
  lines: InvoiceLine[];
}

const COLUMNS = `c.id, c.owner_id, c.number, c.invoice_id, c.issued_date, c.reason, trim(c.currency) AS currency, c.prices_include_gst,
  c.amount, c.gst_amount, c.subtotal, c.zero_rated_amount, c.exempt_amount, c.supply_rate, c.supply_rate_source, c.supply_rate_type,
  c.supply_rate_date, c.gst_nzd, c.created_by, c.created_at, i.number AS invoice_number`;

export class CreditNoteNotFoundError extends NotFoundError {
  constructor(number: number) {
    super(`Credit note ${number}`);
  }
}

export class CreditNotesService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
  ) {}

  /** Issues a credit note against the owner's invoice `invoiceNumber`; answers it. Bad input throws ValidationError and changes nothing. */
  async issue(ctx: ServiceContext, invoiceNumber: number, command: IssueCreditNoteCommand): Promise<CreditNoteRecord> {
    const today = ctx.clock.today();
    const result = await this.ds.transaction(async (m) => {
      const [row] = await sql<InvoiceRow>(m, LOCK_INVOICES_SQL, [ctx.user.id, today, [invoiceNumber]]);
      if (!row) throw new InvoiceNotFoundError(invoiceNumber);
      const invoice = toInvoiceRecord(row);
      const label = invoiceLabel(invoice.number);
      if (invoice.status === 'draft')
        throw new InvoiceStateError(`${label} is a draft: change its lines instead; a credit note corrects an invoice that has been sent.`);
      if (invoice.writtenOff) throw new InvoiceStateError(`${label} is written off: restore it before crediting it.`);
      const date = command.date ?? today;
      if (date < invoice.issuedDate)
        throw new ValidationError([{ field: 'date', message: `date must be on or after the invoice's issue date, ${invoice.issuedDate}` }]);
      const had = (await linesOf(m, ctx.user.id, [invoice])).get(invoice.id) ?? [];
      const { lines, pricesIncludeGst } = this.creditLines(command, invoice, had);
      // The treatments are the invoice's own (creditLines), whatever the seller's registration is now.
      const problem = linesProblem(lines, invoice.currency, pricesIncludeGst, null);
      if (problem) throw new ValidationError([problem]);
      const totals = invoiceTotals(lines, invoice.currency, pricesIncludeGst);
      if (new Exact(totals.amount).gt(invoice.outstandingAmount))
        throw new ValidationError([
          {
            field: command.lines ? 'lines' : 'amount',
            message: `A credit note may take off at most what ${label} still has outstanding, ${formatAmountText(invoice.outstandingAmount, invoice.currency)}; this one comes to ${formatAmountText(totals.amount, invoice.currency)}`,
          },
        ]);
      const [numbered] = await sql<{ last_number: number }>(
        m,
        `INSERT INTO credit_note_numbers AS n (owner_id, last_number) VALUES ($1, 1)
         ON CONFLICT (owner_id) DO UPDATE SET last_number = n.last_number + 1 RETURNING last_number`,
        [ctx.user.id],
      );
      const now = ctx.clock.now();
      const [made] = await sql<{ id: string }>(
        m,
        `INSERT INTO credit_notes (owner_id, number, invoice_id, issued_date, reason, currency, prices_include_gst, amount, gst_amount,
           zero_rated_amount, exempt_amount, supply_rate, supply_rate_source, supply_rate_type, supply_rate_date, gst_nzd, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
           CASE WHEN $12::numeric IS NULL THEN NULL ELSE round($9::numeric * $12::numeric, 2) END, $16, $17)
         RETURNING id`,
        [
          ctx.user.id,
          numbered!.last_number,
          invoice.id,
          date,
          command.reason,
          invoice.currency,
          pricesIncludeGst,
          totals.amount,
          totals.gstAmount,
          totals.zeroRatedAmount,
          totals.exemptAmount,
          invoice.supplyRate,
          invoice.supplyRateSource,
          invoice.supplyRateType,
          invoice.supplyRateDate,
          actorOf(ctx).id,
          now,
        ],
      );
      const figures = lines.map((l) => lineFigures(l, pricesIncludeGst, invoice.currency));
      await sql(
        m,
        `INSERT INTO credit_note_lines (credit_note_id, owner_id, position, description, quantity, unit_price, gst_treatment, line_total, gst)
         SELECT $2, $1, p, d, q, u, t, lt, g
           FROM unnest($3::int[], $4::text[], $5::numeric[], $6::numeric[], $7::text[], $8::numeric[], $9::numeric[]) AS l(p, d, q, u, t, lt, g)`,
        [
          ctx.user.id,
          made!.id,
          figures.map((_, i) => i + 1),
          figures.map((l) => l.description),
          figures.map((l) => l.quantity),
          figures.map((l) => l.unitPrice),
          figures.map((l) => l.gstTreatment),
          figures.map((l) => l.lineTotal),
          figures.map((l) => l.gst),
        ],
      );
      const updated = toInvoiceRecord(
        theRow(
          await sql<InvoiceRow>(
            m,
            `UPDATE invoices SET credited_amount = credited_amount + $4, updated_at = $5 WHERE owner_id = $1 AND id = $3 RETURNING ${INVOICE_COLUMNS}`,
            [ctx.user.id, today, invoice.id, totals.amount, now],
          ),
          'the credit of a locked invoice',
        ),
      );
      const note = (await this.byIds(m, ctx.user.id, [made!.id]))[0]!;
      const gst = note.gstNzd === null ? '' : `, GST adjustment NZD ${note.gstNzd}`;
      await this.audit.record(m, ctx.user.id, actorOf(ctx), now, [
        {
          entityType: 'invoice',
          entityId: invoice.id,
          action: 'invoice.credited',
          message: `Issued credit note ${creditNoteLabel(note.number)} against ${label}: ${formatAmountText(note.amount, note.currency)} (GST ${note.gstAmount}${gst}) on ${date}, "${firstLine(command.reason)}"; ${formatAmountText(updated.outstandingAmount, updated.currency)} still outstanding`,
          before: auditSnapshot(invoice),
          after: {
            ...auditSnapshot(updated),
            creditNote: {
              number: creditNoteLabel(note.number),
              date,
              reason: command.reason,
              amount: note.amount,
              gstAmount: note.gstAmount,
              gstNzd: note.gstNzd,
              lines,
            },
          },
        },
      ]);
      return note;
    });
    this.events.publish({ type: 'invoices.changed', ownerId: ctx.user.id, invoiceIds: [result.invoiceId] });
    return result;
  }

  /**
   * What a credit note credits: its lines (a treatment left out is the invoice's one treatment;
   * each must be one the invoice used), or one line of its amount, prices including GST.
   */
  private creditLines(
    command: IssueCreditNoteCommand,
    invoice: InvoiceRecord,
    had: readonly InvoiceLine[],
  ): { lines: InvoiceLineInput[]; pricesIncludeGst: boolean } {
    const used = [...new Set(had.map((l) => l.gstTreatment))];
    const only: GstTreatment | undefined = used.length === 1 ? used[0] : undefined;
    const several = `this invoice has lines of ${used.map((t) => GST_TREATMENT_LABELS[t]).join(' and ')}`;
    if (command.amount !== undefined) {
      const fit = fitAmount(command.amount, invoice.currency, 'amount');
      if (!fit.ok) throw new ValidationError([{ field: 'amount', message: fit.message }]);
      if (!only)
        throw new ValidationError([{ field: 'amount', message: `Give the credit note's lines with their GST treatments: ${several}` }]);
      return { lines: [{ ...amountLine(fit.value, only), description: firstLine(command.reason) }], pricesIncludeGst: true };
    }
    const given = command.lines as GivenLine[];
    const errors = given.flatMap((l, i) => {
      const at = `lines[${i + 1}].gst_treatment`;
      if (l.gstTreatment === undefined) return only ? [] : [{ field: at, message: `${at} is required: ${several}` }];
      return used.includes(l.gstTreatment)
        ? []
        : [
            {
              field: at,
              message: `${at} must be one the invoice used (${used.map((t) => GST_TREATMENT_LABELS[t]).join(', ')}): a credit note corrects what was invoiced`,
            },
          ];
    });
    if (errors.length) throw new ValidationError(errors);
    return {
      lines: given.map((l) => ({ ...l, gstTreatment: l.gstTreatment ?? only! })),
      pricesIncludeGst: command.pricesIncludeGst ?? invoice.pricesIncludeGst,
    };
  }

  /** The credit notes of the owner's invoice `invoiceNumber`, oldest first (404 for an invoice they do not have). */
  async ofInvoice(ctx: ServiceContext, invoiceNumber: number): Promise<CreditNoteRecord[]> {
    const [invoice] = await sql<{ id: string }>(this.ds, 'SELECT id FROM invoices WHERE owner_id = $1 AND number = $2', [
      ctx.user.id,
      invoiceNumber,
    ]);
    if (!invoice) throw new InvoiceNotFoundError(invoiceNumber);
    const rows = await sql<{ id: string }>(this.ds, 'SELECT id FROM credit_notes WHERE owner_id = $1 AND invoice_id = $2 ORDER BY number', [
      ctx.user.id,
      invoice.id,
    ]);
    return this.byIds(
      this.ds,
      ctx.user.id,
      rows.map((r) => r.id),
    );
  }

  /** The credit notes of the owner's invoices by their database keys, each list oldest first (two reads whatever their number). */
  async ofInvoiceIds(ownerId: string, invoiceIds: readonly string[]): Promise<CreditNoteRecord[][]> {
    const rows = await sql<{ id: string; invoice_id: string }>(
      this.ds,
      'SELECT id, invoice_id FROM credit_notes WHERE owner_id = $1 AND invoice_id = ANY($2::bigint[]) ORDER BY number',
      [ownerId, invoiceIds],
    );
    const notes = await this.byIds(
      this.ds,
      ownerId,
      rows.map((r) => r.id),
    );
    return invoiceIds.map((id) => notes.filter((n) => n.invoiceId === String(id)));
  }

  /** A page of the owner's credit notes, newest first, optionally issued within from..to. */
  async list(
    ctx: ServiceContext,
    q: { limit: number; offset: number; from?: string; to?: string },
  ): Promise<{ items: CreditNoteRecord[]; hasMore: boolean }> {
    const rows = await sql<{ id: string }>(
      this.ds,
      `SELECT id FROM credit_notes WHERE owner_id = $1 AND ($2::date IS NULL OR issued_date >= $2) AND ($3::date IS NULL OR issued_date <= $3)
       ORDER BY number DESC LIMIT $4 OFFSET $5`,
      [ctx.user.id, q.from ?? null, q.to ?? null, q.limit + 1, q.offset],
    );
    const items = await this.byIds(
      this.ds,
      ctx.user.id,
      rows.slice(0, q.limit).map((r) => r.id),
    );
    return { items, hasMore: rows.length > q.limit };
  }

  /** One credit note of the owner's by its number (CN-0001 is 1). */
  async get(ctx: ServiceContext, number: number): Promise<CreditNoteRecord> {
    const [row] = await sql<{ id: string }>(this.ds, 'SELECT id FROM credit_notes WHERE owner_id = $1 AND number = $2', [
      ctx.user.id,
      number,
    ]);
    if (!row) throw new CreditNoteNotFoundError(number);
    return (await this.byIds(this.ds, ctx.user.id, [row.id]))[0]!;
  }

  /** Credit notes by their keys, in that order, with their lines (two reads whatever their number). */
  async byIds(db: Db | EntityManager, ownerId: string, ids: readonly string[]): Promise<CreditNoteRecord[]> {
    if (ids.length === 0) return [];
    const rows = await sql<CreditNoteRow & { invoice_number: number }>(
      db,
      `SELECT ${COLUMNS} FROM credit_notes c JOIN invoices i ON i.id = c.invoice_id WHERE c.owner_id = $1 AND c.id = ANY($2::bigint[])`,
      [ownerId, ids],
    );
    const lines = await sql<CreditNoteLineRow>(
      db,
      `SELECT credit_note_id, owner_id, position, description, quantity::text AS quantity, unit_price::text AS unit_price, gst_treatment,
              line_total::text AS line_total, gst::text AS gst
         FROM credit_note_lines WHERE owner_id = $1 AND credit_note_id = ANY($2::bigint[]) ORDER BY credit_note_id, position`,
      [ownerId, ids],
    );
    const byNote = new Map<string, InvoiceLine[]>();
    for (const l of lines) {
      const list = byNote.get(String(l.credit_note_id)) ?? [];
      list.push(lineOfRow(l));
      byNote.set(String(l.credit_note_id), list);
    }
    const byId = new Map(
      rows.map((r): [string, CreditNoteRecord] => [
        String(r.id),
        {
          id: String(r.id),
          number: r.number,
          invoiceId: String(r.invoice_id),
          invoiceNumber: r.invoice_number,
          issuedDate: r.issued_date,
          reason: r.reason,
          currency: r.currency,
          pricesIncludeGst: r.prices_include_gst,
          subtotal: r.subtotal,
          gstAmount: r.gst_amount,
          amount: r.amount,
          zeroRatedAmount: r.zero_rated_amount,
          exemptAmount: r.exempt_amount,
          supplyRate: r.supply_rate,
          supplyRateSource: r.supply_rate_source,
          supplyRateType: r.supply_rate_type,
          supplyRateDate: r.supply_rate_date,
          gstNzd: r.gst_nzd,
          createdAt: r.created_at,
          lines: byNote.get(String(r.id)) ?? [],
        },
      ]),
    );
    return ids.flatMap((id) => byId.get(String(id)) ?? []);
  }
}

/** A reason's first line, for one-line audit messages and an amount's line description. */
function firstLine(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}
