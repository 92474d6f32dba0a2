import {
  BASE_CURRENCY,
  Exact,
  roundToMinor,
  runScenario,
  SHOCK_SLIDER_MAX_PERCENT,
  SHOCK_SLIDER_MIN_PERCENT,
  type CurrencyCode,
  type GuidanceBand,
  type ScenarioInputLine,
  type ShockVector,
} from '@keafx/schema';

/** SPEC section 5: the scenario page's slider moves in steps of 0.1. */
export const SLIDER_STEP = 0.1;
/** SPEC section 9's presets (0 is Reset). */
export const PRESETS = [-10, -5, 0, 5, 10] as const;

/** What the simulator needs of one currency of the loaded exposure. */
export interface ExposureLineInput {
  currency: string;
  totalAmount: string;
  nzdPerUnit: string;
  invoiceCount: number;
}

/** The simulator's own settings: the slider, per-currency shocks that differ from it, the drafts flag. */
export interface SimulatorState {
  percent: number;
  overrides: Readonly<Record<string, number>>;
  includeDrafts: boolean;
}

export const INITIAL_STATE: SimulatorState = { percent: 0, overrides: {}, includeDrafts: false };

/** A percent within SPEC's range, on the 0.1 grid (NaN is 0). */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const clamped = Math.min(SHOCK_SLIDER_MAX_PERCENT, Math.max(SHOCK_SLIDER_MIN_PERCENT, value));
  return Math.round(clamped * 10) / 10 || 0;
}

/**
 * The exposure as the api's scenario arithmetic reads it: each currency's exact NZD value,
 * native amount × NZD per unit (both exact in the exposure answer), never the rounded figure,
 * so the page's answer and the api's agree to the cent.
 */
export function scenarioLines(currencies: readonly ExposureLineInput[]): ScenarioInputLine[] {
  return currencies.map((c) => ({
    currency: c.currency,
    currentNzd: new Exact(c.totalAmount).times(c.nzdPerUnit),
    invoiceCount: c.invoiceCount,
  }));
}

export const foreignCurrencies = (currencies: readonly { currency: string }[]): string[] =>
  currencies.map((c) => c.currency).filter((c) => c !== BASE_CURRENCY);

/** The shock of one currency in percent: its own when set, else the slider's. */
export const shockOf = (state: SimulatorState, currency: string): number => state.overrides[currency] ?? state.percent;

/** The shock vector (fractions) for every foreign currency of the exposure. */
export function shockVector(currencies: readonly string[], state: SimulatorState): ShockVector {
  const out: ShockVector = {};
  for (const c of currencies) out[c as CurrencyCode] = new Exact(shockOf(state, c)).dividedBy(100).toFixed();
  return out;
}

/** The same vector as the GraphQL ShockInput list. */
export const shockInputs = (vector: ShockVector) =>
  Object.entries(vector).map(([currency, shock]) => ({ currency: currency as CurrencyCode, shock: Number(shock) }));

export interface SimulatedLine {
  currency: string;
  shockPercent: number;
  currentNzd: string;
  shockedNzd: string;
  impact: string;
  invoiceCount: number;
}

export interface Simulation {
  lines: SimulatedLine[];
  totalCurrent: string;
  totalShocked: string;
  totalImpact: string;
  affectedInvoiceCount: number;
  band: GuidanceBand;
  guidance: string;
}

const cents = (v: string): string => roundToMinor(v, BASE_CURRENCY);

/** SPEC section 9's arithmetic (schema/src, the api's own) on the loaded exposure, rounded once to cents as the api answers. */
export function simulate(lines: readonly ScenarioInputLine[], vector: ShockVector): Simulation {
  const r = runScenario(lines, vector);
  return {
    lines: r.lines.map((l) => ({
      currency: l.currency,
      shockPercent: Number(new Exact(l.shock).times(100)),
      currentNzd: cents(l.currentNzd),
      shockedNzd: cents(l.shockedNzd),
      impact: cents(l.impact),
      invoiceCount: l.invoiceCount,
    })),
    totalCurrent: cents(r.totalCurrent),
    totalShocked: cents(r.totalShocked),
    totalImpact: cents(r.totalImpact),
    affectedInvoiceCount: r.affectedInvoiceCount,
    band: r.guidance.band,
    guidance: r.guidance.text,
  };
}

/**
 * A saved shock vector (percent per currency) as simulator settings: the slider takes the
 * value most of today's currencies share (one the scenario leaves out counts as 0), the rest become per-currency shocks, and a currency of today's
 * exposure the scenario did not shock is held at 0.
 */
export function stateFromSaved(
  shocks: readonly { currency: string; percent: string }[],
  exposureCurrencies: readonly string[],
  includeDrafts: boolean,
): SimulatorState {
  const named = new Set(shocks.map((s) => s.currency));
  const unnamed = exposureCurrencies.filter((c) => !named.has(c) && c !== BASE_CURRENCY);
  // Every currency votes with its shock; one the scenario leaves out votes for 0.
  const counts = new Map<number, number>(unnamed.length ? [[0, unnamed.length]] : []);
  for (const s of shocks) counts.set(Number(s.percent), (counts.get(Number(s.percent)) ?? 0) + 1);
  let percent = 0;
  let best = 0;
  for (const [p, n] of counts) if (n > best || (n === best && Math.abs(p) < Math.abs(percent))) [percent, best] = [p, n];
  const overrides: Record<string, number> = {};
  for (const s of shocks) if (Number(s.percent) !== percent) overrides[s.currency] = Number(s.percent);
  if (percent !== 0) for (const c of unnamed) overrides[c] = 0;
  return { percent: clampPercent(percent), overrides, includeDrafts };
}

/** "+10%", "-5.5%", "0%". */
export const signedPercent = (pct: number): string => `${pct > 0 ? '+' : ''}${Number(pct.toFixed(1))}%`;

/** The query string of the current scenario's export: `shocks=USD:0.1,EUR:-0.05&include_drafts=false`. */
export function scenarioExportQuery(vector: ShockVector, includeDrafts: boolean): string {
  const shocks = Object.entries(vector)
    .map(([c, s]) => `${c}:${s}`)
    .join(',');
  return `shocks=${encodeURIComponent(shocks)}&include_drafts=${includeDrafts}`;
}
