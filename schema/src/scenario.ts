import type { Decimal } from 'decimal.js';
import { BASE_CURRENCY, SUPPORTED_CURRENCIES, isSupportedCurrency, type CurrencyCode } from './currencies';
import { Exact } from './exact';
import { checkText, parseText } from './text';
import type { FieldError, Result } from './result';

/** SPEC section 9's scenario tags, in SPEC order. */
export const SCENARIO_TAGS = ['Board Report', 'Worst Case', 'Best Case', 'Pricing Review', 'Hedge Decision'] as const;
export type ScenarioTag = (typeof SCENARIO_TAGS)[number];

/** SPEC section 5's message for a blank scenario name. */
export const SCENARIO_NAME_REQUIRED = 'Please enter a name for this scenario';
export const SCENARIO_NAME_MAX = 120;

/** SPEC section 9: two scenarios are 'similar' when their impacts differ by under this many NZD. */
export const SIMILAR_IMPACT_NZD = 500;

/** SPEC section 9: comparison takes exactly this many scenarios. */
export const COMPARE_COUNT = 2;

/** The slider's range in percent (SPEC section 9); the API accepts any fraction from -1 to 1. */
export const SHOCK_SLIDER_MIN_PERCENT = -20;
export const SHOCK_SLIDER_MAX_PERCENT = 20;
export const SHOCK_MIN = -1;
export const SHOCK_MAX = 1;

/** A shock can name every supported currency but the base one. */
export const MAX_SHOCKED_CURRENCIES = SUPPORTED_CURRENCIES.length - 1;

/** Currency → shock as a fraction (0.1 is +10%), kept as an exact decimal string. */
export type ShockVector = Partial<Record<CurrencyCode, string>>;

const MAX_LISTED_PROBLEMS = 5;

function shockValue(raw: unknown): string | null {
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < SHOCK_MIN || raw > SHOCK_MAX) return null;
  return new Exact(raw).toFixed();
}

/**
 * Checks a shock map from a request: an object of 1 to 22 supported, non-NZD currency
 * codes (any case), each a JSON number from -1 to 1 (a fraction: 0.1 is +10%). A map with
 * too many entries is refused before its keys are read, so a huge map costs nothing.
 */
export function parseShocks(raw: unknown, field = 'shocks'): Result<ShockVector> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return {
      ok: false,
      errors: [{ field, message: `${field} must be an object mapping currency codes to fractions, such as {"USD": 0.1}` }],
    };
  }
  const keys = Object.keys(raw);
  if (keys.length === 0) return { ok: false, errors: [{ field, message: `${field} must name at least one currency` }] };
  if (keys.length > MAX_SHOCKED_CURRENCIES) {
    return {
      ok: false,
      errors: [{ field, message: `${field} may name at most ${MAX_SHOCKED_CURRENCIES} currencies (every supported currency but NZD)` }],
    };
  }
  return parseShockEntries(
    keys.map((k) => [k, (raw as Record<string, unknown>)[k]]),
    field,
  );
}

/**
 * The same checks for a list of [currency, shock] pairs (GraphQL's list form); a repeated currency
 * is refused. With `indexed`, each problem names the item as the list spells it
 * (`shocks[1].shock`, `shocks[0].currency`) rather than the map's `shocks.USD`.
 */
export function parseShockEntries(entries: [unknown, unknown][], field = 'shocks', indexed = false): Result<ShockVector> {
  const errors: FieldError[] = [];
  if (entries.length === 0) errors.push({ field, message: `${field} must name at least one currency` });
  if (entries.length > MAX_SHOCKED_CURRENCIES) {
    return {
      ok: false,
      errors: [{ field, message: `${field} may name at most ${MAX_SHOCKED_CURRENCIES} currencies (every supported currency but NZD)` }],
    };
  }
  const value: ShockVector = {};
  for (const [i, [rawCode, rawShock]] of entries.entries()) {
    const item = indexed ? `${field}[${i}]` : field;
    const currencyAt = indexed ? `${item}.currency` : field;
    const code = typeof rawCode === 'string' ? rawCode.trim().toUpperCase() : '';
    const label = typeof rawCode === 'string' ? rawCode : String(rawCode);
    if (!isSupportedCurrency(code)) {
      errors.push({ field: currencyAt, message: `${currencyAt}: ${label.slice(0, 20)} is not a supported currency code` });
    } else if (code === BASE_CURRENCY) {
      errors.push({ field: currencyAt, message: `${currencyAt}: NZD is the base currency and cannot be shocked against itself` });
    } else if (value[code] !== undefined) {
      errors.push({ field: currencyAt, message: `${currencyAt}: ${code} is named more than once` });
    } else {
      const shock = shockValue(rawShock);
      const shockAt = indexed ? `${item}.shock` : `${field}.${code}`;
      if (shock === null)
        errors.push({ field: indexed ? shockAt : field, message: `${shockAt} must be a number from -1 to 1 (a fraction: 0.1 is +10%)` });
      else value[code] = shock;
    }
    if (errors.length >= MAX_LISTED_PROBLEMS) break;
  }
  return errors.length ? { ok: false, errors } : { ok: true, value };
}

