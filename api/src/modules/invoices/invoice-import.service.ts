import { createHash } from 'node:crypto';
import {
  Exact,
  extractInvoiceNumbers,
  invoiceLabel,
  roundToMinor,
  validateImport,
  type DisplayFormat,
  type ImportError,
  type ImportRow,
} from '@keafx/schema';
import Papa from 'papaparse';
import type { DataSource, EntityManager } from 'typeorm';
import { sql, theRow } from '../../database/sql';
import { AppError, NotFoundError, ValidationError } from '../../errors';
import type { ImportId } from './invoice-params';
import type { DomainEvents } from '../../events';
import { actorOf, type ServiceContext } from '../../request-context';
import type { AuditEventInput, AuditService } from '../audit';
import type { BookingRate, RatesService } from '../rates';

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
    return {
      error: { row, field: null, message: `The CSV could not be read${row ? ` at row ${row}` : ''}: a quoted cell is never closed.` },
    };
  }
  return { table: parsed.data };
}

/** Invoices from a CSV file (SPEC section 5): all rows or none, in one transaction, every invoice audited. */
/** The advisory lock one owner's import holds for its transaction. */
export const importLockKey = (ownerId: string): string => `invoice-import:${ownerId}`;

/** Another import of the same owner is under way: 429, try again when it has finished. */
export class ImportBusyError extends AppError {
  constructor() {
    super('TOO_MANY_REQUESTS', 'An import for this account is already running; try again when it has finished.', { retryAfterSeconds: 5 });
  }
}

