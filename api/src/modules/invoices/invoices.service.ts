import {
  effectiveStatus,
  formatAmountText,
  isReversible,
  REVERSAL_WINDOW_DAYS,
  settlementDateProblem,
  type PayInvoiceCommand,
  INVOICE_NUMBER_MAX,
  invoiceLabel,
  realisedGain,
  statusChange,
  changedInvoice,
  newInvoice,
  type ChangeInvoiceCommand,
  type CreateInvoiceCommand,
  WRITE_OFF_ERROR,
  type InvoicePatch,
  type InvoiceStatus,
  BASE_CURRENCY,
  EXPORT_WINDOW_DAYS,
  RESIDENCY_EVIDENCE_NEEDED,
  TSI_LOWER_NZD,
  TSI_UPPER_NZD,
  invoiceTotals,
  linesProblem,
  type InvoiceLineInput,
} from '@keafx/schema';
import type { DataSource, EntityManager } from 'typeorm';
import { ValidationError } from '../../errors';
import type { DomainEvents, InvoiceTransition } from '../../events';
import { actorOf, type ServiceContext } from '../../request-context';
import type { AuditEventInput, AuditService } from '../audit';
import type { CustomersService, CustomerTaxFacts, InvoiceCustomer } from '../customers';
import { plainRate, type RatesService } from '../rates';
import { auditSnapshot, describeChange, editableOf, type EditableField } from './invoice-fields';
import {
  freezeSupply,
  invoiceTaxes,
  linesOf,
  linesToWrite,
  supplyDateOf,
  supplyRateFor,
  writeExport,
  writeLines,
  type InvoiceTax,
  type SellerOf,
} from './invoice-lines';
import { toInvoiceRecord, type InvoiceRecord, type InvoiceRow } from './invoice-record';
import type { BulkAction } from './invoice-params';
import { InvoiceNotFoundError, InvoiceNumbersExhaustedError, InvoiceStateError } from './invoices.errors';
import {
  countInvoicesSql,
  CREATE_INVOICE_SQL,
  INVOICES_BY_NUMBERS_SQL,
  REMINDABLE_INVOICES_SQL,
  TSI_SHORTFALL_SQL,
  INVOICE_COLUMNS,
  INVOICES_BY_IDS_SQL,
  listInvoicesSql,
  LOCK_INVOICES_SQL,
  UPDATE_INVOICE_SQL,
  type ListQuery,
} from './invoices.sql';
import { pageOf, type PageOf } from '../../paging';
import { sql, sqlNamed, theRow, type Db } from '../../database/sql';
import {
  invoiceGroupRows,
  invoiceGroups,
  type InvoiceGroupPage,
  type InvoiceGroupRowsPage,
  type GroupsQuery,
  type RowsQuery,
} from './invoice-groups';

export type InvoicePage = PageOf<InvoiceRecord>;

/** What a payment would record (paymentPreview): exact decimal strings; the gain null with its note when there is none. */
export interface PaymentPreview {
  paymentDate: string;
  bookedRate: string | null;
  settlementRate: string | null;
  settlementRateSource: string | null;
  settlementRateDate: string | null;
  realisedGainNzd: string | null;
  realisedGainNote: string | null;
}

export interface InvoiceCounts {
  active: number;
  archive: number;
  writeoffs: number;
  all: number;
  draft: number;
  sent: number;
  overdue: number;
  paid: number;
}

/** A realised gain as audit text: "a gain of NZD 50.00" / "a loss of NZD 12.35" (cents, half up; the column keeps it exact). */
function realisedGainText(gain: string): string {
  const negative = gain.startsWith('-');
  return `a ${negative ? 'loss' : 'gain'} of ${formatAmountText(negative ? gain.slice(1) : gain, 'NZD')}`;
}

