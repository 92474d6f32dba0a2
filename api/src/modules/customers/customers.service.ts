import {
  changedCustomer,
  customerKey,
  CUSTOMER_MAX,
  newCustomer,
  type ChangeCustomerCommand,
  type CreateCustomerCommand,
  type CustomerFields,
  type CustomerListQuery,
} from '@keafx/schema';
import type { DataSource, EntityManager } from 'typeorm';
import { sql, theRow, type Db } from '../../database/sql';
import type { Row } from '../../database/rows';
import { AppError, NotFoundError, ValidationError } from '../../errors';
import { parseUuid, type Uuid } from '../../params';
import { actorOf, type ServiceContext } from '../../request-context';
import type { AuditService } from '../audit';

/** A customer id parsed at the edge. */
export type CustomerId = Uuid;
export const parseCustomerId = (raw: unknown): CustomerId => parseUuid(raw, 'a customer');

/** One customer with what their invoices say of them. */
export interface CustomerRecord extends CustomerFields {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  invoiceCount: number;
  /** Sent and overdue invoices not written off, per currency, exact. */
  outstanding: { currency: string; amount: string; count: number }[];
  paidCount: number;
  /** Mean of max(paid − due, 0) days over paid invoices; null with none paid. */
  averageDaysLate: number | null;
}

/** The customer an invoice is addressed to: its id and its name as the record spells it. */
export interface InvoiceCustomer {
  id: string;
  name: string;
}

/** What the tax rules read of a customer (issue 27): where they are and how they can be identified. */
export interface CustomerTaxFacts {
  country: string;
  phone: string;
  email: string;
  address: string;
  tradingName: string;
  businessNumber: string;
}

/** Moves every invoice of customer `from` to customer `to` (the invoices module's, passed in by the composition root). */
export type MoveInvoices = (m: EntityManager, ownerId: string, from: string, to: string) => Promise<number[]>;

type CustomerRow = Omit<Row<'customers'>, 'owner_id' | 'name_key'>;
const COLUMNS = `c.id, c.name, c.trading_name, c.email, c.phone, c.address, c.country, c.business_number, c.tax_number,
  c.default_currency, c.payment_terms_days, c.notes, c.created_at, c.updated_at`;

/** What the owner's invoices say of each customer ($1 owner), read through invoices' published view. */
const STATS = `
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS invoice_count,
      count(*) FILTER (WHERE l.status = 'paid')::int AS paid_count,
      avg(greatest(l.paid_date - l.due_date, 0)) FILTER (WHERE l.status = 'paid' AND l.paid_date IS NOT NULL)::float8 AS average_days_late
    FROM invoice_ledger l WHERE l.owner_id = c.owner_id AND l.customer_id = c.id
  ) s ON true
  LEFT JOIN LATERAL (
    SELECT coalesce(jsonb_agg(jsonb_build_object('currency', o.currency, 'amount', o.amount::text, 'count', o.n) ORDER BY o.currency), '[]') AS outstanding
    FROM (SELECT trim(l.currency) AS currency, sum(l.outstanding_amount) AS amount, count(*)::int AS n FROM invoice_ledger l
          WHERE l.owner_id = c.owner_id AND l.customer_id = c.id AND l.status IN ('sent', 'overdue') AND NOT l.written_off AND l.outstanding_amount > 0
          GROUP BY trim(l.currency)) o
  ) o ON true`;
const STAT_COLUMNS = 's.invoice_count, s.paid_count, s.average_days_late, o.outstanding';

interface StatRow extends CustomerRow {
  invoice_count: number;
  paid_count: number;
  average_days_late: number | null;
  outstanding: { currency: string; amount: string; count: number }[];
}

function fieldsOf(r: CustomerRow): CustomerFields {
  return {
    name: r.name,
    tradingName: r.trading_name,
    email: r.email,
    phone: r.phone,
    address: r.address,
    country: r.country,
    businessNumber: r.business_number,
    taxNumber: r.tax_number,
    defaultCurrency: r.default_currency?.trim() ?? null,
    paymentTermsDays: r.payment_terms_days,
    notes: r.notes,
  };
}

