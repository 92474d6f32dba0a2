import {
  EMPTY_HEDGE_POLICY,
  Exact,
  formatAmountText,
  HEDGE_BUCKETS,
  hedgeBucketEdges,
  hedgeCoverage,
  hedgeStatusChange,
  markToMarket,
  addWarning,
  missingRate,
  overHedge,
  changedHedge,
  HEDGE_PAGE_MAX,
  newHedge,
  isReversible,
  REVERSAL_WINDOW_DAYS,
  settlementDateProblem,
  type ChangeHedgeCommand,
  type CreateHedgeCommand,
  type SettlementCommand,
  type CoverageLine,
  type Warning,
  type HedgeBucket,
  type HedgeFields,
  type HedgePolicyTargets,
  type HedgeStatus,
} from '@keafx/schema';
import type { DataSource, EntityManager } from 'typeorm';
import { sql, theRow } from '../../database/sql';
import type { Row } from '../../database/rows';
import { ValidationError } from '../../errors';
import { parseSerialId } from '../../params';
import { actorOf, type ServiceContext } from '../../request-context';
import type { AuditService } from '../audit';
import type { ExposureService } from '../exposure';
import type { CurrentRate, RatesService } from '../rates';
import { HedgeNotFoundError, HedgeStateError } from './hedges.errors';

