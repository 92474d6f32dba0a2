import {
  addWarning,
  BASE_CURRENCY,
  changedHedge,
  EMPTY_HEDGE_POLICY,
  Exact,
  formatAmountText,
  hedgeBucket,
  hedgeCoverage,
  hedgeStatusChange,
  isReversible,
  markToMarket,
  missingRate,
  newHedge,
  nzdValue,
  overHedge,
  REVERSAL_WINDOW_DAYS,
  roundToMinor,
  settlementDateProblem,
  warningMessages,
  type CoverageLine,
  type HedgeBucket,
  type HedgeCompliance,
  type HedgeFields,
  type HedgePolicyTargets,
  type Warning,
  roundedCoverageLine,
} from '@keafx/schema';
import type {
  CurrencyMarkToMarket,
  HedgeContract,
  HedgeCoverage,
  HedgeCurrencyCoverage,
  HedgeMarkToMarket,
  HedgeSettlementPreview,
} from '../generated/resolvers';
import { CHANGE_HEDGE, CREATE_HEDGE, HEDGE_LIST_QUERY, HEDGE_PAGE_QUERY, SET_HEDGE_POLICY, SETTLEMENT } from './commands';
import { currencyEnum } from './exposure';
import type { DemoHedge } from './sampleData';
import { DemoError, type DemoStore } from './store';

/**
 * The demo's hedge book, answered as the api's hedges service and presenter answer it: the same
 * commands parse every argument, and schema/src's rules (horizon buckets, coverage, compliance,
 * mark to market, the status changes, the reopen window) make every figure; only the storing is
 * the demo store's, for the visit. Loaded with the first hedge operation, so the demo's first
 * screen does not carry it. The demo's rates are its only rates, so they stand for any date.
 */

const BUCKET_ENUM = { m0_3: 'M0_3', m3_6: 'M3_6', m6_12: 'M6_12', m12plus: 'M12PLUS' } as const satisfies Record<HedgeBucket, string>;
const COMPLIANCE_ENUM = {
  under: 'UNDER',
  over: 'OVER',
  'on-target': 'ON_TARGET',
  'no-target': 'NO_TARGET',
} as const satisfies Record<HedgeCompliance, string>;

/** NZD to the cent, as the api's edge rounds it. */
const nzd = (v: Exact | string): string => roundToMinor(v, BASE_CURRENCY);
/** Rates without padding zeros. */
const plain = (v: string): string => new Exact(v).toFixed();

function refuse(errors: readonly { field: string; message: string }[]): never {
  throw new DemoError(errors.map((e) => e.message).join('; '), 'BAD_USER_INPUT', errors[0]?.field ?? 'input');
}

/** Only the fields the caller sent, as the api's resolver reads GraphQL input (absent and null alike). */
const sent = (input: object | null | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(input ?? {}).filter(([, v]) => v !== undefined && v !== null));

/** The GraphQL `HedgeContract`: the amount in its currency's digits, the realised gain to the cent. */
function presentHedge(h: DemoHedge): HedgeContract {
  return {
    ...h,
    amount: roundToMinor(h.amount, h.currency),
    status: h.status === 'open' ? 'OPEN' : h.status === 'settled' ? 'SETTLED' : 'CANCELLED',
    realisedGainLoss: h.settlementRate === null ? null : nzd(markToMarket(h.amount, h.lockedRate, h.settlementRate)),
  };
}

/** A contract by id: a positive whole number (as the api's parser), else BAD_USER_INPUT; unknown, NOT_FOUND. */
function hedgeOf(store: DemoStore, id: string): DemoHedge {
  if (!/^[1-9]\d{0,17}$/.test(id)) throw new DemoError('id must be a positive whole number', 'BAD_USER_INPUT', 'id');
  const found = store.hedges.find((h) => h.id === id);
  if (!found) throw new DemoError(`Hedge contract ${id} was not found`, 'NOT_FOUND');
  return found;
}

const byMaturity = (a: DemoHedge, b: DemoHedge): number => a.maturityDate.localeCompare(b.maturityDate) || Number(a.id) - Number(b.id);

