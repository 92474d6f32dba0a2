import {
  Exact,
  missingRateWarning,
  RATE_HISTORY_MAX,
  rateChange,
  rateChangeWords,
  rateToRecord,
  type RateType,
  type RecordRateCommand,
} from '@keafx/schema';
import type { DataSource } from 'typeorm';
import { sql, theRow, type Db } from '../../database/sql';
import { parseSerialId } from '../../params';
import type { DomainEvents } from '../../events';
import { actorOf, type ServiceContext } from '../../request-context';
import type { AuditService } from '../audit';
export { CURRENT_RATES_SQL, currentRatesOf } from './rates.sql';
import {
  CURRENT_RATES_SQL,
  RATE_HISTORY_SQL,
  RATE_OF_OWNER_SQL,
  RATE_ON_DATE_SQL,
  RATES_FOR_CURRENCIES_SQL,
  RECORD_RATE_SQL,
  RECORD_SHARED_RATES_SQL,
  VOID_RATE_SQL,
} from './rates.sql';
import { LargeRateChangeError, RateNotFoundError, RateVoidError } from './rates.errors';
import type { Row } from '../../database/rows';

/** The rate a currency converts at now, with where it came from. */
export interface CurrentRate {
  currency: string;
  /** NZD per one unit, exact decimal string. */
  nzdPerUnit: string;
  source: string;
  rateType: RateType;
  effectiveDate: string;
  recordedAt: Date;
  /** Older than the configured age (RATE_STALE_HOURS). */
  stale: boolean;
  /** The owner's own entry rather than a shared (built-in or feed) one. */
  own: boolean;
}

/** A rate as it is written onto an invoice when it is sent or imported (Inland Revenue keeps all four). */
export interface BookingRate {
  nzdPerUnit: string;
  source: string;
  rateType: RateType;
  effectiveDate: string;
}

/** One entry of the rate history. */
export interface RateRecord extends CurrentRate {
  id: string;
  recordedBy: string | null;
  /** When the owner voided it (never current since), or null. */
  voidedAt: Date | null;
  /** Who voided it, as the audit trail names them (an e-mail, "api key <name>"), or null. */
  voidedBy: string | null;
}

/** A rate's id parsed at the edge: services take only this, never a raw path or argument. */
export type RateId = string & { readonly __rateId: unique symbol };
/** A rate id from a path or argument: a positive whole number, kept as text; else 400. */
export const parseRateId = (raw: unknown): RateId => parseSerialId(raw) as RateId;

/** An fx_rates row as read, and whether the owner recorded it (false: the shared feed or built-in rate). */
type RateRow = Omit<Row<'fx_rates', { rate_type: RateType }>, 'owner_id'> & { own: boolean };

/** A rate a feed brought: currency and NZD per unit. */
export interface SharedRate {
  currency: string;
  nzdPerUnit: string;
}

export const HISTORY_MAX = RATE_HISTORY_MAX;
/** How long current rates are kept in memory, and for how many owners. */
const CACHE_MS = 60_000;
const CACHE_OWNERS = 10_000;

/** A NUMERIC(20,10) rate without its padding zeros, for display: "1.5400000000" → "1.54". */
export const plainRate = (rate: string): string => new Exact(rate).toFixed();

/** A rate as answers show it: its NZD per unit without trailing zeros. */
export const displayRate = (r: RateRecord): RateRecord => ({ ...r, nzdPerUnit: plainRate(r.nzdPerUnit) });

/**
 * FX rates: shared history (built-in, feed; owner_id null) and each owner's own entries.
 * Current rate = newest effective date; on a tie the owner's own entry wins, then the newest.
 */
export class RatesService {
  /**
   * Current-rate rows per owner, kept briefly: rates change rarely and every exposure answer
   * needs them. A write through this service clears its owner (or everyone, for shared
   * rates) at once; other processes clear on the rates.changed event (LISTEN/NOTIFY), and
   * the TTL bounds anything written behind the api's back (a migration, psql).
   */
  private readonly cache = new Map<string, { until: number; rows: Promise<RateRow[]> }>();

  constructor(
    private readonly ds: DataSource,
    private readonly staleHours: number,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
  ) {
    events.subscribe((e) => {
      if (e.type === 'rates.changed') this.forget(e.ownerId);
    });
  }

  /** Current rates for an owner, keyed by currency. A currency missing here converts at 1.0 with a warning (SPEC). */
  async current(ownerId: string, now: Date, db?: Db): Promise<Map<string, CurrentRate>> {
    const rows = db ? await sql<RateRow>(db, CURRENT_RATES_SQL, [ownerId]) : await this.cachedRows(ownerId);
    return new Map(rows.map((r) => [r.currency.trim(), this.toRecord(r, now)]));
  }

