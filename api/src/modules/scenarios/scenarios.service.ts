import {
  areSimilar,
  BASE_CURRENCY,
  unhedgedScenarioLines,
  Exact,
  formatAmountText,
  roundToMinor,
  runScenario,
  SUPPORTED_CURRENCIES,
  type CurrencyCode,
  type Warning,
  type ScenarioResult,
  type ScenarioTag,
  type ShockVector,
  type RunScenarioCommand,
  type RunScenariosCommand,
  type SaveScenarioCommand,
} from '@keafx/schema';
import type { Page, PageOf } from '../../paging';
import type { DataSource, EntityManager } from 'typeorm';
import { sql, theRow } from '../../database/sql';
import { actorOf, type ServiceContext } from '../../request-context';
import type { AuditService } from '../audit';
import type { ExposureService, ExposureSummary } from '../exposure';
import type { InvoiceRecord } from '../invoices';
import { ScenarioNotFoundError, TooManyScenariosError } from './scenarios.errors';
import type { ScenarioId } from './scenario-params';
import type { Row } from '../../database/rows';

/** Open hedge contracts per currency at today's rate, as the composition root wires them in from the hedges module. */
export type HedgedPositions = (ctx: ServiceContext) => Promise<{ currency: string; amount: string; nzdPerUnit: string }[]>;

/** The same shocks on the unhedged part only (gross − open contracts). Exact. */
export interface HedgedScenario {
  totalCurrent: string;
  totalShocked: string;
  totalImpact: string;
  lines: { currency: string; unhedgedAmount: string; currentNzd: string; shockedNzd: string; impact: string }[];
}

/** A scenario computed on today's exposure and rates. Money exact and unrounded. */
export interface ScenarioRun extends ScenarioResult {
  /** With the owner's open hedges: only the unhedged part shocked (absent on saved runs). */
  withHedges?: HedgedScenario;
  name: string | null;
  baseCurrency: typeof BASE_CURRENCY;
  includeDrafts: boolean;
  shocks: ShockVector;
  asOf: string;
  rateSnapshotDate: string | null;
  warnings: Warning[];
}

export interface MultiScenarioRun {
  baseCurrency: typeof BASE_CURRENCY;
  includeDrafts: boolean;
  asOf: string;
  rateSnapshotDate: string | null;
  totalCurrent: string;
  warnings: Warning[];
  scenarios: ScenarioRun[];
}

export interface SavedScenarioRecord {
  id: string;
  ownerId: string;
  name: string;
  tags: ScenarioTag[];
  shocks: ShockVector;
  includeDrafts: boolean;
  /** The business date the rates were read on when it was saved. */
  rateSnapshotDate: string;
  totalExposure: string;
  impactAmount: string;
  /** The exposure-weighted shock in percent (the slider's value for a uniform shock). */
  rateShock: string;
  affectedInvoiceCount: number;
  affectedCurrencies: string[];
  pinned: boolean;
  createdAt: Date;
  /** Everything it computed when saved. */
  saved: ScenarioRun;
}

export interface ScenarioComparison {
  scenarios: [SavedScenarioRecord, SavedScenarioRecord];
  /** Second impact minus first, as saved. */
  impactDifference: string;
  /** SPEC's rule on the saved impacts: under 500 NZD apart. */
  similar: boolean;
  /** Both re-run on today's exposure and rates. */
  now: [ScenarioRun, ScenarioRun];
  similarNow: boolean;
  shocks: { currency: string; first: string; second: string }[];
}

type SavedRow = Row<'saved_scenarios', { shocks: ShockVector; computed: ScenarioRun }>;

const COLUMNS = `id, owner_id, name, tags, shocks, include_drafts, rate_snapshot_date, total_exposure, impact_amount, rate_shock,
  affected_invoice_count, affected_currencies, pinned, created_at, computed`;

/** The owner's saved scenarios, pinned first, then newest (SPEC section 4). */
export const SAVED_LIST_SQL = `SELECT ${COLUMNS} FROM saved_scenarios WHERE owner_id = $1 ORDER BY pinned DESC, created_at DESC, id DESC`;

/** An owner may keep this many saved scenarios. */
export const SAVED_MAX = 500;