/** One forward contract. Money and rates are exact decimal strings. */
export interface HedgeRecord extends HedgeFields {
  id: string;
  status: HedgeStatus;
  settledOn: string | null;
  settlementRate: string | null;
  /** amount × (locked − settlement rate) once settled: positive is a gain. */
  realisedGainLoss: string | null;
  cancelledOn: string | null;
  /** When it was settled or cancelled (null while open, and for those closed before reopening existed). */
  closedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A hedge_contracts row as read (tables.generated.ts), the status narrowed. */
type HedgeRow = Omit<Row<'hedge_contracts', { status: HedgeStatus }>, 'owner_id'>;

const COLUMNS = `id, currency, amount, locked_rate, trade_date, maturity_date, bank, reference, status, settled_on, settlement_rate,
  cancelled_on, closed_at, created_at, updated_at`;

/** Rates without NUMERIC's padding zeros ("1.6000000000" → "1.6"). */
const plain = (v: string): string => new Exact(v).toFixed();

/** The owner's contracts ($1), of one status or all ($2), soonest maturity first; $3 limit, $4 offset. */
export const HEDGE_LIST_SQL = `SELECT ${COLUMNS} FROM hedge_contracts
  WHERE owner_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY maturity_date, id LIMIT $3 OFFSET $4`;

/** Open contracts per currency for owner $1, from the trigger-kept totals (rows: maturity dates, never contracts). */
export const OPEN_POSITIONS_SQL = `SELECT currency, sum(contract_count)::int AS contract_count, sum(amount) AS amount, sum(locked_nzd) AS locked_nzd
  FROM hedge_open_totals WHERE owner_id = $1 GROUP BY currency ORDER BY currency`;

function toRecord(r: HedgeRow): HedgeRecord {
  return {
    id: String(r.id),
    currency: r.currency.trim() as HedgeFields['currency'],
    amount: r.amount,
    lockedRate: plain(r.locked_rate),
    tradeDate: r.trade_date,
    maturityDate: r.maturity_date,
    bank: r.bank,
    reference: r.reference,
    status: r.status,
    settledOn: r.settled_on,
    settlementRate: r.settlement_rate === null ? null : plain(r.settlement_rate),
    realisedGainLoss: r.settlement_rate === null ? null : markToMarket(r.amount, r.locked_rate, r.settlement_rate).toFixed(),
    cancelledOn: r.cancelled_on,
    closedAt: r.closed_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

/** A contract id parsed at the edge: services take only this, never a raw path or argument. */
export type HedgeId = string & { readonly __hedgeId: unique symbol };
/** A contract id from a path or argument: a positive whole number, kept as a string. */
export const parseHedgeId = (raw: unknown): HedgeId => parseSerialId(raw) as HedgeId;

function fail(errors: { field: string; message: string }[]): never {
  throw new ValidationError(errors);
}

export { HEDGE_PAGE_MAX };
/** An owner may keep this many contracts of any status. */
export const HEDGE_MAX = 100_000;

/** Open contracts of one currency, from the trigger-kept totals. */
export interface OpenPosition {
  currency: string;
  contractCount: number;
  amount: string;
  /** Σ amount × locked rate. */
  lockedNzd: string;
}

export interface HedgeCoverageAnswer {
  asOf: string;
  includeDrafts: boolean;
  policy: HedgePolicyTargets;
  lines: CoverageLine[];
  warnings: Warning[];
}

export interface CurrencyMarkToMarket {
  currency: string;
  contractCount: number;
  amount: string;
  /** Amount-weighted mean locked rate. */
  lockedRate: string;
  marketRate: string;
  rateMissing: boolean;
  markToMarket: string;
}

export interface ContractMarkToMarket {
  contract: HedgeRecord;
  marketRate: string;
  markToMarket: string;
}

/** Forward contracts against live exposure: the book, its policy, coverage and mark to market. */
export class HedgesService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly exposure: ExposureService,
    private readonly rates: RatesService,
  ) {}

  /** The owner's contracts, soonest maturity first; `status` filters. */
  async list(
    ctx: ServiceContext,
    opts: { status: HedgeStatus | null; limit: number; offset: number },
  ): Promise<{ items: HedgeRecord[]; hasMore: boolean }> {
    const rows = await sql<HedgeRow>(this.ds, HEDGE_LIST_SQL, [ctx.user.id, opts.status, opts.limit + 1, opts.offset]);
    return { items: rows.slice(0, opts.limit).map(toRecord), hasMore: rows.length > opts.limit };
  }

  /** One contract; another owner's id and an unknown one both throw HedgeNotFoundError. */
  async get(ctx: ServiceContext, id: HedgeId): Promise<HedgeRecord> {
    const [row] = await sql<HedgeRow>(this.ds, `SELECT ${COLUMNS} FROM hedge_contracts WHERE owner_id = $1 AND id = $2`, [ctx.user.id, id]);
    if (!row) throw new HedgeNotFoundError(id);
    return toRecord(row);
  }

  /** Books a contract (audited). Throws ValidationError on bad input. */
  async create(ctx: ServiceContext, command: CreateHedgeCommand): Promise<HedgeRecord> {
    const f = newHedge(command, ctx.clock.today());
    return this.ds.transaction(async (m) => {
      const { n } = theRow(
        await sql<{ n: number }>(m, 'SELECT count(*)::int AS n FROM hedge_contracts WHERE owner_id = $1', [ctx.user.id]),
        'the contract count',
      );
      if (n >= HEDGE_MAX) throw new HedgeStateError(`You can keep at most ${HEDGE_MAX} contracts.`);
      const now = ctx.clock.now();
      const rows = await sql<HedgeRow>(
        m,
        `INSERT INTO hedge_contracts
          (owner_id, currency, amount, locked_rate, trade_date, maturity_date, bank, reference, created_at, updated_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING ${COLUMNS}`,
        [ctx.user.id, f.currency, f.amount, f.lockedRate, f.tradeDate, f.maturityDate, f.bank, f.reference, now],
      );
      const created = toRecord(theRow(rows, 'the new contract'));
      await this.record(
        m,
        ctx,
        'hedge.created',
        created,
        undefined,
        created,
        `Booked forward ${formatAmountText(created.amount, created.currency)} at ${created.lockedRate} maturing ${created.maturityDate} with ${created.bank}`,
      );
      return created;
    });
  }

  /** Changes an open contract's fields (audited); a settled or cancelled one answers 409. */
  async update(ctx: ServiceContext, id: HedgeId, change: ChangeHedgeCommand): Promise<HedgeRecord> {
    return this.ds.transaction(async (m) => {
      const before = await this.lock(m, ctx, id);
      const parsed = changedHedge(change, before, ctx.clock.today());
      if (!parsed.ok) fail(parsed.errors);
      if (before.status !== 'open') throw new HedgeStateError(`Only an open contract can be changed; this one is ${before.status}.`);
      const f = parsed.value;
      const rows = await sql<HedgeRow>(
        m,
        `UPDATE hedge_contracts SET currency = $3, amount = $4, locked_rate = $5, trade_date = $6,
          maturity_date = $7, bank = $8, reference = $9, updated_at = $10
        WHERE owner_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [ctx.user.id, id, f.currency, f.amount, f.lockedRate, f.tradeDate, f.maturityDate, f.bank, f.reference, ctx.clock.now()],
      );
      const after = toRecord(theRow(rows, 'the changed contract'));
      await this.record(m, ctx, 'hedge.updated', after, before, after, `Changed forward contract #${id}`);
      return after;
    });
  }

  /**
   * Settles an open contract on the date given (today when none; never in the future or before the
   * trade date: ValidationError) at the settlement rate given, or else the rate recorded for that
   * date (today's current rate when it is today); records the realised gain or loss (audited). 409 unless open.
   */
  async settle(ctx: ServiceContext, id: HedgeId, settlement: Partial<SettlementCommand>): Promise<HedgeRecord> {
    const today = ctx.clock.today();
    return this.ds.transaction(async (m) => {
      const before = await this.lock(m, ctx, id);
      const change = hedgeStatusChange(before.status, 'settled');
      if (!change.ok) throw new HedgeStateError(change.message);
      const { on, rate, given, past } = await this.settlementOf(m, ctx, before, settlement);
      const rows = await sql<HedgeRow>(
        m,
        `UPDATE hedge_contracts SET status = 'settled', settled_on = $3, settlement_rate = $4, closed_at = $5, updated_at = $5
        WHERE owner_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [ctx.user.id, id, on, rate, ctx.clock.now()],
      );
      const after = toRecord(theRow(rows, 'the changed contract'));
      const dated = on === today ? '' : ` on ${on}`;
      const which = given === null && past ? ` (the rate recorded for ${on})` : '';
      await this.record(
        m,
        ctx,
        'hedge.settled',
        after,
        before,
        after,
        `Settled forward contract #${id}${dated} at ${after.settlementRate}${which}: realised ${formatAmountText(after.realisedGainLoss as string, 'NZD')}`,
      );
      return after;
    });
  }

  /**
   * What settling this contract with `settlement` would record, without recording it: the date,
   * the rate (given, or recorded for that date) and the realised gain (the same code as settle).
   */
  async settlementPreview(
    ctx: ServiceContext,
    id: HedgeId,
    settlement: Partial<SettlementCommand>,
  ): Promise<{ settlementDate: string; settlementRate: string; realisedGainLoss: string }> {
    const contract = await this.get(ctx, id);
    const change = hedgeStatusChange(contract.status, 'settled');
    if (!change.ok) throw new HedgeStateError(change.message);
    const { on, rate } = await this.settlementOf(this.ds, ctx, contract, settlement);
    return {
      settlementDate: on,
      settlementRate: plain(rate),
      realisedGainLoss: markToMarket(contract.amount, contract.lockedRate, rate).toFixed(),
    };
  }

  /** A settlement's date (checked: ValidationError) and rate: the one given, else the rate recorded for that date (today's current rate today). */
  private async settlementOf(
    db: DataSource | EntityManager,
    ctx: ServiceContext,
    contract: HedgeRecord,
    settlement: Partial<SettlementCommand>,
  ) {
    const field = 'settlementRate';
    const today = ctx.clock.today();
    const given = settlement.settlementRate ?? null;
    const on = settlement.settlementDate ?? today;
    const problem = settlementDateProblem(on, today, 'settlementDate', { date: contract.tradeDate, what: "the contract's trade date" });
    if (problem) fail([{ field: 'settlementDate', message: problem }]);
    const past = on < today;
    const looked =
      given !== null
        ? undefined
        : past
          ? (await this.rates.rateOn(db, ctx.user.id, contract.currency, on))?.nzdPerUnit
          : (await this.rates.current(ctx.user.id, ctx.clock.now(), db)).get(contract.currency)?.nzdPerUnit;
    const rate = given ?? looked;
    if (!rate)
      fail([
        {
          field,
          message: past
            ? `There is no rate for ${contract.currency} recorded on or before ${on}; give ${field}`
            : `There is no rate for ${contract.currency} today; give ${field}`,
        },
      ]);
    return { on, rate, given, past };
  }

  /** Cancels an open contract (audited); 409 unless open. */
  async cancel(ctx: ServiceContext, id: HedgeId): Promise<HedgeRecord> {
    return this.ds.transaction(async (m) => {
      const before = await this.lock(m, ctx, id);
      const change = hedgeStatusChange(before.status, 'cancelled');
      if (!change.ok) throw new HedgeStateError(change.message);
      const rows = await sql<HedgeRow>(
        m,
        `UPDATE hedge_contracts SET status = 'cancelled', cancelled_on = $3, closed_at = $4, updated_at = $4
        WHERE owner_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [ctx.user.id, id, ctx.clock.today(), ctx.clock.now()],
      );
      const after = toRecord(theRow(rows, 'the changed contract'));
      await this.record(m, ctx, 'hedge.cancelled', after, before, after, `Cancelled forward contract #${id}`);
      return after;
    });
  }

  /**
   * Reopens a contract settled or cancelled in the last REVERSAL_WINDOW_DAYS days (the service
   * clock): open again, its settlement or cancellation cleared, audited as hedge.reopened beside
   * the event it reverses, which stays. 409 when it is open, or was closed longer ago.
   */
  async reopen(ctx: ServiceContext, id: HedgeId): Promise<HedgeRecord> {
    return this.ds.transaction(async (m) => {
      const before = await this.lock(m, ctx, id);
      if (before.status === 'open')
        throw new HedgeStateError(`Contract #${id} is open; only a settled or cancelled contract can be reopened.`);
      const done = before.status === 'settled' ? 'settled' : 'cancelled';
      if (before.closedAt === null)
        throw new HedgeStateError(`Contract #${id} was ${done} before contracts could be reopened, so it cannot be reopened.`);
      if (!isReversible(before.closedAt, ctx.clock.now()))
        throw new HedgeStateError(
          `Contract #${id} was ${done} on ${before.closedAt.toISOString().slice(0, 10)}, more than ${REVERSAL_WINDOW_DAYS} days ago, so it can no longer be reopened.`,
        );
      const rows = await sql<HedgeRow>(
        m,
        `UPDATE hedge_contracts SET status = 'open', settled_on = NULL, settlement_rate = NULL, cancelled_on = NULL, closed_at = NULL,
          updated_at = $3
        WHERE owner_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [ctx.user.id, id, ctx.clock.now()],
      );
      const after = toRecord(theRow(rows, 'the reopened contract'));
      const undone =
        before.status === 'settled'
          ? `its settlement on ${before.settledOn ?? ''} at ${before.settlementRate ?? ''} (realised ${formatAmountText(before.realisedGainLoss ?? '0', 'NZD')}) reversed`
          : `its cancellation on ${before.cancelledOn ?? ''} reversed`;
      await this.record(m, ctx, 'hedge.reopened', after, before, after, `Reopened forward contract #${id}: ${undone}`);
      return after;
    });
  }

  /** Open contracts per currency from the trigger-kept totals: one statement over maturity dates, never contracts. */
  async openPositions(ctx: ServiceContext): Promise<OpenPosition[]> {
    const rows = await sql<{ currency: string; contract_count: number; amount: string; locked_nzd: string }>(this.ds, OPEN_POSITIONS_SQL, [
      ctx.user.id,
    ]);
    return rows.map((r) => ({ currency: r.currency.trim(), contractCount: r.contract_count, amount: r.amount, lockedNzd: r.locked_nzd }));
  }

  /** Open contracts per currency with today's rate (1.0 when missing), for scenarios that shock only the unhedged part. */
  async openPositionsAtRates(ctx: ServiceContext): Promise<{ currency: string; amount: string; nzdPerUnit: string }[]> {
    const positions = await this.openPositions(ctx);
    if (positions.length === 0) return [];
    const rates = await this.rates.current(ctx.user.id, ctx.clock.now());
    return positions.map((p) => ({ currency: p.currency, amount: p.amount, nzdPerUnit: rates.get(p.currency)?.nzdPerUnit ?? '1' }));
  }

  /** The owner's target hedge ratios per horizon bucket (all null until set). */
  async policy(ctx: ServiceContext, db: DataSource | EntityManager = this.ds): Promise<HedgePolicyTargets> {
    const [row] = await sql<Record<HedgeBucket, string | null>>(
      db,
      'SELECT m0_3, m3_6, m6_12, m12plus FROM hedge_policies WHERE owner_id = $1',
      [ctx.user.id],
    );
    if (!row) return { ...EMPTY_HEDGE_POLICY };
    return Object.fromEntries(HEDGE_BUCKETS.map((b) => [b, row[b] === null ? null : plain(row[b] as string)])) as HedgePolicyTargets;
  }

  /** Replaces the policy (audited): each bucket a fraction 0 to 1, or null for no target. */
  async setPolicy(ctx: ServiceContext, p: HedgePolicyTargets): Promise<HedgePolicyTargets> {
    return this.ds.transaction(async (m) => {
      const before = await this.policy(ctx, m);
      await sql(
        m,
        `INSERT INTO hedge_policies (owner_id, m0_3, m3_6, m6_12, m12plus, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
        ON CONFLICT (owner_id) DO UPDATE SET m0_3 = $2, m3_6 = $3, m6_12 = $4, m12plus = $5, updated_at = $6`,
        [ctx.user.id, p.m0_3, p.m3_6, p.m6_12, p.m12plus, ctx.clock.now()],
      );
      const pct = (v: string | null) => (v === null ? 'none' : `${new Exact(v).times(100).toFixed()}%`);
      await this.audit.record(m, ctx.user.id, actorOf(ctx), ctx.clock.now(), [
        {
          entityType: 'hedge-policy',
          entityId: ctx.user.id,
          action: 'hedge.policy.set',
          message: `Set hedge policy: 0-3 months ${pct(p.m0_3)}, 3-6 months ${pct(p.m3_6)}, 6-12 months ${pct(p.m6_12)}, over 12 months ${pct(p.m12plus)}`,
          before,
          after: p,
        },
      ]);
      return p;
    });
  }

  /**
   * Gross exposure (the exposure module's engine), open contracts maturing in each horizon bucket,
   * the unhedged rest, the hedge ratio and the policy's verdict, per currency and bucket. Exact.
   */
  async coverage(ctx: ServiceContext, includeDrafts: boolean): Promise<HedgeCoverageAnswer> {
    const edges = hedgeBucketEdges(ctx.clock.today());
    const [gross, hedged, rates, policy] = await Promise.all([
      this.exposure.byHorizon(ctx, includeDrafts),
      sql<{ currency: string; bucket: HedgeBucket; amount: string }>(
        this.ds,
        `SELECT currency, CASE
          WHEN maturity_date <= $2::date THEN 'm0_3' WHEN maturity_date <= $3::date THEN 'm3_6'
          WHEN maturity_date <= $4::date THEN 'm6_12' ELSE 'm12plus' END AS bucket, sum(amount) AS amount
        FROM hedge_open_totals WHERE owner_id = $1 GROUP BY 1, 2`,
        [ctx.user.id, edges.m0_3, edges.m3_6, edges.m6_12],
      ),
      this.rates.current(ctx.user.id, ctx.clock.now()),
      this.policy(ctx),
    ]);
    const warnings: Warning[] = [];
    const rateOf = rateLookup(rates, warnings);
    const lines = hedgeCoverage(
      gross,
      hedged.map((h) => ({ ...h, currency: h.currency.trim() })),
      rateOf,
      policy,
    ).sort((a, b) => new Exact(b.grossNzd).comparedTo(a.grossNzd) || a.currency.localeCompare(b.currency));
    for (const l of lines) {
      for (const c of l.buckets) if (c.exceedsExposure) warnings.push(overHedge(l.currency, c.bucket, new Exact(c.hedged).minus(c.gross)));
    }
    return { asOf: ctx.clock.today(), includeDrafts, policy, lines, warnings };
  }

  /**
   * Policy compliance for a report (the exposure summary's export and preview): the coverage as
   * the Hedges screen shows it, sent and overdue invoices only, or null for an owner with neither
   * a policy target nor an open contract (whose report then has no such section).
   */
  async reportCompliance(ctx: ServiceContext): Promise<HedgeCoverageAnswer | null> {
    const answer = await this.coverage(ctx, false);
    const hasTarget = Object.values(answer.policy).some((t) => t !== null);
    const hasContracts = answer.lines.some((l) => !new Exact(l.hedged).isZero());
    return hasTarget || hasContracts ? answer : null;
  }

  /** Open contracts valued at today's rate against their locked rate, per currency (totals) and per contract (a page). */
  async markToMarket(
    ctx: ServiceContext,
    page: { limit: number; offset: number },
  ): Promise<{
    asOf: string;
    currencies: CurrencyMarkToMarket[];
    totalNzd: string;
    contracts: ContractMarkToMarket[];
    hasMore: boolean;
    warnings: Warning[];
  }> {
    const [positions, rates, open] = await Promise.all([
      this.openPositions(ctx),
      this.rates.current(ctx.user.id, ctx.clock.now()),
      this.list(ctx, { status: 'open', ...page }),
    ]);
    const warnings: Warning[] = [];
    const rateOf = rateLookup(rates, warnings);
    let total = new Exact(0);
    const currencies = positions.map((p): CurrencyMarkToMarket => {
      const market = rateOf(p.currency);
      // Σ amount × (locked − market) = Σ amount × locked − (Σ amount) × market, exactly.
      const mtm = new Exact(p.lockedNzd).minus(new Exact(p.amount).times(market));
      total = total.plus(mtm);
      return {
        currency: p.currency,
        contractCount: p.contractCount,
        amount: p.amount,
        lockedRate: new Exact(p.lockedNzd).dividedBy(p.amount).toFixed(),
        marketRate: plain(market),
        rateMissing: !rates.has(p.currency),
        markToMarket: mtm.toFixed(),
      };
    });
    return {
      asOf: ctx.clock.today(),
      currencies,
      totalNzd: total.toFixed(),
      hasMore: open.hasMore,
      warnings,
      contracts: open.items.map((c) => {
        const market = rateOf(c.currency);
        return { contract: c, marketRate: plain(market), markToMarket: markToMarket(c.amount, c.lockedRate, market).toFixed() };
      }),
    };
  }

  private async lock(m: EntityManager, ctx: ServiceContext, id: string): Promise<HedgeRecord> {
    const [row] = await sql<HedgeRow>(m, `SELECT ${COLUMNS} FROM hedge_contracts WHERE owner_id = $1 AND id = $2 FOR UPDATE`, [
      ctx.user.id,
      id,
    ]);
    if (!row) throw new HedgeNotFoundError(id);
    return toRecord(row);
  }

  private record(
    m: EntityManager,
    ctx: ServiceContext,
    action: string,
    h: HedgeRecord,
    before: HedgeRecord | undefined,
    after: HedgeRecord,
    message: string,
  ): Promise<void> {
    const snap = (r: HedgeRecord) => ({
      currency: r.currency,
      amount: r.amount,
      lockedRate: r.lockedRate,
      tradeDate: r.tradeDate,
      maturityDate: r.maturityDate,
      bank: r.bank,
      reference: r.reference,
      status: r.status,
      settledOn: r.settledOn,
      settlementRate: r.settlementRate,
      realisedGainLoss: r.realisedGainLoss,
      cancelledOn: r.cancelledOn,
    });
    return this.audit.record(m, ctx.user.id, actorOf(ctx), ctx.clock.now(), [
      {
        entityType: 'hedge',
        entityId: h.id,
        action,
        message,
        before: before ? snap(before) : undefined,
        after: snap(after),
      },
    ]);
  }
}

/** A currency's current NZD rate, or SPEC's 1.0 with its warning (once per currency). */
function rateLookup(rates: Map<string, CurrentRate>, warnings: Warning[]): (currency: string) => string {
  return (currency) => {
    const rate = rates.get(currency);
    if (rate) return rate.nzdPerUnit;
    addWarning(warnings, missingRate(currency));
    return '1';
  };
}
