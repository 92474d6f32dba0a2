import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  Exact,
  hasLoneSurrogate,
  ImportCheck,
  invoiceLabel,
  roundToMinor,
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
import type { CustomersService } from '../customers';
import type { BookingRate, RatesService } from '../rates';
import { impliedTotals, supplyDateOf, supplyRateFor, type SellerOf } from './invoice-lines';

/** Largest CSV accepted, in bytes (about 100,000 rows); the REST upload's own limit is the same. */
export const IMPORT_MAX_BYTES = 30 * 1024 * 1024;
/** Imports under way at once in one process (each one owner's): more wait their turn with 429. */
export const IMPORTS_AT_ONCE = 2;
/** How much of the file is decoded and parsed before the event loop gets a turn. */
const READ_CHUNK_BYTES = 128 * 1024;
/** Rows per INSERT statement: one JSON document each, so no statement holds the whole file again. */
const INSERT_BATCH = 5_000;

export interface ImportOutcome {
  imported: number;
  dryRun: boolean;
  errors: ImportError[];
  firstNumber: number | null;
  lastNumber: number | null;
}

const NOT_UTF8 = 'The file is not UTF-8 text. Save it as "CSV UTF-8" and import it again.';
const LONE_SURROGATE = 'The file holds broken Unicode (an unpaired surrogate). Save it as "CSV UTF-8" and import it again.';

/**
 * The file's text, a piece at a time, with a turn for others between pieces: bytes decoded
 * strictly (a BOM dropped), or text as given (never split inside a surrogate pair, so a lone
 * surrogate reaches the cell rules as it was sent).
 */