function toRecord(r: SavedRow): SavedScenarioRecord {
  return {
    id: String(r.id),
    ownerId: r.owner_id,
    name: r.name,
    tags: r.tags as ScenarioTag[],
    shocks: r.shocks,
    includeDrafts: r.include_drafts,
    rateSnapshotDate: r.rate_snapshot_date,
    totalExposure: r.total_exposure,
    impactAmount: r.impact_amount,
    rateShock: r.rate_shock,
    affectedInvoiceCount: r.affected_invoice_count,
    affectedCurrencies: r.affected_currencies,
    pinned: r.pinned,
    createdAt: r.created_at,
    saved: r.computed,
  };
}

/** "USD +10%, EUR -5%" for audit lines. */
export function describeShocks(shocks: ShockVector): string {
  return Object.entries(shocks)
    .map(([c, s]) => {
      const pct = new Exact(s ?? 0).times(100);
      return `${c} ${pct.isNegative() ? '' : '+'}${pct.toFixed()}%`;
    })
    .join(', ');
}

/** Rate-shock scenarios on the owner's exposure: run, run several side by side, save, list, pin, compare. */
export class ScenariosService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly exposure: ExposureService,
    private readonly hedged?: HedgedPositions,
  ) {}

  private positions(ctx: ServiceContext) {
    return this.hedged ? this.hedged(ctx) : Promise.resolve([]);
  }

  /** One shock vector on today's exposure. Throws ValidationError on bad input. */
  async run(ctx: ServiceContext, req: RunScenarioCommand): Promise<ScenarioRun> {
    const [summary, positions] = await Promise.all([this.exposure.summary(ctx, req.includeDrafts), this.positions(ctx)]);
    return withHedges(compute(summary, req.shocks, null), summary, positions);
  }

  /** Several named vectors on one read of the exposure, answered side by side in the order given. */
  async runMany(ctx: ServiceContext, req: RunScenariosCommand): Promise<MultiScenarioRun> {
    const [summary, positions] = await Promise.all([this.exposure.summary(ctx, req.includeDrafts), this.positions(ctx)]);
    return {
      baseCurrency: BASE_CURRENCY,
      includeDrafts: req.includeDrafts,
      asOf: summary.asOf,
      rateSnapshotDate: summary.rateSnapshotDate,
      totalCurrent: summary.totalNzd,
      warnings: summary.warnings,
      scenarios: req.scenarios.map((s) => withHedges(compute(summary, s.shocks, s.name), summary, positions)),
    };
  }

  /** Re-runs a saved scenario's vector on an exposure summary read today (pure; no SQL). */
  rerun(saved: SavedScenarioRecord, summary: ExposureSummary): ScenarioRun {
    return compute(summary, saved.shocks, saved.name);
  }

  /** Saves a scenario with what it computes now (audited). SPEC's name message when blank. */
  async save(ctx: ServiceContext, req: SaveScenarioCommand): Promise<SavedScenarioRecord> {
    const summary = await this.exposure.summary(ctx, req.includeDrafts);
    const run = compute(summary, req.shocks, req.name);
    const now = ctx.clock.now();
    return this.ds.transaction(async (m) => {
      // One save of an owner at a time, so saves at once cannot all slip under SAVED_MAX (issue 25: ten at 496 made 506).
      await sql(m, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`saved-scenarios:${ctx.user.id}`]);
      const { n } = theRow(
        await sql<{ n: number }>(m, 'SELECT count(*)::int AS n FROM saved_scenarios WHERE owner_id = $1', [ctx.user.id]),
        'the saved count',
      );
      if (n >= SAVED_MAX) throw new TooManyScenariosError(SAVED_MAX);
      const rows = await sql<SavedRow>(
        m,
        `INSERT INTO saved_scenarios (owner_id, name, tags, shocks, include_drafts, rate_snapshot_date,
           total_exposure, impact_amount, rate_shock, affected_invoice_count, affected_currencies, pinned, created_at, computed)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, false, $12, $13) RETURNING ${COLUMNS}`,
        [
          ctx.user.id,
          req.name,
          req.tags,
          JSON.stringify(req.shocks),
          req.includeDrafts,
          summary.asOf,
          roundToMinor(run.totalCurrent, 'NZD'),
          roundToMinor(run.totalImpact, 'NZD'),
          run.shockPercent,
          run.affectedInvoiceCount,
          run.affectedCurrencies,
          now,
          JSON.stringify(run),
        ],
      );
      const saved = toRecord(theRow(rows, 'the saved scenario'));
      await this.record(
        m,
        ctx,
        saved,
        'scenario.saved',
        `Saved scenario "${saved.name}" (${describeShocks(saved.shocks)}): impact ${formatAmountText(saved.impactAmount, 'NZD')} on ${formatAmountText(saved.totalExposure, 'NZD')}`,
      );
      return saved;
    });
  }

  /** The owner's saved scenarios: pinned first, then newest (SPEC section 4). */
  async list(ctx: ServiceContext): Promise<SavedScenarioRecord[]> {
    const rows = await sql<SavedRow>(this.ds, SAVED_LIST_SQL, [ctx.user.id]);
    return rows.map(toRecord);
  }

  /** One saved scenario; another owner's id and an unknown one both throw ScenarioNotFoundError. */
  async get(ctx: ServiceContext, id: ScenarioId): Promise<SavedScenarioRecord> {
    const [row] = await sql<SavedRow>(this.ds, `SELECT ${COLUMNS} FROM saved_scenarios WHERE owner_id = $1 AND id = $2`, [ctx.user.id, id]);
    if (!row) throw new ScenarioNotFoundError(id);
    return toRecord(row);
  }

  /** Pins or unpins (audited; no audit line when nothing changes). */
  async setPinned(ctx: ServiceContext, id: ScenarioId, pinned: boolean): Promise<SavedScenarioRecord> {
    return this.ds.transaction(async (m) => {
      const before = await this.lock(m, ctx, id);
      if (before.pinned === pinned) return before;
      const rows = await sql<SavedRow>(m, `UPDATE saved_scenarios SET pinned = $3 WHERE owner_id = $1 AND id = $2 RETURNING ${COLUMNS}`, [
        ctx.user.id,
        id,
        pinned,
      ]);
      const after = toRecord(theRow(rows, 'the pinned scenario'));
      await this.record(
        m,
        ctx,
        after,
        pinned ? 'scenario.pinned' : 'scenario.unpinned',
        `${pinned ? 'Pinned' : 'Unpinned'} scenario "${after.name}"`,
      );
      return after;
    });
  }

  /** Deletes a saved scenario (audited) and returns it as it was. */
  async remove(ctx: ServiceContext, id: ScenarioId): Promise<SavedScenarioRecord> {
    return this.ds.transaction(async (m) => {
      const before = await this.lock(m, ctx, id);
      await sql(m, 'DELETE FROM saved_scenarios WHERE owner_id = $1 AND id = $2', [ctx.user.id, id]);
      await this.record(m, ctx, before, 'scenario.deleted', `Deleted scenario "${before.name}"`);
      return before;
    });
  }

  /** The invoices a saved scenario's non-zero shocks touch today, soonest due first. */
  async affectedInvoices(ctx: ServiceContext, id: ScenarioId, page: Page): Promise<PageOf<InvoiceRecord>> {
    const saved = await this.get(ctx, id);
    const currencies = Object.entries(saved.shocks)
      .filter(([, s]) => !new Exact(s ?? 0).isZero())
      .map(([c]) => c);
    return this.exposure.invoicesIn(ctx, { includeDrafts: saved.includeDrafts, currencies, ...page });
  }

  /** Exactly two saved scenarios side by side, as saved and as they stand today, with SPEC's 'similar' rule. */
  async compare(ctx: ServiceContext, [idA, idB]: [ScenarioId, ScenarioId]): Promise<ScenarioComparison> {
    // Settled in order, so a missing id is reported as the first one asked for, every time.
    const [first, second] = await Promise.allSettled([this.get(ctx, idA), this.get(ctx, idB)]);
    if (first.status === 'rejected') throw first.reason;
    if (second.status === 'rejected') throw second.reason;
    const [a, b] = [first.value, second.value];
    const summaries = new Map<boolean, Promise<ExposureSummary>>();
    const summaryFor = (drafts: boolean) => {
      if (!summaries.has(drafts)) summaries.set(drafts, this.exposure.summary(ctx, drafts));
      return summaries.get(drafts) as Promise<ExposureSummary>;
    };
    const [summaryA, summaryB] = await Promise.all([summaryFor(a.includeDrafts), summaryFor(b.includeDrafts)]);
    const nowA = this.rerun(a, summaryA);
    const nowB = this.rerun(b, summaryB);
    const currencies = SUPPORTED_CURRENCIES.filter((c) => a.shocks[c] !== undefined || b.shocks[c] !== undefined);
    return {
      scenarios: [a, b],
      impactDifference: new Exact(b.impactAmount).minus(a.impactAmount).toFixed(),
      similar: areSimilar(a.impactAmount, b.impactAmount),
      now: [nowA, nowB],
      similarNow: areSimilar(roundToMinor(nowA.totalImpact, 'NZD'), roundToMinor(nowB.totalImpact, 'NZD')),
      shocks: currencies.map((c: CurrencyCode) => ({ currency: c, first: a.shocks[c] ?? '0', second: b.shocks[c] ?? '0' })),
    };
  }

  private async lock(m: EntityManager, ctx: ServiceContext, id: string): Promise<SavedScenarioRecord> {
    const [row] = await sql<SavedRow>(m, `SELECT ${COLUMNS} FROM saved_scenarios WHERE owner_id = $1 AND id = $2 FOR UPDATE`, [
      ctx.user.id,
      id,
    ]);
    if (!row) throw new ScenarioNotFoundError(id);
    return toRecord(row);
  }

  private record(m: EntityManager, ctx: ServiceContext, s: SavedScenarioRecord, action: string, message: string): Promise<void> {
    const snapshot = {
      name: s.name,
      tags: s.tags,
      shocks: s.shocks,
      includeDrafts: s.includeDrafts,
      pinned: s.pinned,
      impactAmount: s.impactAmount,
    };
    return this.audit.record(m, ctx.user.id, actorOf(ctx), ctx.clock.now(), [
      {
        entityType: 'scenario',
        entityId: s.id,
        action,
        message,
        before: action === 'scenario.saved' ? undefined : { ...snapshot, pinned: action === 'scenario.deleted' ? s.pinned : !s.pinned },
        after: action === 'scenario.deleted' ? undefined : snapshot,
      },
    ]);
  }
}

