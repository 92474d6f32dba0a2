import {
  extractInvoiceNumbers, formatAmountText, invoiceLabel, validateImport, type ImportError, type ImportRow,
} from '@keafx/schema';
import Papa from 'papaparse';
import type { DataSource, EntityManager } from 'typeorm';
import { sql } from '../../database/sql';
import { ValidationError } from '../../errors';
import type { DomainEvents } from '../../events';
import { actorOf, type ServiceContext } from '../../request-context';
import type { AuditEventInput, AuditService } from '../audit/audit.service';
import type { BookingRate, RatesService } from '../rates/rates.service';

/** Largest CSV accepted, in characters (~100,000 rows). */
export const IMPORT_MAX_CHARS = 30_000_000;

export interface ImportOutcome {
  imported: number;
  dryRun: boolean;
  errors: ImportError[];
  firstNumber: number | null;
  lastNumber: number | null;
}

/** Reads CSV text into rows of cells, or explains why it cannot be read. */
export function parseCsv(text: string): { table: string[][] } | { error: ImportError } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal) {
    const row = typeof fatal.row === 'number' ? fatal.row + 1 : null;
    return { error: { row, field: null, message: `The CSV could not be read${row ? ` at row ${row}` : ''}: a quoted cell is never closed.` } };
  }
  return { table: parsed.data };
}