/** The book, soonest maturity first, paged and filtered by status through the api's own command. */
function listHedges(store: DemoStore, a: { status?: string | null; limit?: number; offset?: number }) {
  const parsed = HEDGE_LIST_QUERY.graphql.parse({ limit: a.limit, offset: a.offset, status: a.status?.toLowerCase() ?? null }, undefined);
  if (!parsed.ok) return refuse(parsed.errors);
  const { status, limit, offset } = parsed.value;
  const rows = store.hedges.filter((h) => !status || h.status === status).sort(byMaturity);
  return { items: rows.slice(offset, offset + limit).map(presentHedge), hasMore: rows.length > offset + limit };
}

/** A currency's demo rate, or SPEC's 1.0 with its warning (once per currency), as the api's lookup. */
function rateLookup(store: DemoStore, warnings: Warning[]): (currency: string) => string {
  return (currency) => {
    const rate = store.rates[currency];
    if (rate) return rate;
    addWarning(warnings, missingRate(currency));
    return '1';
  };
}

function presentCoverageLine(l: CoverageLine): HedgeCurrencyCoverage {
  const line = roundedCoverageLine(l);
  return {
    ...line,
    currency: currencyEnum(l.currency),
    buckets: line.buckets.map((c) => ({ ...c, bucket: BUCKET_ENUM[c.bucket], compliance: COMPLIANCE_ENUM[c.compliance] })),
  };
}

/**
 * Coverage as the api's service builds it: gross exposure by currency and horizon from the
 * invoices the exposure counts, open contracts by maturity, schema/src's hedgeCoverage over both
 * at the demo's rates and policy, largest NZD exposure first, with the over-hedge warnings.
 */
export function coverageLines(store: DemoStore, includeDrafts: boolean): { lines: CoverageLine[]; warnings: Warning[] } {
  const today = store.today;
  const gross = store
    .exposureInvoices(includeDrafts)
    .map((i) => ({ currency: i.currency, bucket: hedgeBucket(i.dueDate, today), amount: i.amount }));
  const hedged = store.hedges
    .filter((h) => h.status === 'open')
    .map((h) => ({ currency: h.currency, bucket: hedgeBucket(h.maturityDate, today), amount: h.amount }));
  const warnings: Warning[] = [];
  const lines = hedgeCoverage(gross, hedged, rateLookup(store, warnings), store.hedgePolicy).sort(
    (a, b) => new Exact(b.grossNzd).comparedTo(a.grossNzd) || a.currency.localeCompare(b.currency),
  );
  for (const l of lines) {
    for (const c of l.buckets) if (c.exceedsExposure) warnings.push(overHedge(l.currency, c.bucket, new Exact(c.hedged).minus(c.gross)));
  }
  return { lines, warnings };
}

function presentCoverage(store: DemoStore, includeDrafts: boolean): HedgeCoverage {
  const { lines, warnings } = coverageLines(store, includeDrafts);
  return {
    asOf: store.today,
    includeDrafts,
    policy: store.hedgePolicy,
    currencies: lines.map(presentCoverageLine),
    warnings: warningMessages(warnings),
  };
}

/** Open contracts at today's demo rate against their locked rate: per currency (totals) and a page of contracts. */
function presentMarkToMarket(store: DemoStore, a: { limit?: number; offset?: number }): HedgeMarkToMarket {
  const page = HEDGE_PAGE_QUERY.graphql.parse({ limit: a.limit, offset: a.offset }, undefined);
  if (!page.ok) return refuse(page.errors);
  const { limit, offset } = page.value;
  const open = store.hedges.filter((h) => h.status === 'open').sort(byMaturity);
  const warnings: Warning[] = [];
  const rateOf = rateLookup(store, warnings);
  const currencies = [...new Set(open.map((h) => h.currency))].sort();
  let total = new Exact(0);
  const lines = currencies.map((currency): CurrencyMarkToMarket => {
    const mine = open.filter((h) => h.currency === currency);
    const market = rateOf(currency);
    const amount = mine.reduce((t, h) => t.plus(h.amount), new Exact(0));
    const lockedNzd = mine.reduce((t, h) => t.plus(nzdValue(h.amount, h.lockedRate)), new Exact(0));
    const mtm = mine.reduce((t, h) => t.plus(markToMarket(h.amount, h.lockedRate, market)), new Exact(0));
    total = total.plus(mtm);
    return {
      currency: currencyEnum(currency),
      contractCount: mine.length,
      amount: roundToMinor(amount, currency),
      // The amount-weighted locked rate, to 10 places as the api presents it.
      lockedRate: lockedNzd.dividedBy(amount).toDecimalPlaces(10).toFixed(),
      marketRate: plain(market),
      rateMissing: !store.rates[currency],
      markToMarket: nzd(mtm),
    };
  });
  return {
    asOf: store.today,
    currencies: lines,
    totalNzd: nzd(total),
    hasMore: open.length > offset + limit,
    warnings: warningMessages(warnings),
    contracts: open.slice(offset, offset + limit).map((h) => {
      const market = rateOf(h.currency);
      return { contract: presentHedge(h), marketRate: plain(market), markToMarket: nzd(markToMarket(h.amount, h.lockedRate, market)) };
    }),
  };
}