/** SPEC's arithmetic (schema/src) on the summary's per-currency NZD values. */
function compute(summary: ExposureSummary, shocks: ShockVector, name: string | null): ScenarioRun {
  const result = runScenario(
    summary.lines.map((l) => ({ currency: l.currency, currentNzd: l.nzdValue, invoiceCount: l.invoiceCount })),
    shocks,
  );
  return {
    ...result,
    name,
    baseCurrency: BASE_CURRENCY,
    includeDrafts: summary.includeDrafts,
    shocks,
    asOf: summary.asOf,
    rateSnapshotDate: summary.rateSnapshotDate,
    warnings: summary.warnings.filter((w) => w.code === 'missing_rate'),
  };
}

/** Adds the impact with hedges: the same shocks on each currency's unhedged amount (schema/src's arithmetic). */
function withHedges(run: ScenarioRun, summary: ExposureSummary, positions: Awaited<ReturnType<HedgedPositions>>): ScenarioRun {
  const lines = unhedgedScenarioLines(
    summary.lines.map((l) => ({ currency: l.currency, amount: l.amount, nzdPerUnit: l.applied.nzdPerUnit, invoiceCount: l.invoiceCount })),
    positions,
  );
  const result = runScenario(lines, run.shocks);
  return {
    ...run,
    withHedges: {
      totalCurrent: result.totalCurrent,
      totalShocked: result.totalShocked,
      totalImpact: result.totalImpact,
      lines: result.lines.map((l, i) => ({
        currency: l.currency,
        unhedgedAmount: lines[i]?.unhedgedAmount ?? '0',
        currentNzd: l.currentNzd,
        shockedNzd: l.shockedNzd,
        impact: l.impact,
      })),
    },
  };
}