function toRecord(r: StatRow): CustomerRecord {
  return {
    id: r.id,
    ...fieldsOf(r),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    invoiceCount: r.invoice_count ?? 0,
    outstanding: (r.outstanding ?? []).map((o) => ({ currency: o.currency, amount: o.amount, count: o.count })),
    paidCount: r.paid_count ?? 0,
    averageDaysLate: r.average_days_late === null || r.average_days_late === undefined ? null : Number(r.average_days_late),
  };
}

export class CustomerNotFoundError extends NotFoundError {
  constructor(id: string) {
    super(`Customer ${id}`);
  }
}

class CustomerConflictError extends AppError {
  constructor(message: string, field = 'name') {
    super('CONFLICT', message, { field });
  }
}

/** A customer's own fields (what an audit event keeps), without its id and figures. */
const snapshot = (c: CustomerFields): CustomerFields => ({
  name: c.name,
  tradingName: c.tradingName,
  email: c.email,
  phone: c.phone,
  address: c.address,
  country: c.country,
  businessNumber: c.businessNumber,
  taxNumber: c.taxNumber,
  defaultCurrency: c.defaultCurrency,
  paymentTermsDays: c.paymentTermsDays,
  notes: c.notes,
});

/** The columns a customer's fields are written to, in the order of $3.. in INSERT and UPDATE below. */
const WRITE_VALUES = (f: CustomerFields) => [
  f.name,
  customerKey(f.name),
  f.tradingName,
  f.email,
  f.phone,
  f.address,
  f.country,
  f.businessNumber,
  f.taxNumber,
  f.defaultCurrency,
  f.paymentTermsDays,
  f.notes,
];

/** Writes a customer's fields ($4.. as WRITE_VALUES gives them) for owner $1 and id $2, stamped $3. */
const UPDATE_CUSTOMER_SQL = `UPDATE customers SET updated_at = $3, name = $4, name_key = $5, trading_name = $6, email = $7, phone = $8,
    address = $9, country = $10, business_number = $11, tax_number = $12, default_currency = $13, payment_terms_days = $14, notes = $15
  WHERE owner_id = $1 AND id = $2`;