  private cachedRows(ownerId: string): Promise<RateRow[]> {
    const at = Date.now();
    const hit = this.cache.get(ownerId);
    if (hit && hit.until > at) return hit.rows;
    if (this.cache.size >= CACHE_OWNERS) this.cache.delete(this.cache.keys().next().value as string);
    const rows = sql<RateRow>(this.ds, CURRENT_RATES_SQL, [ownerId]);
    const entry = { until: at + CACHE_MS, rows };
    this.cache.set(ownerId, entry);
    rows.catch(() => {
      if (this.cache.get(ownerId) === entry) this.cache.delete(ownerId);
    });
    return rows;
  }

  /** Drops cached rates: one owner's, or everyone's when shared rates changed (null). */
  private forget(ownerId: string | null): void {
    if (ownerId === null) this.cache.clear();
    else this.cache.delete(ownerId);
  }

  /**
   * The rate to book invoices at, for many currencies in one statement (send, CSV import).
   * Pass the transaction's manager. A currency with no rate at all is left out of the map:
   * its invoice keeps no booking rate rather than a made-up one.
   */
  async bookingRates(db: Db, ownerId: string, currencies: readonly string[]): Promise<Map<string, BookingRate>> {
    const wanted = [...new Set(currencies)];
    if (wanted.length === 0) return new Map();
    const rows = await sql<RateRow>(db, RATES_FOR_CURRENCIES_SQL, [ownerId, wanted]);
    return new Map(
      rows.map((r) => [
        r.currency.trim(),
        {
          nzdPerUnit: r.nzd_per_unit,
          source: r.source,
          rateType: r.rate_type,
          effectiveDate: r.effective_date,
        },
      ]),
    );
  }

  /**
   * The rate a currency had on a past day (the historical lookup): the newest shared or own (not
   * voided) rate effective on or before `date`, as the current rate is chosen; null when none was
   * recorded by then. Pass the transaction's manager when inside one.
   */
  async rateOn(db: Db, ownerId: string, currency: string, date: string): Promise<BookingRate | null> {
    const [r] = await sql<RateRow>(db, RATE_ON_DATE_SQL, [ownerId, currency, date]);
    return r ? { nzdPerUnit: r.nzd_per_unit, source: r.source, rateType: r.rate_type, effectiveDate: r.effective_date } : null;
  }

  /**
   * Records a rate of the caller's own (audited); it becomes their current rate when it is the
   * newest. One more than 20% from the currency's current rate (either way) throws
   * LargeRateChangeError (409) unless the command confirms it; the audit event says so when it did.
   */
  async record(ctx: ServiceContext, command: RecordRateCommand): Promise<RateRecord> {
    const v = rateToRecord(command, ctx.clock.today());
    const now = ctx.clock.now();
    const row = await this.ds.transaction(async (m) => {
      const [current] = await sql<RateRow>(m, RATES_FOR_CURRENCIES_SQL, [ctx.user.id, [v.currency]]);
      const change = current ? rateChange(v.currency, current.nzd_per_unit, v.nzdPerUnit) : null;
      if (change?.large && !command.confirmLargeChange) throw new LargeRateChangeError(change);
      const confirmed = change?.large ? `; confirmed: ${rateChangeWords(change)} the current rate of ${change.current}` : '';
      const inserted = theRow(
        await sql<RateRow>(m, RECORD_RATE_SQL, [ctx.user.id, v.currency, v.nzdPerUnit, v.source, v.rateType, v.effectiveDate, now]),
        'the recorded rate',
      );
      await this.audit.record(m, ctx.user.id, actorOf(ctx), now, [
        {
          entityType: 'rate',
          entityId: String(inserted.id),
          action: 'rate.recorded',
          message: `Recorded ${v.currency} rate ${v.nzdPerUnit} NZD per ${v.currency} (${v.rateType}, effective ${v.effectiveDate}, source ${v.source})${confirmed}`,
          after: { currency: v.currency, nzdPerUnit: v.nzdPerUnit, rateType: v.rateType, effectiveDate: v.effectiveDate, source: v.source },
        },
      ]);
      return inserted;
    });
    this.forget(ctx.user.id);
    this.events.publish({ type: 'rates.changed', ownerId: ctx.user.id });
    return this.toRecord(row, now);
  }