/** A settlement's date and rate, as the api's settlementOf: the SETTLEMENT command, the trade-date floor, the demo's rate when none given. */
function settlementOf(store: DemoStore, h: DemoHedge, a: { settlementRate?: string | null; settlementDate?: string | null }) {
  const change = hedgeStatusChange(h.status, 'settled');
  if (!change.ok) throw new DemoError(change.message, 'CONFLICT', 'status');
  const parsed = SETTLEMENT.graphql.parse(sent({ settlementRate: a.settlementRate, settlementDate: a.settlementDate }), store.today);
  if (!parsed.ok) return refuse(parsed.errors);
  const on = parsed.value.settlementDate ?? store.today;
  const problem = settlementDateProblem(on, store.today, 'settlementDate', { date: h.tradeDate, what: "the contract's trade date" });
  if (problem) refuse([{ field: 'settlementDate', message: problem }]);
  const rate = parsed.value.settlementRate ?? store.rates[h.currency];
  if (!rate) refuse([{ field: 'settlementRate', message: `There is no rate for ${h.currency} today; give settlementRate` }]);
  return { on, rate: plain(rate as string) };
}

function settlementPreview(
  store: DemoStore,
  id: string,
  a: { settlementRate?: string | null; settlementDate?: string | null },
): HedgeSettlementPreview {
  const h = hedgeOf(store, id);
  const { on, rate } = settlementOf(store, h, a);
  return { settlementDate: on, settlementRate: rate, realisedGainLoss: nzd(markToMarket(h.amount, h.lockedRate, rate)) };
}

/** Writes, each kept for the visit only and written to the demo's audit trail. */
const logHedge = (store: DemoStore, h: DemoHedge, action: string, message: string): void => {
  store.log(`${message} (not saved)`, action, { type: 'hedge', id: h.id });
};

function settleHedge(store: DemoStore, id: string, a: { settlementRate?: string | null; settlementDate?: string | null }): HedgeContract {
  const h = hedgeOf(store, id);
  const { on, rate } = settlementOf(store, h, a);
  const now = store.clock().toISOString();
  Object.assign(h, { status: 'settled', settledOn: on, settlementRate: rate, closedAt: now, updatedAt: now });
  const done = presentHedge(h);
  logHedge(
    store,
    h,
    'hedge.settled',
    `Settled demo forward contract #${h.id}${on === store.today ? '' : ` on ${on}`} at ${rate}: realised ${formatAmountText(done.realisedGainLoss ?? '0', 'NZD')}`,
  );
  return done;
}

function cancelHedge(store: DemoStore, id: string): HedgeContract {
  const h = hedgeOf(store, id);
  const change = hedgeStatusChange(h.status, 'cancelled');
  if (!change.ok) throw new DemoError(change.message, 'CONFLICT', 'status');
  const now = store.clock().toISOString();
  Object.assign(h, { status: 'cancelled', cancelledOn: store.today, closedAt: now, updatedAt: now });
  logHedge(store, h, 'hedge.cancelled', `Cancelled demo forward contract #${h.id}`);
  return presentHedge(h);
}