/** SPEC section 5: a non-blank name (trimmed), at most 120 characters. */
export function parseScenarioName(raw: unknown, field = 'name'): Result<string> {
  const name = parseText(raw, { field, max: SCENARIO_NAME_MAX, blankMessage: SCENARIO_NAME_REQUIRED });
  return name.ok ? name : { ok: false, errors: [name.error] };
}

/** Tags from SPEC's list only (exact spelling), each at most once, returned in SPEC's order. */
export function parseScenarioTags(raw: unknown, field = 'tags'): Result<ScenarioTag[]> {
  if (raw === undefined || raw === null) return { ok: true, value: [] };
  if (!Array.isArray(raw) || raw.length > 20) {
    return { ok: false, errors: [{ field, message: `${field} must be a list of tags from: ${SCENARIO_TAGS.join(', ')}` }] };
  }
  const bad = raw.find((t) => typeof t !== 'string' || !(SCENARIO_TAGS as readonly string[]).includes(t));
  if (bad !== undefined) {
    // The bad tag is quoted back only when it is plain text (never NUL, broken Unicode or bidi tricks).
    const shown = checkText(bad, { field, max: 40 });
    const quoted = shown.ok && shown.value ? `"${shown.value}"` : 'a tag';
    return { ok: false, errors: [{ field, message: `${field}: ${quoted} is not one of ${SCENARIO_TAGS.join(', ')}` }] };
  }
  return { ok: true, value: SCENARIO_TAGS.filter((t) => raw.includes(t)) };
}

/** One currency of the exposure a scenario starts from. NZD values are exact and unrounded. */
export interface ScenarioInputLine {
  currency: string;
  /** NZD value now: native amount × current rate. */
  currentNzd: Decimal.Value;
  invoiceCount: number;
}

export interface ScenarioLine {
  currency: string;
  /** The shock applied, as a fraction ("0" when the currency is not shocked). */
  shock: string;
  currentNzd: string;
  shockedNzd: string;
  impact: string;
  invoiceCount: number;
}

export type GuidanceBand = 'severe-loss' | 'moderate-loss' | 'mild-loss' | 'neutral' | 'mild-gain' | 'moderate-gain' | 'strong-gain';

export interface Guidance {
  band: GuidanceBand;
  text: string;
}

export interface ScenarioResult {
  lines: ScenarioLine[];
  totalCurrent: string;
  totalShocked: string;
  totalImpact: string;
  /** Open invoices in currencies with a non-zero shock. */
  affectedInvoiceCount: number;
  /** Currencies with exposure and a non-zero shock, in line order. */
  affectedCurrencies: string[];
  /** The shock the guidance reads, in percent: the exposure-weighted mean of the shocks applied. */
  shockPercent: string;
  guidance: Guidance;
}

/**
 * SPEC section 9's scenario arithmetic, per currency: shocked = current × (1 + shock) and
 * impact = shocked − current (= current × shock). Totals are sums of the exact lines;
 * nothing is rounded here (the caller rounds once, at the edge).
 */