  /**
   * Voids one of the caller's own recorded rates (audited): it stays in the history marked void,
   * with when and by whom, and stops being current, so the currency falls back to the newest rate
   * left. Another owner's id (or none) throws RateNotFoundError (404); a shared (built-in or feed)
   * rate, or one voided already, RateVoidError (409), changing nothing. Publishes rates.changed.
   */
  async void(ctx: ServiceContext, id: RateId): Promise<RateRecord> {
    const now = ctx.clock.now();
    const actor = actorOf(ctx);
    const row = await this.ds.transaction(async (m) => {
      const [found] = await sql<RateRow>(m, RATE_OF_OWNER_SQL, [ctx.user.id, id]);
      if (!found) throw new RateNotFoundError(id);
      const what = `${found.currency.trim()} rate ${plainRate(found.nzd_per_unit)} NZD per ${found.currency.trim()} (${found.rate_type}, effective ${found.effective_date}, source ${found.source})`;
      if (!found.own)
        throw new RateVoidError(
          `Rate ${id} is the shared ${what}: only a rate you recorded can be voided. Record a rate of your own to use another.`,
        );
      const [voided] = await sql<RateRow>(m, VOID_RATE_SQL, [ctx.user.id, id, now, actor.label]);
      if (!voided) {
        const [again] = await sql<RateRow>(m, RATE_OF_OWNER_SQL, [ctx.user.id, id]);
        const when = again?.voided_at ? ` on ${again.voided_at.toISOString()} by ${again.voided_by ?? 'someone'}` : '';
        throw new RateVoidError(`Rate ${id}, your ${what}, was already voided${when}; nothing changed.`);
      }
      const currency = voided.currency.trim();
      const [current] = await sql<RateRow>(m, RATES_FOR_CURRENCIES_SQL, [ctx.user.id, [currency]]);
      const fallback = current
        ? `the current ${currency} rate is now ${plainRate(current.nzd_per_unit)} NZD per ${currency} (source ${current.source}${current.own ? ', yours' : ''}, effective ${current.effective_date})`
        : `${currency} has no rate now`;
      const snapshot = {
        currency,
        nzdPerUnit: plainRate(voided.nzd_per_unit),
        rateType: voided.rate_type,
        effectiveDate: voided.effective_date,
        source: voided.source,
      };
      await this.audit.record(m, ctx.user.id, actor, now, [
        {
          entityType: 'rate',
          entityId: String(voided.id),
          action: 'rate.voided',
          message: `Voided your ${what}; ${fallback}`,
          before: { ...snapshot, voided: false },
          after: { ...snapshot, voided: true, voidedAt: now.toISOString(), voidedBy: actor.label },
        },
      ]);
      return voided;
    });
    this.forget(ctx.user.id);
    this.events.publish({ type: 'rates.changed', ownerId: ctx.user.id });
    return this.toRecord(row, now);
  }

  /** A currency's history as the owner sees it (shared and their own, voided ones marked), newest effective first. */
  async history(ctx: ServiceContext, currency: string, limit: number): Promise<RateRecord[]> {
    const rows = await sql<RateRow>(this.ds, RATE_HISTORY_SQL, [ctx.user.id, currency, Math.min(limit, HISTORY_MAX)]);
    const now = ctx.clock.now();
    return rows.map((r) => this.toRecord(r, now));
  }

  /**
   * Records shared rates (a feed's), once per currency, date and source; answers how many
   * were new. Publishes rates.changed to every owner when any were.
   */
  async recordShared(rates: readonly SharedRate[], source: string, rateType: RateType, effectiveDate: string, at: Date): Promise<number> {
    if (rates.length === 0) return 0;
    const rows = await sql<{ id: string }>(this.ds, RECORD_SHARED_RATES_SQL, [
      rates.map((r) => r.currency),
      rates.map((r) => r.nzdPerUnit),
      source,
      rateType,
      effectiveDate,
      at,
    ]);
    if (rows.length > 0) {
      this.forget(null);
      this.events.publish({ type: 'rates.changed', ownerId: null });
    }
    return rows.length;
  }

  /** SPEC's warning for each currency that has no rate and so converts at 1.0. */
  static missingWarnings(currencies: readonly string[], rates: Map<string, CurrentRate>): string[] {
    return currencies.filter((c) => !rates.has(c)).map(missingRateWarning);
  }

  private toRecord(r: RateRow, now: Date): RateRecord {
    const staleBefore = now.getTime() - this.staleHours * 3_600_000;
    return {
      id: String(r.id),
      currency: r.currency.trim(),
      nzdPerUnit: r.nzd_per_unit,
      source: r.source,
      rateType: r.rate_type,
      effectiveDate: r.effective_date,
      recordedAt: r.recorded_at,
      recordedBy: r.recorded_by,
      own: r.own,
      voidedAt: r.voided_at,
      voidedBy: r.voided_by,
      stale: Date.parse(`${r.effective_date}T23:59:59Z`) < staleBefore,
    };
  }
}