async function* textPieces(source: Buffer | string): AsyncGenerator<string> {
  if (typeof source === 'string') {
    const text = source.replace(/^\uFEFF/, '');
    for (let at = 0; at < text.length;) {
      let end = Math.min(text.length, at + READ_CHUNK_BYTES);
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
      yield text.slice(at, end);
      at = end;
      await new Promise((resolve) => setImmediate(resolve));
    }
    return;
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let at = 0; at < source.length; at += READ_CHUNK_BYTES) {
    const end = Math.min(source.length, at + READ_CHUNK_BYTES);
    let piece: string;
    try {
      piece = decoder.decode(source.subarray(at, end), { stream: end < source.length });
    } catch {
      throw new ValidationError([{ field: 'csv', message: NOT_UTF8 }]);
    }
    if (piece) yield piece;
    // Other requests (a /healthz, another owner's page) run between pieces.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Reads CSV records from the file as it is decoded, handing each to `onRecord`: never the whole
 * text nor a table in memory, and never more than a piece's parse between turns of the event
 * loop. Answers why the file cannot be read (a quoted cell never closed), or null.
 */
function readCsvRecords(source: Buffer | string, onRecord: (cells: string[]) => void): Promise<ImportError | null> {
  return new Promise((resolve, reject) => {
    let records = 0;
    let unreadable: ImportError | null = null;
    Papa.parse<string[], NodeJS.ReadableStream>(Readable.from(textPieces(source)), {
      skipEmptyLines: 'greedy',
      step: (results, parser) => {
        records += 1;
        if (results.errors.some((e) => e.type === 'Quotes')) {
          unreadable = {
            row: records,
            field: null,
            message: `The CSV could not be read at row ${records}: a quoted cell is never closed.`,
          };
          parser.abort();
          return;
        }
        onRecord(results.data);
      },
      complete: () => resolve(unreadable),
      error: (e: unknown) => reject(e),
    });
  });
}

/** The advisory lock one owner's import holds for its transaction. */
export const importLockKey = (ownerId: string): string => `invoice-import:${ownerId}`;

/** Another import of the same owner is under way: 429, try again when it has finished. */
export class ImportBusyError extends AppError {
  constructor(message = 'An import for this account is already running; try again when it has finished.') {
    super('TOO_MANY_REQUESTS', message, { retryAfterSeconds: 5 });
  }
}

const SERVER_BUSY = 'The server is busy with other imports; try again in a few seconds.';

/** Invoices from a CSV file (SPEC section 5): all rows or none, in one transaction, every invoice audited. */
export class InvoiceImportService {
  /** Owners with an import under way in this process (at most IMPORTS_AT_ONCE). */
  private readonly running = new Set<string>();
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly rates: RatesService,
    private readonly events: DomainEvents,
    /** The owner's date and number formats (profile's, passed in by the composition root): an export of ours reads back. */
    private readonly formatOf: (ownerId: string) => Promise<DisplayFormat>,
    private readonly customers: CustomersService,
    /** The seller's GST registration (profile's): each row's one line takes the seller's and customer's default treatment. */
    private readonly sellerOf: SellerOf,
  ) {}

  /**
   * Checks every row (and that no invoice number is taken) and, unless `dryRun`, saves
   * them. Row problems come back in `errors` with nothing saved; a body that is not CSV
   * text throws ValidationError.
   */
  async importCsv(ctx: ServiceContext, input: unknown, dryRun = false, reserved?: () => void): Promise<ImportOutcome> {
    // One import at a time per owner and IMPORTS_AT_ONCE per process, taken before the file is
    // read (REST reserves before the upload arrives: `reserved`); across processes an advisory
    // lock inside the transaction keeps it one per owner (ImportBusyError, 429 with Retry-After).
    const release = reserved ?? this.reserve(ctx.user.id);
    try {
      return await this.importOnce(ctx, input, dryRun);
    } finally {
      release();
    }
  }

  /** How many imports hold a turn in this process now (tests wait on it). */
  get turnsTaken(): number {
    return this.running.size;
  }

  /**
   * Takes the owner's turn to import, and one of the process's IMPORTS_AT_ONCE, or throws
   * ImportBusyError; answers the release (safe to call more than once).
   */
  reserve(ownerId: string): () => void {
    if (this.running.has(ownerId)) throw new ImportBusyError();
    if (this.running.size >= IMPORTS_AT_ONCE) throw new ImportBusyError(SERVER_BUSY);
    this.running.add(ownerId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running.delete(ownerId);
    };
  }

  private async importOnce(ctx: ServiceContext, input: unknown, dryRun: boolean): Promise<ImportOutcome> {
    const { file, text } = uploadedFile(input);
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
      const taken = await this.takenNumbers(m, ctx.user.id);
      // Row by row as the file is read: good rows are kept (small records) until a problem shows.
      const check = new ImportCheck({ exists: (n) => taken.has(n), today: ctx.clock.today(), format });
      const rows: ImportRow[] = [];
      const unreadable = await readCsvRecords(text ?? file, (cells) => {
        const row = check.push(cells);
        if (row && !check.failed) rows.push(row);
        else if (check.failed && rows.length) rows.length = 0;
      });
      if (unreadable) return failed(dryRun, [unreadable]);
      const errors = check.finish();
      if (errors.length) return failed(dryRun, errors);
      // Broken Unicode in a column the import does not read: the kept file could not hold it as sent.
      if (text !== undefined && hasLoneSurrogate(text)) return failed(dryRun, [{ row: null, field: null, message: LONE_SURROGATE }]);
      const span = numberSpan(rows);
      if (dryRun) return { imported: 0, dryRun, errors: [], ...span };
      await this.insert(m, ctx, rows, span, file);
      return { imported: rows.length, dryRun, errors: [], ...span };
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

  /** The owner's invoice numbers (an index-only read): a file's rows are checked against them as they come. */
  private async takenNumbers(m: EntityManager, ownerId: string): Promise<Set<number>> {
    const rows = await sql<{ number: number }>(m, 'SELECT number FROM invoices WHERE owner_id = $1', [ownerId]);
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
    // Each row's customer, found by normalised name or made; the invoice takes the record's spelling.
    const customers = await this.customers.forInvoices(m, ctx, [...new Set(rows.map((r) => r.counterparty))]);
    const [seller, facts] = await Promise.all([
      this.sellerOf(ctx.user.id, m),
      this.customers.taxFacts(
        m,
        ctx.user.id,
        [...customers.values()].map((c) => c.id),
      ),
    ]);
    for (let from = 0; from < rows.length; from += INSERT_BATCH) {
      const batch = rows.slice(from, from + INSERT_BATCH);
      const payload = JSON.stringify(
        batch.map((r, j) => {
          const rate = booked[from + j];
          const customer = customers.get(r.counterparty);
          const gst = impliedTotals(r.amount, r.currency, seller, (customer && facts.get(customer.id)?.country) || '');
          // The time of supply of an imported sent or paid invoice: the earlier of its issue and its payment, at its booking rate (NZD at 1).
          const supplyRate =
            r.status === 'draft' ? null : supplyRateFor(r.currency, supplyDateOf(r.issuedDate, r.issuedDate, r.paidDate), rate ?? null);
          return {
            number: r.number,
            counterparty: customer?.name ?? r.counterparty,
            customer_id: customer?.id ?? null,
            currency: r.currency,
            amount: r.amount,
            issued_date: r.issuedDate,
            due_date: r.dueDate,
            status: r.status,
            paid_date: r.paidDate,
            line: r.line,
            booked_rate: rate?.nzdPerUnit ?? null,
            booked_rate_source: rate?.source ?? null,
            booked_rate_type: rate?.rateType ?? null,
            booked_rate_date: rate?.effectiveDate ?? null,
            description: r.description,
            treatment: gst.treatment,
            gst_amount: gst.gstAmount,
            zero_rated_amount: gst.zeroRatedAmount,
            exempt_amount: gst.exemptAmount,
            supply_rate: supplyRate?.nzdPerUnit ?? null,
            supply_rate_source: supplyRate?.source ?? null,
            supply_rate_type: supplyRate?.rateType ?? null,
            supply_rate_date: supplyRate?.effectiveDate ?? null,
          };
        }),
      );
      // One JSON document expanded by PostgreSQL: far cheaper than escaping large array parameters.
      await sql(
        m,
        `WITH t AS (
           SELECT * FROM jsonb_to_recordset($4::jsonb) AS t(number int, counterparty text, customer_id uuid, currency text, amount numeric, issued_date date,
              due_date date, status text, paid_date date, line int, booked_rate numeric, booked_rate_source text,
              booked_rate_type text, booked_rate_date date, description text, treatment text, gst_amount numeric, zero_rated_amount numeric,
              exempt_amount numeric, supply_rate numeric, supply_rate_source text, supply_rate_type text, supply_rate_date date)
         ), made AS (
           INSERT INTO invoices (owner_id, number, counterparty, customer_id, currency, amount, issued_date, due_date, status, sent_date, paid_date,
                               booked_rate, booked_rate_source, booked_rate_type, booked_rate_date, import_id, import_line, created_at, updated_at,
                               prices_include_gst, gst_amount, zero_rated_amount, exempt_amount,
                               supply_date, supply_rate, supply_rate_source, supply_rate_type, supply_rate_date, gst_nzd)
           SELECT $1, t.number, t.counterparty, t.customer_id, t.currency, t.amount, t.issued_date, t.due_date, t.status,
                CASE WHEN t.status = 'draft' THEN NULL ELSE t.issued_date END, t.paid_date,
                t.booked_rate, t.booked_rate_source, t.booked_rate_type, t.booked_rate_date, $2, t.line, $3, $3,
                true, t.gst_amount, t.zero_rated_amount, t.exempt_amount,
                CASE WHEN t.status = 'draft' THEN NULL ELSE LEAST(t.issued_date, coalesce(t.paid_date, t.issued_date)) END,
                t.supply_rate, t.supply_rate_source, t.supply_rate_type,
                CASE WHEN t.supply_rate IS NULL THEN NULL ELSE coalesce(t.supply_rate_date, LEAST(t.issued_date, coalesce(t.paid_date, t.issued_date))) END,
                CASE WHEN t.supply_rate IS NULL THEN NULL ELSE round(t.gst_amount * t.supply_rate, 2) END
           FROM t
           RETURNING id, number
         )
         INSERT INTO invoice_lines (invoice_id, owner_id, position, description, quantity, unit_price, gst_treatment, line_total, gst)
         SELECT made.id, $1, 1, t.description, 1, t.amount, t.treatment, t.amount, t.gst_amount FROM made JOIN t ON t.number = made.number
         -- A row with no description is read back as its implied line (impliedLine, from its GST parts), so it needs no line of its own
         -- unless those parts cannot tell its treatment (15% GST that rounds to nothing).
         WHERE t.description <> '' OR (t.treatment = 'standard' AND t.gst_amount = 0)`,
        [ctx.user.id, imported.id, now, payload],
      );
    }
    await sql(m, 'UPDATE invoice_numbers SET last_number = GREATEST(last_number, $2) WHERE owner_id = $1', [ctx.user.id, span.lastNumber]);
    await this.audit.record(m, ctx.user.id, actorOf(ctx), now, [
      importEvent(imported.id, rows, span, { sha256, bytes: file.length }, booked),
    ]);
  }
}

/** A byte count in MB, as the size messages give it. */
const megabytes = (bytes: number): string => `${(bytes / (1024 * 1024)).toLocaleString('en-NZ', { maximumFractionDigits: 1 })} MB`;

/**
 * The upload as the bytes to keep and, for text, the text to read: raw bytes from a REST upload
 * are read and kept exactly (BOM included) and must be UTF-8 (checked as they are read); text from
 * GraphQL or JSON is read as given and kept as its UTF-8. Over the limit, the message names the
 * size and the limit.
 */
function uploadedFile(input: unknown): { file: Buffer; text?: string } {
  const refuseOver = (bytes: number): void => {
    if (bytes <= IMPORT_MAX_BYTES) return;
    throw new ValidationError([
      {
        field: 'csv',
        message: `The file is ${megabytes(bytes)}; import at most ${megabytes(IMPORT_MAX_BYTES)} (about 100,000 rows) at a time.`,
      },
    ]);
  };
  if (Buffer.isBuffer(input)) {
    refuseOver(input.length);
    return { file: input };
  }
  if (typeof input !== 'string') throw new ValidationError([{ field: 'csv', message: 'csv must be the text of a CSV file' }]);
  // Measured before it is copied.
  refuseOver(Buffer.byteLength(input, 'utf8'));
  return { file: Buffer.from(input, 'utf8'), text: input };
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