export function runScenario(lines: readonly ScenarioInputLine[], shocks: ShockVector): ScenarioResult {
  // Only shocked lines need arithmetic (impact = current × shock); the rest pass through.
  let totalCurrent = new Exact(0);
  let totalImpact = new Exact(0);
  let shockedWeight = new Exact(0);
  let affectedInvoiceCount = 0;
  const affectedCurrencies: string[] = [];
  const out = lines.map((line): ScenarioLine => {
    const current = exact(line.currentNzd);
    totalCurrent = totalCurrent.plus(current);
    const given = shocks[line.currency as CurrencyCode];
    const currentText = current.toFixed();
    if (given === undefined) {
      return {
        currency: line.currency,
        shock: '0',
        currentNzd: currentText,
        shockedNzd: currentText,
        impact: '0',
        invoiceCount: line.invoiceCount,
      };
    }
    shockedWeight = shockedWeight.plus(current);
    const shock = new Exact(given);
    if (shock.isZero()) {
      return {
        currency: line.currency,
        shock: '0',
        currentNzd: currentText,
        shockedNzd: currentText,
        impact: '0',
        invoiceCount: line.invoiceCount,
      };
    }
    const impact = current.times(shock);
    totalImpact = totalImpact.plus(impact);
    if (line.invoiceCount > 0) {
      affectedInvoiceCount += line.invoiceCount;
      affectedCurrencies.push(line.currency);
    }
    return {
      currency: line.currency,
      shock: shock.toFixed(),
      currentNzd: currentText,
      shockedNzd: current.plus(impact).toFixed(),
      impact: impact.toFixed(),
      invoiceCount: line.invoiceCount,
    };
  });
  const shockPercent = shockedWeight.isZero() ? meanShock(shocks).times(100) : totalImpact.dividedBy(shockedWeight).times(100);
  return {
    lines: out,
    totalCurrent: totalCurrent.toFixed(),
    totalShocked: totalCurrent.plus(totalImpact).toFixed(),
    totalImpact: totalImpact.toFixed(),
    affectedInvoiceCount,
    affectedCurrencies,
    shockPercent: shockPercent.toDecimalPlaces(4).toFixed(),
    guidance: scenarioGuidance(shockPercent, totalImpact),
  };
}

/** An Exact from a value, without re-parsing one that already is. */
function exact(value: Decimal.Value): Decimal {
  return value instanceof Exact ? value : new Exact(value);
}

function meanShock(shocks: ShockVector): Decimal {
  const values = Object.values(shocks);
  if (values.length === 0) return new Exact(0);
  return values.reduce((sum: Decimal, v) => sum.plus(v ?? 0), new Exact(0)).dividedBy(values.length);
}

export const GUIDANCE_TEXT: Readonly<Record<GuidanceBand, string>> = {
  'severe-loss':
    'A fall this large would cut the NZD value of your receivables sharply. Consider hedging the exposed currencies or invoicing new work in NZD.',
  'moderate-loss':
    'A moderate fall would reduce what your foreign invoices are worth in NZD. Keep an eye on the exposed currencies and consider covering the largest amounts.',
  'mild-loss': 'A small fall would trim the NZD value of your receivables slightly; usually no action is needed.',
  neutral: 'No rate change: your exposure stays as it is.',
  'mild-gain': 'A small rise would add a little to the NZD value of your receivables.',
  'moderate-gain': 'A moderate rise would lift the NZD value of your receivables; a good moment to review pricing.',
  'strong-gain':
    'A rise this large would add significantly to the NZD value of your receivables. Consider locking in the gain with a forward contract.',
};

/**
 * SPEC section 9's guidance bands, checked in this order (shock in percent, impact in NZD):
 * shock ≤ -2 with impact below -5000 is severe; otherwise shock ≤ -1 is moderate (the
 * "-2 to -1" band, which also takes large falls on small exposures); -1 < shock < 0 is mild;
 * 0 is neutral; shock ≥ 3 with impact above 5000 is strong; otherwise shock ≥ 1 is moderate
 * (the "1 to 3" band); 0 < shock < 1 is mild.
 */
export function guidanceBand(shockPercent: Decimal.Value, impactNzd: Decimal.Value): GuidanceBand {
  const shock = new Exact(shockPercent);
  const impact = new Exact(impactNzd);
  if (shock.lte(-2) && impact.lt(-5000)) return 'severe-loss';
  if (shock.lte(-1)) return 'moderate-loss';
  if (shock.lt(0)) return 'mild-loss';
  if (shock.isZero()) return 'neutral';
  if (shock.gte(3) && impact.gt(5000)) return 'strong-gain';
  if (shock.gte(1)) return 'moderate-gain';
  return 'mild-gain';
}

export function scenarioGuidance(shockPercent: Decimal.Value, impactNzd: Decimal.Value): Guidance {
  const band = guidanceBand(shockPercent, impactNzd);
  return { band, text: GUIDANCE_TEXT[band] };
}

/** SPEC section 9: similar when the impacts differ by under 500 NZD. */
export function areSimilar(impactA: Decimal.Value, impactB: Decimal.Value): boolean {
  return new Exact(impactA).minus(impactB).abs().lt(SIMILAR_IMPACT_NZD);
}

/** SPEC section 7's simple scenario: every non-NZD currency of the exposure shocked by percent / 100. */
export function uniformShocks(currencies: readonly string[], percent: number): ShockVector {
  const fraction = new Exact(percent).dividedBy(100).toFixed();
  const out: ShockVector = {};
  for (const c of currencies) if (c !== BASE_CURRENCY && isSupportedCurrency(c)) out[c] = fraction;
  return out;
}