export class InvoiceImportService {
  /** Owners with an import under way in this process. */
  private readonly running = new Set<string>();
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly rates: RatesService,
    private readonly events: DomainEvents,
    /** The owner's date and number formats (profile's, passed in by the composition root): an export of ours reads back. */
    private readonly formatOf: (ownerId: string) => Promise<DisplayFormat>,
  ) {}

  /**
   * Checks every row (and that no invoice number is taken) and, unless `dryRun`, saves
   * them. Row problems come back in `errors` with nothing saved; a body that is not CSV
   * text throws ValidationError.
   */
  async importCsv(ctx: ServiceContext, input: unknown, dryRun = false): Promise<ImportOutcome> {
    // One import at a time per owner: in this process before the file is parsed, and across
    // processes by an advisory lock inside the transaction (ImportBusyError, 429 with Retry-After).
    if (this.running.has(ctx.user.id)) throw new ImportBusyError();
    this.running.add(ctx.user.id);
    try {
      return await this.importOnce(ctx, input, dryRun);
    } finally {
      this.running.delete(ctx.user.id);
    }
  }

  private async importOnce(ctx: ServiceContext, input: unknown, dryRun: boolean): Promise<ImportOutcome> {
    const { csv, file } = readUpload(input);
    const parsed = parseCsv(csv);
    if ('error' in parsed) return failed(dryRun, [parsed.error]);
    const format = await this.formatOf(ctx.user.id);
    const outcome = await this.ds.transaction(async (m) => {
      const [lock] = await sql<{ got: boolean }>(m, 'SELECT pg_try_advisory_xact_lock(hashtext($1)) AS got', [importLockKey(ctx.user.id)]);
      if (!lock?.got) throw new ImportBusyError();
      // Serialise with invoice creation for this owner, so numbers cannot collide meanwhile.
      await sql(
        m,
        `INSERT INTO invoice_numbers AS n (owner_id, last_number) VALUES ($1, 0)
        ON CONFLICT (owner_id) DO UPDATE SET last_number = n.last_number`,
        [ctx.user.id],
      );
      const taken = await this.takenNumbers(m, ctx.user.id, extractInvoiceNumbers(parsed.table));
      const result = validateImport(parsed.table, { exists: (n) => taken.has(n), today: ctx.clock.today(), format });
      if (!result.ok) return failed(dryRun, result.errors);
      const span = numberSpan(result.rows);
      if (dryRun) return { imported: 0, dryRun, errors: [], ...span };
      await this.insert(m, ctx, result.rows, span, file);
      return { imported: result.rows.length, dryRun, errors: [], ...span };
    });
    // Too many ids to name: listeners refresh the owner's whole view.
    if (outcome.imported > 0) this.events.publish({ type: 'invoices.changed', ownerId: ctx.user.id, invoiceIds: [] });
    return outcome;
  }

  /**
   * The file of one of the caller's imports, byte for byte as it was received; audited like
   * every export. Another owner's import (or an unknown id) throws NotFoundError.
   */
  async file(ctx: ServiceContext, id: ImportId): Promise<{ fileName: string; body: Buffer }> {
    return this.ds.transaction(async (m) => {
      const [row] = await sql<{ file: Buffer; row_count: number; file_sha256: string }>(
        m,
        'SELECT file, row_count, file_sha256 FROM invoice_imports WHERE owner_id = $1 AND id = $2',
        [ctx.user.id, id],
      );
      if (!row) throw new NotFoundError(`Import ${id}`);
      await this.audit.record(m, ctx.user.id, actorOf(ctx), ctx.clock.now(), [
        {
          entityType: 'import',
          entityId: id,
          action: 'export.import_file',
          message: `Downloaded the CSV file of import ${id} (${row.row_count.toLocaleString('en-NZ')} rows, SHA-256 ${row.file_sha256})`,
        },
      ]);
      return { fileName: `invoices_import_${id}.csv`, body: row.file };
    });
  }

  private async takenNumbers(m: EntityManager, ownerId: string, numbers: number[]): Promise<Set<number>> {
    if (numbers.length === 0) return new Set();
    const rows = await sql<{ number: number }>(m, 'SELECT number FROM invoices WHERE owner_id = $1 AND number = ANY($2::int[])', [
      ownerId,
      numbers,
    ]);
    return new Set(rows.map((r) => r.number));
  }

  /**
   * Saves the rows, the file exactly as received, and one audit event for the import: who,
   * how many, the number range, totals by currency and status, and the file's SHA-256 (verify
   * re-hashes the kept file). Each invoice remembers its import and line, so its own history
   * shows the import. One event, not one per row: 100,000 hashed rows cost seconds.
   */
  private async insert(
    m: EntityManager,
    ctx: ServiceContext,
    rows: ImportRow[],
    span: { firstNumber: number; lastNumber: number },
    file: Buffer,
  ): Promise<void> {
    const now = ctx.clock.now();
    // On the transaction's own connection: another pooled connection inside it deadlocks PGlite.
    const rates = await this.rates.bookingRates(
      m,
      ctx.user.id,
      rows.filter((r) => r.status !== 'draft').map((r) => r.currency),
    );
    const sha256 = createHash('sha256').update(file).digest('hex');
    const imported = theRow(
      await sql<{ id: string }>(
        m,
        `INSERT INTO invoice_imports (owner_id, file, file_sha256, row_count, first_number, last_number, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [ctx.user.id, file, sha256, rows.length, span.firstNumber, span.lastNumber, now],
      ),
      'the import record',
    );
    const booked = rows.map((r) => (r.status === 'draft' ? undefined : rates.get(r.currency)));
    const payload = JSON.stringify(
      rows.map((r, i) => ({
        number: r.number,
        counterparty: r.counterparty,
        currency: r.currency,
        amount: r.amount,
        issued_date: r.issuedDate,
        due_date: r.dueDate,
        status: r.status,
        paid_date: r.paidDate,
        line: r.line,
        booked_rate: booked[i]?.nzdPerUnit ?? null,
        booked_rate_source: booked[i]?.source ?? null,
        booked_rate_type: booked[i]?.rateType ?? null,
        booked_rate_date: booked[i]?.effectiveDate ?? null,
      })),
    );
    // One JSON document expanded by PostgreSQL: far cheaper than escaping large array parameters.
    await sql(
      m,
      `INSERT INTO invoices (owner_id, number, counterparty, currency, amount, issued_date, due_date, status, sent_date, paid_date,
                             booked_rate, booked_rate_source, booked_rate_type, booked_rate_date, import_id, import_line, created_at, updated_at)
       SELECT $1, t.number, t.counterparty, t.currency, t.amount, t.issued_date, t.due_date, t.status,
              CASE WHEN t.status = 'draft' THEN NULL ELSE t.issued_date END, t.paid_date,
              t.booked_rate, t.booked_rate_source, t.booked_rate_type, t.booked_rate_date, $2, t.line, $3, $3
       FROM jsonb_to_recordset($4::jsonb) AS t(number int, counterparty text, currency text, amount numeric, issued_date date,
            due_date date, status text, paid_date date, line int, booked_rate numeric, booked_rate_source text,
            booked_rate_type text, booked_rate_date date)`,
      [ctx.user.id, imported.id, now, payload],
    );
    await sql(m, 'UPDATE invoice_numbers SET last_number = GREATEST(last_number, $2) WHERE owner_id = $1', [ctx.user.id, span.lastNumber]);
    await this.audit.record(m, ctx.user.id, actorOf(ctx), now, [
      importEvent(imported.id, rows, span, { sha256, bytes: file.length }, booked),
    ]);
  }
}

/**
 * The upload as text to parse and as the bytes to keep: raw bytes from a REST upload are kept
 * exactly (BOM included) and must be UTF-8; text from GraphQL or JSON is kept as its UTF-8.
 */
function readUpload(input: unknown): { csv: string; file: Buffer } {
  const tooLarge = (): never => {
    throw new ValidationError([{ field: 'csv', message: 'The file is too large; import at most 100,000 rows at a time.' }]);
  };
  if (Buffer.isBuffer(input)) {
    if (input.length > IMPORT_MAX_CHARS) tooLarge();
    try {
      return { csv: new TextDecoder('utf-8', { fatal: true }).decode(input), file: input };
    } catch {
      throw new ValidationError([{ field: 'csv', message: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and import it again.' }]);
    }
  }
  if (typeof input !== 'string') throw new ValidationError([{ field: 'csv', message: 'csv must be the text of a CSV file' }]);
  if (input.length > IMPORT_MAX_CHARS) tooLarge();
  return { csv: input, file: Buffer.from(input, 'utf8') };
}

function numberSpan(rows: ImportRow[]): { firstNumber: number; lastNumber: number } {
  return rows.reduce((s, r) => ({ firstNumber: Math.min(s.firstNumber, r.number), lastNumber: Math.max(s.lastNumber, r.number) }), {
    firstNumber: Infinity,
    lastNumber: -Infinity,
  });
}

function failed(dryRun: boolean, errors: ImportError[]): ImportOutcome {
  return { imported: 0, dryRun, errors, firstNumber: null, lastNumber: null };
}

/** The one audit event of an import: what a reader needs, and the file's fingerprint. */
function importEvent(
  importId: string,
  rows: ImportRow[],
  span: { firstNumber: number; lastNumber: number },
  file: { sha256: string; bytes: number },
  booked: (BookingRate | undefined)[],
): AuditEventInput {
  const byCurrency: Record<string, { invoices: number; amount: Exact }> = {};
  const byStatus: Record<string, number> = {};
  for (const r of rows) {
    const c = (byCurrency[r.currency] ??= { invoices: 0, amount: new Exact(0) });
    c.invoices += 1;
    c.amount = c.amount.plus(r.amount);
    byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  }
  const rates = Object.fromEntries(
    rows.flatMap((r, i) => {
      const rate = booked[i];
      return rate ? [[r.currency, { rate: rate.nzdPerUnit, source: rate.source, type: rate.rateType, date: rate.effectiveDate }]] : [];
    }),
  );
  const count = rows.length;
  return {
    entityType: 'import',
    entityId: importId,
    action: 'invoices.imported',
    message:
      `Imported ${count.toLocaleString('en-NZ')} invoice${count === 1 ? '' : 's'} (${invoiceLabel(span.firstNumber)} to ${invoiceLabel(span.lastNumber)}) ` +
      `from a CSV file of ${file.bytes.toLocaleString('en-NZ')} bytes, SHA-256 ${file.sha256}`,
    after: {
      importId,
      invoices: count,
      firstNumber: invoiceLabel(span.firstNumber),
      lastNumber: invoiceLabel(span.lastNumber),
      file: { sha256: file.sha256, bytes: file.bytes },
      byStatus,
      byCurrency: Object.fromEntries(
        Object.entries(byCurrency).map(([c, v]) => [c, { invoices: v.invoices, amount: roundToMinor(v.amount, c) }]),
      ),
      bookedRates: rates,
    },
  };
}