/** Customers as records: the owner's book of them, found or made from an invoice's counterparty, merged on request. */
export class CustomersService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly moveInvoices: MoveInvoices,
  ) {}

  /** The owner's customers by name, with what their invoices say; `search` matches names, e-mail and numbers. */
  async list(ctx: ServiceContext, q: CustomerListQuery): Promise<{ items: CustomerRecord[]; hasMore: boolean }> {
    const like = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const pattern = q.search ? like(q.search) : null;
    // The name however it is spelt: "ACME cloud, inc." finds "Acme Cloud Inc".
    const key = q.search ? like(customerKey(q.search)) : null;
    const rows = await sql<StatRow>(
      this.ds,
      `SELECT ${COLUMNS}, ${STAT_COLUMNS} FROM customers c ${STATS}
       WHERE c.owner_id = $1 AND ($2::text IS NULL OR c.name ILIKE $2 OR c.name_key LIKE $5 OR c.trading_name ILIKE $2 OR c.email ILIKE $2
         OR c.business_number ILIKE $2 OR c.tax_number ILIKE $2)
       ORDER BY lower(c.name), c.id LIMIT $3 OFFSET $4`,
      [ctx.user.id, pattern, q.limit + 1, q.offset, key],
    );
    return { items: rows.slice(0, q.limit).map(toRecord), hasMore: rows.length > q.limit };
  }

  /** One customer; another owner's id and an unknown one both throw CustomerNotFoundError. */
  async get(ctx: ServiceContext, id: CustomerId): Promise<CustomerRecord> {
    return this.read(this.ds.manager, ctx.user.id, id);
  }

  /** Customers by id for the owner (loaders), in the order asked, null for misses. */
  async byIds(ownerId: string, ids: readonly string[]): Promise<(CustomerRecord | null)[]> {
    const rows = await sql<StatRow>(
      this.ds,
      `SELECT ${COLUMNS}, ${STAT_COLUMNS} FROM customers c ${STATS} WHERE c.owner_id = $1 AND c.id = ANY($2::uuid[])`,
      [ownerId, ids],
    );
    const byId = new Map(rows.map((r) => [r.id, toRecord(r)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** Adds a customer (audited); one whose name matches an existing customer's is refused, naming it. */
  async create(ctx: ServiceContext, command: CreateCustomerCommand): Promise<CustomerRecord> {
    const f = newCustomer(command);
    return this.ds.transaction(async (m) => {
      await this.lockBook(m, ctx.user.id);
      await this.refuseSameName(m, ctx.user.id, f.name, null);
      await this.refuseOverMax(m, ctx.user.id, 1);
      const now = ctx.clock.now();
      const rows = await sql<{ id: string }>(
        m,
        `INSERT INTO customers (owner_id, created_at, updated_at, name, name_key, trading_name, email, phone, address, country,
           business_number, tax_number, default_currency, payment_terms_days, notes)
         VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
        [ctx.user.id, now, ...WRITE_VALUES(f)],
      );
      const created = await this.read(m, ctx.user.id, theRow(rows, 'the new customer').id);
      await this.record(m, ctx, [
        { action: 'customer.created', id: created.id, message: `Added customer ${created.name}`, after: snapshot(created) },
      ]);
      return created;
    });
  }

  /** Changes a customer's details (audited). A new name that matches another customer's is refused. */
  async update(ctx: ServiceContext, id: CustomerId, change: ChangeCustomerCommand): Promise<CustomerRecord> {
    return this.ds.transaction(async (m) => {
      await this.lockBook(m, ctx.user.id);
      const current = await this.read(m, ctx.user.id, id);
      const parsed = changedCustomer(change, snapshot(current));
      if (!parsed.ok) throw new ValidationError(parsed.errors);
      const next = parsed.value;
      if (customerKey(next.name) !== customerKey(current.name)) await this.refuseSameName(m, ctx.user.id, next.name, id);
      const changed = (Object.keys(next) as (keyof CustomerFields)[]).filter((k) => next[k] !== current[k]);
      if (changed.length === 0) return current;
      await sql(m, UPDATE_CUSTOMER_SQL, [ctx.user.id, id, ctx.clock.now(), ...WRITE_VALUES(next)]);
      const updated = await this.read(m, ctx.user.id, id);
      await this.record(m, ctx, [
        {
          action: 'customer.updated',
          id,
          message: `Updated customer ${updated.name}: ${changed.map((k) => CHANGE_WORDS[k]).join(', ')}`,
          before: snapshot(current),
          after: snapshot(updated),
        },
      ]);
      return updated;
    });
  }

  /** Deletes a customer with no invoices (audited); one with invoices is kept (merge it instead). */
  async remove(ctx: ServiceContext, id: CustomerId): Promise<CustomerRecord> {
    return this.ds.transaction(async (m) => {
      await this.lockBook(m, ctx.user.id);
      const current = await this.read(m, ctx.user.id, id);
      if (current.invoiceCount > 0)
        throw new CustomerConflictError(
          `${current.name} has ${current.invoiceCount} ${current.invoiceCount === 1 ? 'invoice' : 'invoices'} and cannot be deleted; merge it into another customer instead.`,
          'id',
        );
      await sql(m, 'DELETE FROM customers WHERE owner_id = $1 AND id = $2', [ctx.user.id, id]);
      await this.record(m, ctx, [
        { action: 'customer.deleted', id, message: `Deleted customer ${current.name}`, before: snapshot(current) },
      ]);
      return current;
    });
  }

  /**
   * Merges customer `fromId` into `intoId` (audited): its invoices move to `intoId`, which keeps its
   * own details and takes the other's where its own are blank; `fromId` is then deleted.
   */
  async merge(ctx: ServiceContext, intoId: CustomerId, fromId: CustomerId): Promise<CustomerRecord> {
    if (intoId === fromId) throw new CustomerConflictError('A customer cannot be merged into itself; choose another customer.', 'fromId');
    return this.ds.transaction(async (m) => {
      await this.lockBook(m, ctx.user.id);
      const into = await this.read(m, ctx.user.id, intoId);
      const from = await this.read(m, ctx.user.id, fromId);
      const moved = await this.moveInvoices(m, ctx.user.id, fromId, intoId);
      const merged = snapshot(into);
      const taken: string[] = [];
      for (const k of Object.keys(merged) as (keyof CustomerFields)[]) {
        if (k === 'name') continue;
        const blank = merged[k] === '' || merged[k] === null;
        if (blank && from[k] !== '' && from[k] !== null) {
          (merged as unknown as Record<string, unknown>)[k] = from[k];
          taken.push(CHANGE_WORDS[k]);
        }
      }
      await sql(m, 'DELETE FROM customers WHERE owner_id = $1 AND id = $2', [ctx.user.id, fromId]);
      await sql(m, UPDATE_CUSTOMER_SQL, [ctx.user.id, intoId, ctx.clock.now(), ...WRITE_VALUES(merged)]);
      const after = await this.read(m, ctx.user.id, intoId);
      const invoices = moved.length === 1 ? '1 invoice' : `${moved.length} invoices`;
      await this.record(m, ctx, [
        {
          action: 'customer.merged',
          id: intoId,
          message: `Merged customer ${from.name} into ${into.name}: ${invoices} moved${taken.length ? `; took ${taken.join(', ')}` : ''}`,
          before: { into: snapshot(into), from: snapshot(from) },
          after: { ...snapshot(after), invoiceNumbers: moved },
        },
      ]);
      return after;
    });
  }

  /** The tax facts of the owner's customers by id (ids of none are left out). Pass the transaction's manager when inside one. */
  async taxFacts(db: Db, ownerId: string, ids: readonly string[]): Promise<Map<string, CustomerTaxFacts>> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return new Map();
    const rows = await sql<{
      id: string;
      country: string;
      phone: string;
      email: string;
      address: string;
      trading_name: string;
      business_number: string;
    }>(
      db,
      `SELECT id, country, phone, email, address, trading_name, business_number FROM customers WHERE owner_id = $1 AND id = ANY($2::uuid[])`,
      [ownerId, wanted],
    );
    return new Map(
      rows.map((r) => [
        r.id,
        {
          country: r.country,
          phone: r.phone,
          email: r.email,
          address: r.address,
          tradingName: r.trading_name,
          businessNumber: r.business_number,
        },
      ]),
    );
  }

  /**
   * The customers invoices name, in a transaction of the invoices module: each name finds the
   * customer whose normalised name it shares, or makes one (audited as added from an invoice).
   * Answers each given name's customer.
   */
  async forInvoices(m: EntityManager, ctx: ServiceContext, names: readonly string[]): Promise<Map<string, InvoiceCustomer>> {
    const byKey = new Map<string, string>();
    for (const n of names) if (!byKey.has(customerKey(n))) byKey.set(customerKey(n), n);
    const keys = [...byKey.keys()];
    const found = async () =>
      sql<{ id: string; name: string; name_key: string }>(
        m,
        'SELECT id, name, name_key FROM customers WHERE owner_id = $1 AND name_key = ANY($2::text[])',
        [ctx.user.id, keys],
      );
    let rows = await found();
    if (rows.length < keys.length) {
      const have = new Set(rows.map((r) => r.name_key));
      const missing = keys.filter((k) => !have.has(k));
      await this.refuseOverMax(m, ctx.user.id, missing.length);
      const now = ctx.clock.now();
      const made = await sql<{ id: string; name: string }>(
        m,
        `INSERT INTO customers (owner_id, name, name_key, created_at, updated_at)
         SELECT $1, n, k, $4, $4 FROM unnest($2::text[], $3::text[]) AS t (n, k)
         ON CONFLICT (owner_id, name_key) DO NOTHING RETURNING id, name`,
        [ctx.user.id, missing.map((k) => byKey.get(k)), missing, now],
      );
      // One event per customer an invoice made; an import's many are one event, as its invoices are.
      const [one] = made;
      if (made.length === 1 && one)
        await this.record(m, ctx, [
          { action: 'customer.created', id: one.id, message: `Added customer ${one.name} from an invoice`, after: { name: one.name } },
        ]);
      else if (made.length > 1) {
        const shown = made.slice(0, 20).map((c) => c.name);
        const more = made.length > shown.length ? ` and ${(made.length - shown.length).toLocaleString('en-NZ')} more` : '';
        await this.record(m, ctx, [
          {
            action: 'customer.created',
            id: null,
            message: `Added ${made.length.toLocaleString('en-NZ')} customers from imported invoices: ${shown.join(', ')}${more}`,
            after: { customers: made.map((c) => ({ id: c.id, name: c.name })) },
          },
        ]);
      }
      rows = await found();
    }
    const byFoundKey = new Map(rows.map((r) => [r.name_key, { id: r.id, name: r.name }]));
    const answer = new Map<string, InvoiceCustomer>();
    for (const n of names) {
      const c = byFoundKey.get(customerKey(n));
      if (c) answer.set(n, c);
    }
    return answer;
  }

  /**
   * The customer of this id, for an invoice that names it by id: NotFound for another owner's. A
   * name given beside it must be this customer's (by normalised name), else ValidationError.
   */
  async forInvoiceId(m: EntityManager, ctx: ServiceContext, id: string, name?: string): Promise<InvoiceCustomer> {
    const [row] = await sql<{ id: string; name: string }>(m, 'SELECT id, name FROM customers WHERE owner_id = $1 AND id = $2', [
      ctx.user.id,
      id,
    ]);
    if (!row) throw new CustomerNotFoundError(id);
    if (name !== undefined && customerKey(name) !== customerKey(row.name))
      throw new ValidationError([
        { field: 'counterparty', message: `counterparty ${name} is not customerId's customer (${row.name}); give one of the two` },
      ]);
    return row;
  }

  private async read(m: EntityManager, ownerId: string, id: string): Promise<CustomerRecord> {
    const [row] = await sql<StatRow>(
      m,
      `SELECT ${COLUMNS}, ${STAT_COLUMNS} FROM customers c ${STATS} WHERE c.owner_id = $1 AND c.id = $2`,
      [ownerId, id],
    );
    if (!row) throw new CustomerNotFoundError(id);
    return toRecord(row);
  }

  /** One writer of an owner's customer book at a time (names are compared across the book). */
  private async lockBook(m: EntityManager, ownerId: string): Promise<void> {
    await sql(m, `SELECT pg_advisory_xact_lock(hashtext('customers'), hashtext($1))`, [ownerId]);
  }

  private async refuseSameName(m: EntityManager, ownerId: string, name: string, except: string | null): Promise<void> {
    const [same] = await sql<{ id: string; name: string }>(
      m,
      'SELECT id, name FROM customers WHERE owner_id = $1 AND name_key = $2 AND ($3::uuid IS NULL OR id <> $3)',
      [ownerId, customerKey(name), except],
    );
    if (same) throw new CustomerConflictError(`A customer named ${same.name} already exists: use that customer, or merge the two.`);
  }

  private async refuseOverMax(m: EntityManager, ownerId: string, adding: number): Promise<void> {
    if (adding === 0) return;
    const { n } = theRow(
      await sql<{ n: number }>(m, 'SELECT count(*)::int AS n FROM customers WHERE owner_id = $1', [ownerId]),
      'the customer count',
    );
    if (n + adding > CUSTOMER_MAX)
      throw new CustomerConflictError(`You can keep at most ${CUSTOMER_MAX.toLocaleString('en-NZ')} customers.`);
  }

  private record(
    m: EntityManager,
    ctx: ServiceContext,
    events: { action: string; id: string | null; message: string; before?: unknown; after?: unknown }[],
  ): Promise<void> {
    return this.audit.record(
      m,
      ctx.user.id,
      actorOf(ctx),
      ctx.clock.now(),
      events.map((e) => ({
        entityType: 'customer',
        entityId: e.id,
        action: e.action,
        message: e.message,
        before: e.before,
        after: e.after,
      })),
    );
  }
}

/** What an audit line calls each field. */
const CHANGE_WORDS: Record<keyof CustomerFields, string> = {
  name: 'name',
  tradingName: 'trading name',
  email: 'email',
  phone: 'phone',
  address: 'billing address',
  country: 'country',
  businessNumber: 'business number',
  taxNumber: 'tax number',
  defaultCurrency: 'default currency',
  paymentTermsDays: 'payment terms',
  notes: 'notes',
};