/** Undo of a settle or cancel within the api's window (isReversible): open again, its closing cleared. */
function reopenHedge(store: DemoStore, id: string): HedgeContract {
  const h = hedgeOf(store, id);
  if (h.status === 'open')
    throw new DemoError(`Contract #${id} is open; only a settled or cancelled contract can be reopened.`, 'CONFLICT', 'status');
  const now = store.clock();
  if (!isReversible(h.closedAt, now))
    throw new DemoError(
      `Contract #${id} was ${h.status} on ${(h.closedAt ?? '').slice(0, 10)}, more than ${REVERSAL_WINDOW_DAYS} days ago, so it can no longer be reopened.`,
      'CONFLICT',
      'status',
    );
  const was = h.status;
  Object.assign(h, {
    status: 'open',
    settledOn: null,
    settlementRate: null,
    cancelledOn: null,
    closedAt: null,
    updatedAt: now.toISOString(),
  });
  logHedge(
    store,
    h,
    'hedge.reopened',
    `Reopened demo forward contract #${h.id}: its ${was === 'settled' ? 'settlement' : 'cancellation'} reversed`,
  );
  return presentHedge(h);
}

/** Books a contract by the api's CREATE_HEDGE command (today from the demo's clock); ids follow the highest. */
function createHedge(store: DemoStore, input: object): HedgeContract {
  const parsed = CREATE_HEDGE.graphql.parse(sent(input), store.today);
  if (!parsed.ok) return refuse(parsed.errors);
  const f = newHedge(parsed.value, store.today);
  const now = store.clock().toISOString();
  const h: DemoHedge = {
    ...f,
    id: String(store.hedges.reduce((max, x) => Math.max(max, Number(x.id)), 0) + 1),
    status: 'open',
    settledOn: null,
    settlementRate: null,
    cancelledOn: null,
    closedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  store.hedges = [...store.hedges, h];
  logHedge(
    store,
    h,
    'hedge.created',
    `Booked demo forward ${formatAmountText(h.amount, h.currency)} at ${h.lockedRate} maturing ${h.maturityDate} with ${h.bank}`,
  );
  return presentHedge(h);
}

/** Changes an open contract by CHANGE_HEDGE and the shared rule across fields (changedHedge). */
function updateHedge(store: DemoStore, id: string, input: object): HedgeContract {
  const h = hedgeOf(store, id);
  const parsed = CHANGE_HEDGE.graphql.parse(sent(input), undefined);
  if (!parsed.ok) return refuse(parsed.errors);
  const changed = changedHedge(parsed.value, h as HedgeFields, store.today);
  if (!changed.ok) return refuse(changed.errors);
  if (h.status !== 'open') throw new DemoError(`Only an open contract can be changed; this one is ${h.status}.`, 'CONFLICT', 'status');
  Object.assign(h, changed.value, { updatedAt: store.clock().toISOString() });
  logHedge(store, h, 'hedge.updated', `Changed demo forward contract #${h.id}`);
  return presentHedge(h);
}

/** Replaces the policy by SET_HEDGE_POLICY: each bucket a fraction 0 to 1, or none. */
function setHedgePolicy(store: DemoStore, input: object): HedgePolicyTargets {
  const parsed = SET_HEDGE_POLICY.graphql.parse({ ...input }, undefined);
  if (!parsed.ok) return refuse(parsed.errors);
  store.hedgePolicy = { ...EMPTY_HEDGE_POLICY, ...parsed.value };
  const pct = (v: string | null) => (v === null ? 'none' : `${new Exact(v).times(100).toFixed()}%`);
  const p = store.hedgePolicy;
  store.log(
    `Set demo hedge policy: 0-3 months ${pct(p.m0_3)}, 3-6 months ${pct(p.m3_6)}, 6-12 months ${pct(p.m6_12)}, over 12 months ${pct(p.m12plus)} (not saved)`,
    'hedge.policy.set',
    { type: 'hedge-policy', id: null },
  );
  return store.hedgePolicy;
}

/** The demo's hedge operations as the resolvers call them: one object, since the module is fetched on the first of them. */
export const HEDGE_BOOK = {
  listHedges,
  presentHedge,
  hedgeOf,
  presentCoverage,
  presentMarkToMarket,
  settlementPreview,
  settleHedge,
  cancelHedge,
  reopenHedge,
  createHedge,
  updateHedge,
  setHedgePolicy,
};