/** Invoices from a CSV file (SPEC section 5): all rows or none, in one transaction, every invoice audited. */
export class InvoiceImportService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly rates: RatesService,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Checks every row (and that no invoice number is taken) and, unless `dryRun`, saves
   * them. Row problems come back in `errors` with nothing saved; a body that is not CSV
   * text throws ValidationError.
   */
  async importCsv(ctx: ServiceContext, csv: unknown, dryRun = false): Promise<ImportOutcome> {
    if (typeof csv !== 'string') throw new ValidationError([{ field: 'csv', message: 'csv must be the text of a CSV file' }]);
    if (csv.length > IMPORT_MAX_CHARS) throw new ValidationError([{ field: 'csv', message: 'The file is too large; import at most 100,000 rows at a time.' }]);
    const parsed = parseCsv(csv);
    if ('error' in parsed) return failed(dryRun, [parsed.error]);
    const outcome = await this.ds.transaction(async (m) => {
      // Serialise with invoice creation for this owner, so numbers cannot collide meanwhile.
      await sql(m, 'SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [ctx.user.id]);
      const taken = await this.takenNumbers(m, ctx.user.id, extractInvoiceNumbers(parsed.table));
      const result = validateImport(parsed.table, { exists: (n) => taken.has(n) });
      if (!result.ok) return failed(dryRun, result.errors);
      const span = numberSpan(result.rows);
      if (dryRun) return { imported: 0, dryRun, errors: [], ...span };
      await this.insert(m, ctx, result.rows, span.lastNumber);
      return { imported: result.rows.length, dryRun, errors: [], ...span };
    });
    // Too many ids to name: listeners refresh the owner's whole view.
    if (outcome.imported > 0) this.events.publish({ type: 'invoices.changed', ownerId: ctx.user.id, invoiceIds: [] });
    return outcome;
  }

  private async takenNumbers(m: EntityManager, ownerId: string, numbers: number[]): Promise<Set<number>> {
    if (numbers.length === 0) return new Set();
    const rows = await sql<{ number: number }>(m, 'SELECT number FROM invoices WHERE owner_id = $1 AND number = ANY($2::int[])', [ownerId, numbers]);
    return new Set(rows.map((r) => r.number));
  }

  /**
   * Saves the rows and their audit events. Ids are reserved first, so the events can be
   * hashed (CPU) while PostgreSQL runs the insert (its own process), instead of after it.
   */
  private async insert(m: EntityManager, ctx: ServiceContext, rows: ImportRow[], lastNumber: number): Promise<void> {
    const now = ctx.clock.now();
    // On the transaction's own connection: another pooled connection inside it deadlocks PGlite.
    const rates = await this.rates.bookingRates(m, ctx.user.id, rows.filter((r) => r.status !== 'draft').map((r) => r.currency));
    const chain = await this.audit.openChain(m, ctx.user.id);
    const ids = (await sql<{ id: string }>(m,
      `SELECT nextval(pg_get_serial_sequence('invoices', 'id'))::text AS id FROM generate_series(1, $1::int)`, [rows.length],
    )).map((r) => r.id);
    const booked = rows.map((r) => (r.status === 'draft' ? undefined : rates.get(r.currency)));
    const payload = JSON.stringify(rows.map((r, i) => ({
      id: ids[i], number: r.number, counterparty: r.counterparty, currency: r.currency, amount: r.amount,
      issued_date: r.issuedDate, due_date: r.dueDate, status: r.status, paid_date: r.paidDate,
      booked_rate: booked[i]?.nzdPerUnit ?? null, booked_rate_source: booked[i]?.source ?? null,
      booked_rate_type: booked[i]?.rateType ?? null, booked_rate_date: booked[i]?.effectiveDate ?? null,
    })));
    const inserting = sql(m,
      `INSERT INTO invoices (id, owner_id, number, counterparty, currency, amount, issued_date, due_date, status, sent_date, paid_date,
                             booked_rate, booked_rate_source, booked_rate_type, booked_rate_date, created_at, updated_at)
       OVERRIDING SYSTEM VALUE
       SELECT t.id, $1, t.number, t.counterparty, t.currency, t.amount, t.issued_date, t.due_date, t.status,
              CASE WHEN t.status = 'draft' THEN NULL ELSE t.issued_date END, t.paid_date,
              t.booked_rate, t.booked_rate_source, t.booked_rate_type, t.booked_rate_date, $2, $2
       FROM jsonb_to_recordset($3::jsonb) AS t(id bigint, number int, counterparty text, currency text, amount numeric,
            issued_date date, due_date date, status text, paid_date date, booked_rate numeric, booked_rate_source text,
            booked_rate_type text, booked_rate_date date)`,
      [ctx.user.id, now, payload],
    );
    // Let the insert reach the server before the CPU-bound hashing starts.
    await new Promise((resolve) => setImmediate(resolve));
    chain.append(actorOf(ctx), now, rows.map((r, i) => importEvent(r, ids[i], booked[i])));
    await inserting;
    await sql(m, 'UPDATE users SET invoice_number_seq = GREATEST(invoice_number_seq, $2) WHERE id = $1', [ctx.user.id, lastNumber]);
    await chain.flush();
  }
}

function numberSpan(rows: ImportRow[]): { firstNumber: number; lastNumber: number } {
  return rows.reduce((s, r) => ({ firstNumber: Math.min(s.firstNumber, r.number), lastNumber: Math.max(s.lastNumber, r.number) }),
    { firstNumber: Infinity, lastNumber: -Infinity });
}

function failed(dryRun: boolean, errors: ImportError[]): ImportOutcome {
  return { imported: 0, dryRun, errors, firstNumber: null, lastNumber: null };
}

function importEvent(r: ImportRow, id: string, rate: BookingRate | undefined): AuditEventInput {
  return {
    entityType: 'invoice', entityId: id, action: 'invoice.imported',
    message: `Imported invoice ${invoiceLabel(r.number)} for ${r.counterparty}: ${formatAmountText(r.amount, r.currency)}, ${r.status} (CSV row ${r.line})`,
    after: {
      number: invoiceLabel(r.number), counterparty: r.counterparty, currency: r.currency, amount: r.amount,
      issuedDate: r.issuedDate, dueDate: r.dueDate, status: r.status,
      ...(rate ? { bookedRate: rate.nzdPerUnit, bookedRateSource: rate.source, bookedRateType: rate.rateType, bookedRateDate: rate.effectiveDate } : {}),
    },
  };
}