/** Invoices of one owner: every read scoped to the owner, every write audited in its transaction. */
export class InvoicesService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
    private readonly rates: RatesService,
    private readonly customers: CustomersService,
    /** The seller's name and GST registration (profile's, passed in by the composition root). */
    private readonly sellerOf: SellerOf,
  ) {}

  /** One page of the owner's invoices; filters are checked and bad ones throw ValidationError. */
  async list(ctx: ServiceContext, q: ListQuery): Promise<InvoicePage> {
    const { sql: text, params } = listInvoicesSql(q, ctx.user.id, ctx.clock.today());
    const rows: InvoiceRow[] = await sql(this.ds, text, params);
    return pageOf(rows, q, toInvoiceRecord);
  }

  /** Counts for the Active / Archive / Write-offs tabs and the status tabs of one view. */
  async counts(ctx: ServiceContext, q: Pick<ListQuery, 'search' | 'view'>): Promise<InvoiceCounts> {
    const { sql: text, params } = countInvoicesSql(q, ctx.user.id, ctx.clock.today());
    const r = theRow(
      await sql<{ active: number; archive: number; writeoffs: number; all_in_view: number } & Record<InvoiceStatus, number>>(
        this.ds,
        text,
        params,
      ),
      'the invoice counts',
    );
    return {
      active: r.active,
      archive: r.archive,
      writeoffs: r.writeoffs,
      all: r.all_in_view,
      draft: r.draft,
      sent: r.sent,
      overdue: r.overdue,
      paid: r.paid,
    };
  }

  /** The owner's invoices grouped as a dashboard view, grouped in SQL; bad arguments throw ValidationError. */
  groups(ctx: ServiceContext, q: GroupsQuery): Promise<InvoiceGroupPage> {
    return invoiceGroups(this.ds, ctx.user.id, ctx.clock.today(), q);
  }

  /** A page of one group's invoices after a cursor; bad arguments (unknown key, bad cursor) throw ValidationError. */
  groupRows(ctx: ServiceContext, q: RowsQuery): Promise<InvoiceGroupRowsPage> {
    return invoiceGroupRows(this.ds, ctx.user.id, ctx.clock.today(), q);
  }

  /**
   * One invoice by its id, the owner's own number (1 is the owner's first invoice); InvoiceNotFoundError
   * when the owner has no such invoice (another owner's invoice of that number is theirs, never this).
   */
  async get(ctx: ServiceContext, id: number): Promise<InvoiceRecord> {
    const [row] = await sql<InvoiceRow>(this.ds, INVOICES_BY_NUMBERS_SQL, [ctx.user.id, ctx.clock.today(), [id]]);
    if (!row) throw new InvoiceNotFoundError(id);
    return toInvoiceRecord(row);
  }

  /** Overdue invoices with a customer e-mail, open and not archived (at most 1,000, oldest number first): where reminders go. */
  async remindable(ctx: ServiceContext): Promise<InvoiceRecord[]> {
    const rows = await sql<InvoiceRow>(this.ds, REMINDABLE_INVOICES_SQL, [ctx.user.id, ctx.clock.today()]);
    return rows.map(toInvoiceRecord);
  }

  /** The lines and TSI issues of these invoices of the caller's, in their order (a full answer's; lists and groups go without). */
  async taxOf(ctx: ServiceContext, invoices: readonly InvoiceRecord[]): Promise<InvoiceTax[]> {
    return invoiceTaxes(this.ds, ctx.user.id, invoices, {
      seller: this.sellerOf,
      customers: (db, ownerId, ids) => this.customers.taxFacts(db, ownerId, ids),
      currentRates: async () =>
        new Map([...(await this.rates.current(ctx.user.id, ctx.clock.now()))].map(([currency, r]) => [currency, r.nzdPerUnit])),
    });
  }

  /**
   * How many of the owner's sent, open invoices fall short of the taxable supply information rules
   * (the dashboard's count; each invoice's own list is its tsi_issues).
   */
  async tsiShortfall(ctx: ServiceContext): Promise<number> {
    const seller = await this.sellerOf(ctx.user.id);
    const [row] = await sql<{ n: number }>(this.ds, TSI_SHORTFALL_SQL, [
      ctx.user.id,
      !seller.name.trim(),
      seller.gstRegistered && !seller.gstNumber.trim(),
      TSI_LOWER_NZD,
      TSI_UPPER_NZD,
      EXPORT_WINDOW_DAYS,
      RESIDENCY_EVIDENCE_NEEDED,
    ]);
    return row?.n ?? 0;
  }

  /** Invoices by their database key (internal: the loaders of cross-module fields), in key order, null for misses. */
  async byIds(ownerId: string, today: string, ids: readonly string[]): Promise<(InvoiceRecord | null)[]> {
    const rows: InvoiceRow[] = await sql(this.ds, INVOICES_BY_IDS_SQL, [ownerId, today, ids]);
    const byId = new Map(rows.map((r) => [String(r.id), toInvoiceRecord(r)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** Creates a draft with the owner's next invoice number. */
  async create(ctx: ServiceContext, command: CreateInvoiceCommand): Promise<InvoiceRecord> {
    const today = ctx.clock.today();
    const v = newInvoice(command, today);
    const now = ctx.clock.now();
    const invoice = await this.ds.transaction(async (m) => {
      const customer = command.customerId
        ? await this.customers.forInvoiceId(m, ctx, command.customerId, command.counterparty)
        : await this.customerOf(m, ctx, v.counterparty);
      const [seller, facts] = await Promise.all([this.sellerOf(ctx.user.id, m), this.customers.taxFacts(m, ctx.user.id, [customer.id])]);
      const write = linesToWrite(command, v, seller, facts.get(customer.id)?.country ?? '');
      const rows = await sqlNamed<InvoiceRow>(m, CREATE_INVOICE_SQL, {
        ...v,
        amount: invoiceTotals(write.lines, v.currency, write.pricesIncludeGst).amount,
        counterparty: customer.name,
        customerId: customer.id,
        owner: ctx.user.id,
        today,
        now,
        maxNumber: INVOICE_NUMBER_MAX,
      });
      const [row] = rows;
      if (!row) throw new InvoiceNumbersExhaustedError(invoiceLabel(INVOICE_NUMBER_MAX));
      const lined = await writeLines(m, ctx.user.id, row.id, v.currency, write, { today, now });
      const created = (await writeExport(m, ctx.user.id, row.id, command, { today, now })) ?? lined;
      const lines = write.lines.length === 1 ? '' : ` in ${write.lines.length} lines`;
      await this.record(m, ctx, [
        {
          entityType: 'invoice',
          entityId: created.id,
          action: 'invoice.created',
          message: `Created invoice ${invoiceLabel(created.number)} for ${created.counterparty}: ${formatAmountText(created.amount, created.currency)}${lines}, due ${created.dueDate}`,
          after: { ...auditSnapshot(created), lines: write.lines },
        },
      ]);
      return created;
    });
    this.changed(ctx, [invoice.id]);
    return invoice;
  }

  /** Changes fields (and optionally status, by the transition rules) of an unpaid invoice. */
  async update(ctx: ServiceContext, id: number, change: ChangeInvoiceCommand): Promise<InvoiceRecord> {
    const updated = await this.ds.transaction(async (m) => {
      const current = await this.lockOne(m, ctx, id);
      const parsed = changedInvoice(change, editableOf(current));
      if (!parsed.ok) throw new ValidationError(parsed.errors);
      const { status, ...patch } = parsed.value;
      // The customer a new name finds or makes; the invoice takes the name as the customer's record spells it.
      const customer =
        patch.counterparty !== undefined || current.customerId === null
          ? await this.customerOf(m, ctx, patch.counterparty ?? current.counterparty)
          : null;
      if (customer) patch.counterparty = customer.name;
      const lines = await this.linesChange(m, ctx, current, change, patch, customer?.id ?? current.customerId);
      if (lines) patch.amount = lines.amount;
      const changes = (Object.keys(patch) as EditableField[]).filter((k) => patch[k] !== current[k]);
      if (changes.length > 0 || lines?.changed) this.assertEditable(current, patch);
      let next = current;
      if (lines && (lines.changed || changes.length > 0))
        next = await writeLines(m, ctx.user.id, current.id, patch.currency ?? current.currency, lines.write, {
          today: ctx.clock.today(),
          now: ctx.clock.now(),
        });
      const exported = exportChanges(change, current);
      // Evidence can be recorded whenever it comes to hand, a paid invoice's too.
      if (exported.length > 0) {
        next = (await writeExport(m, ctx.user.id, current.id, change, { today: ctx.clock.today(), now: ctx.clock.now() })) ?? next;
      }
      if (changes.length > 0 || lines?.changed || exported.length > 0)
        next = await this.applyFieldChanges(
          m,
          ctx,
          current,
          patch,
          changes,
          customer?.id ?? current.customerId,
          lines?.changed ? lines : null,
          exported,
        );
      if (status) {
        const change = statusChange(next.status, status);
        if (change && 'error' in change) throw new InvoiceStateError(change.error);
        if (change) next = await this.transition(m, ctx, next, change.action);
      }
      return { before: current, next };
    });
    this.changed(ctx, [updated.next.id], statusTransitions([updated.before], [updated.next]));
    return updated.next;
  }

  /** Deletes a draft. Sent and paid invoices stay on the record; archive them instead. */
  async remove(ctx: ServiceContext, id: number): Promise<InvoiceRecord> {
    const removed = await this.ds.transaction(async (m) => {
      const current = await this.lockOne(m, ctx, id);
      if (current.status !== 'draft') {
        throw new InvoiceStateError(`Only draft invoices can be deleted; this invoice is ${current.status}. Archive it instead.`);
      }
      await sql(m, 'DELETE FROM invoices WHERE owner_id = $1 AND id = $2', [ctx.user.id, current.id]);
      await this.record(m, ctx, [
        {
          entityType: 'invoice',
          entityId: current.id,
          action: 'invoice.deleted',
          message: `Deleted draft invoice ${invoiceLabel(current.number)} for ${current.counterparty}`,
          before: auditSnapshot(current),
        },
      ]);
      return current;
    });
    this.changed(ctx, [removed.id]);
    return removed;
  }

  /** draft → sent (overdue at once when the due date has already passed). */
  async send(ctx: ServiceContext, id: number): Promise<InvoiceRecord> {
    return this.runTransition(ctx, id, 'send');
  }

  /**
   * sent or overdue → paid on `paymentDate` (today when left out; never in the future or before the
   * issue date: ValidationError), settled at `settlementRate` (NZD per unit, already parsed by
   * PAY_INVOICE; the user's, e.g. the bank's) or else the rate recorded for that date (today's
   * current rate when it is today). Records when it was recorded, for reversePayment's window.
   */
  async pay(ctx: ServiceContext, id: number, command: Partial<PayInvoiceCommand> = {}): Promise<InvoiceRecord> {
    return this.runTransition(ctx, id, 'pay', command);
  }

  /**
   * Reverses a payment recorded within the last REVERSAL_WINDOW_DAYS days (the service clock): the
   * invoice is sent again (overdue by the overdue rule when past due), its paid date, settlement rate
   * and realised gain cleared; audited as invoice.payment_reversed beside the payment's own event,
   * which stays. InvoiceStateError (409) when it is not paid, or the payment is older or was imported.
   */
  async reversePayment(ctx: ServiceContext, id: number): Promise<InvoiceRecord> {
    const result = await this.ds.transaction(async (m) => {
      const current = await this.lockOne(m, ctx, id);
      const label = invoiceLabel(current.number);
      if (current.status !== 'paid') throw new InvoiceStateError(`${label} is not paid, so there is no payment to reverse.`);
      if (current.paidAt === null)
        throw new InvoiceStateError(
          `The payment of ${label} was imported or recorded before payments could be reversed, so it cannot be reversed.`,
        );
      if (!isReversible(current.paidAt, ctx.clock.now()))
        throw new InvoiceStateError(
          `The payment of ${label} was recorded on ${current.paidAt.toISOString().slice(0, 10)}, more than ${REVERSAL_WINDOW_DAYS} days ago, so it can no longer be reversed.`,
        );
      const today = ctx.clock.today();
      const status = effectiveStatus('sent', current.dueDate, today);
      // $1 owner, $2 today (INVOICE_COLUMNS reads it), $3 invoice key, $4 now, $5 the status it goes back to.
      const rows: InvoiceRow[] = await sql(
        m,
        `UPDATE invoices SET status = $5, paid_date = NULL, paid_at = NULL, settlement_rate = NULL, settlement_rate_source = NULL,
           settlement_rate_date = NULL, realised_gain_nzd = NULL, updated_at = $4
         WHERE owner_id = $1 AND id = $3 AND status = 'paid' RETURNING ${INVOICE_COLUMNS}`,
        [ctx.user.id, today, current.id, ctx.clock.now(), status],
      );
      const next = toInvoiceRecord(theRow(rows, 'the reversal of a locked payment'));
      await this.record(m, ctx, [
        {
          entityType: 'invoice',
          entityId: current.id,
          action: 'invoice.payment_reversed',
          message: `Reversed the payment of invoice ${invoiceLabel(current.number)} (${formatAmountText(current.amount, current.currency)} from ${current.counterparty}, paid ${current.paidDate ?? ''}); it is ${status} again${status === 'overdue' ? `, as it was due ${current.dueDate}` : ''}`,
          before: paymentSnapshot(current),
          after: paymentSnapshot(next),
        },
      ]);
      return { before: current, next };
    });
    this.changed(ctx, [result.next.id], statusTransitions([result.before], [result.next]));
    return result.next;
  }

  /**
   * Archive, unarchive, write off or restore several invoices at once, all or nothing:
   * one invoice the rule refuses (SPEC's messages) or not found leaves every one unchanged.
   */
  async bulk(ctx: ServiceContext, action: BulkAction, ids: number[]): Promise<InvoiceRecord[]> {
    let before: InvoiceRecord[] = [];
    const result = await this.ds.transaction(async (m) => {
      const current = await this.lock(m, ctx, ids);
      before = current;
      const refusal = current.map((i) => bulkRefusal(action, i)).find((r) => r !== null);
      if (refusal) throw new InvoiceStateError(refusal);
      const changing = current.filter((i) => !bulkIsNoop(action, i));
      if (changing.length === 0) return current;
      const rows: InvoiceRow[] = await sql(
        m,
        `UPDATE invoices SET ${BULK_SET[action]}, updated_at = $4 WHERE owner_id = $1 AND id = ANY($3::bigint[])
         RETURNING ${INVOICE_COLUMNS}`,
        [ctx.user.id, ctx.clock.today(), changing.map((i) => i.id), ctx.clock.now()],
      );
      const after = new Map(rows.map((r) => [String(r.id), toInvoiceRecord(r)]));
      await this.record(
        m,
        ctx,
        changing.map((before) => ({
          entityType: 'invoice',
          entityId: before.id,
          action: `invoice.${BULK_EVENT[action]}`,
          message: `${BULK_MESSAGE[action]} invoice ${invoiceLabel(before.number)} (${before.counterparty})`,
          before: auditSnapshot(before),
          after: auditSnapshot(after.get(before.id) ?? before),
        })),
      );
      return current.map((i) => after.get(i.id) ?? i);
    });
    this.changed(
      ctx,
      result.map((i) => i.id),
      statusTransitions(before, result),
    );
    return result;
  }

  private async runTransition(
    ctx: ServiceContext,
    id: number,
    action: 'send' | 'pay',
    payment?: Partial<PayInvoiceCommand>,
  ): Promise<InvoiceRecord> {
    const result = await this.ds.transaction(async (m) => {
      const current = await this.lockOne(m, ctx, id);
      const change = statusChange(current.status, action === 'send' ? 'sent' : 'paid');
      if (!change) throw new InvoiceStateError(`This invoice is already ${current.status}.`);
      if ('error' in change) throw new InvoiceStateError(change.error);
      if (current.writtenOff) throw new InvoiceStateError('A written-off invoice must be restored before it changes status.');
      return { before: current, next: await this.transition(m, ctx, current, change.action, payment) };
    });
    this.changed(ctx, [result.next.id], statusTransitions([result.before], [result.next]));
    return result.next;
  }

  private async transition(
    m: EntityManager,
    ctx: ServiceContext,
    current: InvoiceRecord,
    action: 'send' | 'pay',
    payment?: Partial<PayInvoiceCommand>,
  ): Promise<InvoiceRecord> {
    if (action === 'pay') return this.markPaid(m, ctx, current, payment ?? {});
    const today = ctx.clock.today();
    const label = invoiceLabel(current.number);
    const pastDue = current.dueDate < today;
    // Sending books the invoice at today's rate, source, type and date (rate provenance).
    const booked = (await this.rates.bookingRates(m, ctx.user.id, [current.currency])).get(current.currency);
    const rows: InvoiceRow[] = await sql(
      m,
      `UPDATE invoices SET status = '${pastDue ? 'overdue' : 'sent'}', sent_date = $2::date,
         booked_rate = $5, booked_rate_source = $6, booked_rate_type = $7, booked_rate_date = $8, updated_at = $4
       WHERE owner_id = $1 AND id = $3 RETURNING ${INVOICE_COLUMNS}`,
      [
        ctx.user.id,
        today,
        current.id,
        ctx.clock.now(),
        booked?.nzdPerUnit ?? null,
        booked?.source ?? null,
        booked?.rateType ?? null,
        booked?.effectiveDate ?? null,
      ],
    );
    const sent = toInvoiceRecord(theRow(rows, 'the send of a locked invoice'));
    // The time of supply and its rate, frozen now (GST Act s9(1), s77(1)): never derived again.
    const supplyDate = supplyDateOf(current.issuedDate, today);
    const looked =
      current.currency === BASE_CURRENCY
        ? null
        : supplyDate === today
          ? (booked ?? null)
          : await this.rates.rateOn(m, ctx.user.id, current.currency, supplyDate);
    const next = await freezeSupply(
      m,
      ctx.user.id,
      sent.id,
      { date: supplyDate, rate: supplyRateFor(current.currency, supplyDate, looked) },
      { today, now: ctx.clock.now() },
    );
    await this.record(m, ctx, [
      {
        entityType: 'invoice',
        entityId: current.id,
        action: 'invoice.sent',
        message: `Sent invoice ${label} to ${current.counterparty}${pastDue ? `; it is overdue, as it was due ${current.dueDate}` : ''}`,
        before: auditSnapshot(current),
        after: {
          ...auditSnapshot(next),
          ...(booked
            ? {
                bookedRate: booked.nzdPerUnit,
                bookedRateSource: booked.source,
                bookedRateType: booked.rateType,
                bookedRateDate: booked.effectiveDate,
              }
            : {}),
          supplyDate: next.supplyDate,
          supplyRate: next.supplyRate === null ? null : plainRate(next.supplyRate),
          supplyRateSource: next.supplyRateSource,
          supplyRateType: next.supplyRateType,
          supplyRateDate: next.supplyRateDate,
          gstNzd: next.gstNzd,
        },
      },
    ]);
    return next;
  }

  /**
   * Pays an invoice on the date given (today when none): records the settlement rate (the one
   * given, source 'given', dated the payment date; else the rate recorded for the payment date, or
   * today's current rate, with its source and date) and the realised gain against the booking rate,
   * amount × (settlement − booked) in NZD, exact (realisedGain in schema/src). Without a booking
   * rate, or with no rate at all for the currency, the gain stays null and the audit line says why.
   */
  private async markPaid(
    m: EntityManager,
    ctx: ServiceContext,
    current: InvoiceRecord,
    payment: Partial<PayInvoiceCommand>,
  ): Promise<InvoiceRecord> {
    const today = ctx.clock.today();
    const { paidOn, settlement, source, rateDate, realised, past, given, looked } = await this.settlementOf(m, ctx, current, payment);
    const rows: InvoiceRow[] = await sql(
      m,
      `UPDATE invoices SET status = 'paid', paid_date = $2::date, paid_at = $4,
         settlement_rate = $5, settlement_rate_source = $6, realised_gain_nzd = $7, settlement_rate_date = $8, updated_at = $4
       WHERE owner_id = $1 AND id = $3 RETURNING ${INVOICE_COLUMNS}`,
      [ctx.user.id, paidOn, current.id, ctx.clock.now(), settlement, source, realised.gain, rateDate],
    );
    const next = toInvoiceRecord(theRow(rows, 'the payment of a locked invoice'));
    // A past payment without a rate says which day's rate it took, so nobody mistakes it for today's.
    const which = given === undefined && past ? (looked ? `, the rate recorded for ${looked.effectiveDate}` : '') : '';
    const settled =
      settlement === null
        ? past && given === undefined
          ? `no settlement rate: none was recorded for ${current.currency} on or before ${paidOn}`
          : 'no settlement rate'
        : `settled at ${settlement} NZD per ${current.currency} (${source})${which}`;
    const outcome =
      realised.gain === null
        ? `no realised gain recorded: ${realised.reason}`
        : `realised ${realisedGainText(realised.gain)} against the booking rate ${current.bookedRate === null ? '' : plainRate(current.bookedRate)}`;
    await this.record(m, ctx, [
      {
        entityType: 'invoice',
        entityId: current.id,
        action: 'invoice.paid',
        message: `Marked invoice ${invoiceLabel(current.number)} as paid${paidOn === today ? '' : ` on ${paidOn}`} (${formatAmountText(current.amount, current.currency)} from ${current.counterparty}); ${settled}; ${outcome}`,
        before: auditSnapshot(current),
        after: {
          ...paymentSnapshot(next),
          ...(realised.reason === null ? {} : { realisedGainNote: realised.reason }),
        },
      },
    ]);
    return next;
  }

  /**
   * What paying this invoice with `payment` would record, without recording it: the payment date,
   * the settlement rate with its source and date, and the realised gain (the same code as pay).
   * ValidationError for a date pay would refuse; InvoiceStateError when the invoice cannot be paid.
   */
  async paymentPreview(ctx: ServiceContext, id: number, payment: Partial<PayInvoiceCommand>): Promise<PaymentPreview> {
    const current = await this.get(ctx, id);
    const change = statusChange(current.status, 'paid');
    if (!change) throw new InvoiceStateError(`This invoice is already ${current.status}.`);
    if ('error' in change) throw new InvoiceStateError(change.error);
    const s = await this.settlementOf(this.ds, ctx, current, payment);
    return {
      paymentDate: s.paidOn,
      bookedRate: current.bookedRate === null ? null : plainRate(current.bookedRate),
      settlementRate: s.settlement,
      settlementRateSource: s.source,
      settlementRateDate: s.rateDate,
      realisedGainNzd: s.realised.gain,
      realisedGainNote: s.realised.reason,
    };
  }

  /** The settlement a payment of `current` records: its date checked, its rate given or looked up for that date, the realised gain. */
  private async settlementOf(db: Db, ctx: ServiceContext, current: InvoiceRecord, payment: Partial<PayInvoiceCommand>) {
    const today = ctx.clock.today();
    const paidOn = payment.paymentDate ?? today;
    const problem = settlementDateProblem(paidOn, today, 'paymentDate', { date: current.issuedDate, what: "the invoice's issue date" });
    if (problem) throw new ValidationError([{ field: 'paymentDate', message: problem }]);
    const given = payment.settlementRate;
    const past = paidOn < today;
    const looked =
      given !== undefined
        ? undefined
        : past
          ? await this.rates.rateOn(db, ctx.user.id, current.currency, paidOn)
          : (await this.rates.bookingRates(db, ctx.user.id, [current.currency])).get(current.currency);
    const settlement = given ?? (looked ? plainRate(looked.nzdPerUnit) : null);
    return {
      paidOn,
      past,
      given,
      looked,
      settlement,
      source: given !== undefined ? 'given' : (looked?.source ?? null),
      rateDate: given !== undefined ? paidOn : (looked?.effectiveDate ?? null),
      realised: realisedGain(current.outstandingAmount, current.bookedRate, settlement),
    };
  }

  /** The customer an invoice of this counterparty is addressed to, found by normalised name or made. */
  private async customerOf(m: EntityManager, ctx: ServiceContext, counterparty: string): Promise<InvoiceCustomer> {
    const found = (await this.customers.forInvoices(m, ctx, [counterparty])).get(counterparty);
    if (!found) throw new Error(`No customer was found or made for ${counterparty}`);
    return found;
  }

  /**
   * The lines an update leaves the invoice with, or null when it touches neither them, the amount
   * nor the currency. Lines given replace them (prices including GST as before unless said); the
   * amount alone re-prices a one-line invoice (that line once, prices including GST: SPEC's PUT
   * keeps meaning the total) and is refused on one of several lines; a currency alone re-totals
   * them in its digits. Lines given are checked against the seller's GST registration.
   */
  private async linesChange(
    m: EntityManager,
    ctx: ServiceContext,
    current: InvoiceRecord,
    change: ChangeInvoiceCommand,
    patch: InvoicePatch,
    customerId: string | null,
  ): Promise<{ write: { lines: InvoiceLineInput[]; pricesIncludeGst: boolean }; amount: string; changed: boolean; said: boolean } | null> {
    const amountGiven = change.amount !== undefined && change.lines === undefined;
    if (change.lines === undefined && change.pricesIncludeGst === undefined && !amountGiven && patch.currency === undefined) return null;
    const currency = patch.currency ?? current.currency;
    const had = (await linesOf(m, ctx.user.id, [current])).get(current.id) ?? [];
    const kept = had.map(({ lineTotal: _t, gst: _g, ...l }) => l);
    let write: { lines: InvoiceLineInput[]; pricesIncludeGst: boolean };
    if (change.lines !== undefined) {
      const [seller, facts] = await Promise.all([
        this.sellerOf(ctx.user.id, m),
        customerId ? this.customers.taxFacts(m, ctx.user.id, [customerId]) : Promise.resolve(new Map<string, CustomerTaxFacts>()),
      ]);
      write = linesToWrite(
        { lines: change.lines, pricesIncludeGst: change.pricesIncludeGst ?? current.pricesIncludeGst },
        { currency, amount: current.amount },
        seller,
        (customerId && facts.get(customerId)?.country) || '',
      );
    } else if (amountGiven) {
      if (kept.length > 1)
        throw new ValidationError([
          {
            field: 'amount',
            message: `This invoice has ${kept.length} lines, so its amount is their total: change the lines (or give lines and amount together)`,
          },
        ]);
      const [only] = kept;
      write = { lines: [{ ...only!, quantity: '1', unitPrice: patch.amount ?? current.amount }], pricesIncludeGst: true };
    } else {
      write = { lines: kept, pricesIncludeGst: change.pricesIncludeGst ?? current.pricesIncludeGst };
    }
    const problem = linesProblem(write.lines, currency, write.pricesIncludeGst, null);
    if (problem) throw new ValidationError([problem]);
    const changed = write.pricesIncludeGst !== current.pricesIncludeGst || JSON.stringify(write.lines) !== JSON.stringify(kept);
    // An amount or currency alone is said in its own words ("amount 10.00 → 12.00"); given lines say "lines changed".
    const said = change.lines !== undefined || change.pricesIncludeGst !== undefined;
    return { write, amount: invoiceTotals(write.lines, currency, write.pricesIncludeGst).amount, changed, said };
  }

  private assertEditable(current: InvoiceRecord, patch: InvoicePatch): void {
    if (current.writtenOff) throw new InvoiceStateError('A written-off invoice cannot be edited; restore it first.');
    if (current.status === 'paid') throw new InvoiceStateError('A paid invoice cannot be edited.');
    if (current.status !== 'draft' && patch.currency !== undefined && patch.currency !== current.currency) {
      throw new InvoiceStateError('The currency of an invoice cannot change once it has been sent.', 'currency');
    }
    if (Number(current.creditedAmount) !== 0 && patch.amount !== undefined && patch.amount !== current.amount) {
      throw new InvoiceStateError(
        'This invoice has credit notes against it, so what it charged stays as issued: issue another credit note to correct it.',
        'amount',
      );
    }
  }

  private async applyFieldChanges(
    m: EntityManager,
    ctx: ServiceContext,
    current: InvoiceRecord,
    patch: InvoicePatch,
    changes: EditableField[],
    customerId: string | null,
    lines: { write: { lines: InvoiceLineInput[]; pricesIncludeGst: boolean }; said: boolean } | null = null,
    exported: string[] = [],
  ): Promise<InvoiceRecord> {
    const today = ctx.clock.today();
    const next = { ...editableOf(current), ...patch };
    // A stored overdue invoice whose due date moves into the future is simply sent again.
    const reopens = current.status === 'overdue' && next.dueDate >= today;
    const rows = await sqlNamed<InvoiceRow>(m, UPDATE_INVOICE_SQL, {
      ...next,
      owner: ctx.user.id,
      id: current.id,
      customerId,
      today,
      reopens,
      now: ctx.clock.now(),
    });
    const updated = toInvoiceRecord(theRow(rows, 'the update of a locked invoice'));
    const described = [
      ...changes.map((k) => describeChange(k, current, updated)),
      ...(lines?.said
        ? [
            `lines changed (${lines.write.lines.length}, prices ${lines.write.pricesIncludeGst ? 'including' : 'excluding'} GST, GST ${updated.gstAmount})`,
          ]
        : []),
      ...exported,
    ].join('; ');
    await this.record(m, ctx, [
      {
        entityType: 'invoice',
        entityId: current.id,
        action: 'invoice.updated',
        message: `Updated invoice ${invoiceLabel(current.number)}: ${described}`,
        before: auditSnapshot(current),
        after: lines ? { ...auditSnapshot(updated), lines: lines.write.lines } : auditSnapshot(updated),
      },
    ]);
    return updated;
  }

  /** One invoice of the owner by its id (number), locked for this transaction; InvoiceNotFoundError otherwise. */
  private async lockOne(m: EntityManager, ctx: ServiceContext, id: number): Promise<InvoiceRecord> {
    const [found] = await this.lock(m, ctx, [id]);
    if (!found) throw new InvoiceNotFoundError(id);
    return found;
  }

  /** Locks the owner's invoices by id (number, in number order, so concurrent bulk actions cannot deadlock), answered in the order asked. */
  private async lock(m: EntityManager, ctx: ServiceContext, ids: number[]): Promise<InvoiceRecord[]> {
    const rows: InvoiceRow[] = await sql(m, LOCK_INVOICES_SQL, [ctx.user.id, ctx.clock.today(), ids]);
    const byNumber = new Map(rows.map((r) => [r.number, toInvoiceRecord(r)]));
    const missing = ids.find((id) => !byNumber.has(id));
    if (missing !== undefined) throw new InvoiceNotFoundError(missing);
    return ids.map((id) => byNumber.get(id) as InvoiceRecord);
  }

  private record(m: EntityManager, ctx: ServiceContext, events: AuditEventInput[]): Promise<void> {
    return this.audit.record(m, ctx.user.id, actorOf(ctx), ctx.clock.now(), events);
  }

  private changed(ctx: ServiceContext, invoiceIds: string[], transitions?: InvoiceTransition[]): void {
    this.events.publish({ type: 'invoices.changed', ownerId: ctx.user.id, invoiceIds, ...(transitions?.length ? { transitions } : {}) });
  }
}

/** How an update changes the zero-rating facts, as audit words ("export kind services → goods"); none when it gives none that differ. */
function exportChanges(change: ChangeInvoiceCommand, current: InvoiceRecord): string[] {
  const out: string[] = [];
  if (change.exportKind !== undefined && change.exportKind !== current.exportKind)
    out.push(`export kind ${current.exportKind} → ${change.exportKind}`);
  if (change.exportDate !== undefined && change.exportDate !== current.exportDate)
    out.push(`export date ${current.exportDate ?? '(none)'} → ${change.exportDate ?? '(none)'}`);
  if (change.residencyEvidence !== undefined && change.residencyEvidence.join(',') !== current.residencyEvidence.join(','))
    out.push(`residency evidence ${current.residencyEvidence.join(', ') || '(none)'} → ${change.residencyEvidence.join(', ') || '(none)'}`);
  return out;
}

/** An invoice's audit snapshot with its payment: what a payment writes and a reversal clears. */
function paymentSnapshot(i: InvoiceRecord): Record<string, unknown> {
  return {
    ...auditSnapshot(i),
    paidDate: i.paidDate,
    settlementRate: i.settlementRate === null ? null : plainRate(i.settlementRate),
    settlementRateSource: i.settlementRateSource,
    settlementRateDate: i.settlementRateDate,
    realisedGainNzd: i.realisedGainNzd,
  };
}

/** The invoices whose status differs between `before` and `after` (matched by id), for the event. */
export function statusTransitions(before: InvoiceRecord[], after: InvoiceRecord[]): InvoiceTransition[] {
  const was = new Map(before.map((i) => [i.id, i.status]));
  return after
    .filter((i) => was.has(i.id) && was.get(i.id) !== i.status)
    .map((i) => ({
      id: i.id,
      number: i.number,
      counterparty: i.counterparty,
      currency: i.currency,
      amount: i.amount,
      from: was.get(i.id) as string,
      to: i.status,
    }));
}

const BULK_SET: Record<BulkAction, string> = {
  archive: 'archived = true',
  unarchive: 'archived = false',
  writeOff: 'written_off = true, archived = true',
  restore: `written_off = false, archived = false, status = 'overdue'`,
};
const BULK_EVENT: Record<BulkAction, string> = {
  archive: 'archived',
  unarchive: 'unarchived',
  writeOff: 'written_off',
  restore: 'restored',
};
const BULK_MESSAGE: Record<BulkAction, string> = {
  archive: 'Archived',
  unarchive: 'Unarchived',
  writeOff: 'Wrote off',
  restore: 'Restored',
};

/** Why the rules refuse `action` on this invoice, or null. */
function bulkRefusal(action: BulkAction, i: InvoiceRecord): string | null {
  const label = invoiceLabel(i.number);
  switch (action) {
    case 'archive':
      return i.writtenOff ? `${label} is written off; restore it instead of archiving it.` : null;
    case 'unarchive':
      return i.writtenOff ? `${label} is written off; restore it instead of unarchiving it.` : null;
    case 'writeOff':
      return i.writtenOff || i.status === 'overdue' ? null : WRITE_OFF_ERROR;
    case 'restore':
      return i.writtenOff ? null : `Only written-off invoices can be restored; ${label} is not written off.`;
  }
}

function bulkIsNoop(action: BulkAction, i: InvoiceRecord): boolean {
  if (action === 'archive') return i.archived;
  if (action === 'unarchive') return !i.archived;
  if (action === 'writeOff') return i.writtenOff;
  return false;
}

/**
 * Moves every invoice of customer `from` to customer `to` (both the owner's), inside the caller's
 * transaction: a customers merge, given this by the composition root. The invoices keep the name
 * they were issued under. Answers the moved invoices' numbers.
 */
export async function moveInvoicesToCustomer(m: EntityManager, ownerId: string, from: string, to: string): Promise<number[]> {
  const rows = await sql<{ number: number }>(
    m,
    'UPDATE invoices SET customer_id = $3 WHERE owner_id = $1 AND customer_id = $2 RETURNING number',
    [ownerId, from, to],
  );
  return rows.map((r) => r.number).sort((a, b) => a - b);
}
