import type { ExposureFieldsFragment } from '../../generated/graphql';

/** SPEC section 9: seven colours for the exposure chart (each with a text label beside it, never colour alone). */
export const EXPOSURE_PALETTE = ['#0b6e4f', '#c2410c', '#1e4f91', '#8a5a00', '#7c3aed', '#0f766e', '#be123c'] as const;
/** The colour of the grouped small slices ("Other"), and of every currency drawn inside it. */
export const OTHER_FILL = '#6b7280';
/** Currencies under this share of the NZD total (percent) are one "Other" slice in the NZD pie: slivers cannot carry a label. */
export const OTHER_BELOW_PERCENT = 3;

export type ExposureView = 'normalized' | 'native';
export type ChartKind = 'pie' | 'bar';

/** SPEC section 3's chart item: name (currency), value shown, rawValue (native), normalizedValue (NZD), share of the NZD total. */
export interface ExposureItem {
  name: string;
  value: number;
  rawValue: number;
  normalizedValue: number;
  share: string;
  fill: string;
}

/** A slice of the NZD pie: one currency, or "Other" holding every currency under OTHER_BELOW_PERCENT. */
export interface PieSlice {
  name: string;
  /** The currencies it holds (one, or the grouped ones). */
  currencies: string[];
  value: number;
  /** NZD value as exact decimal text (summed in cents), for the shared formatter. */
  nzd: string;
  share: string;
  fill: string;
}

const cents = (text: string): number => Math.round(Number(text) * 100);
/** A share in hundredths of a percent as one-decimal text, halves rounded up, as every screen shows it. */
const oneDecimal = (hundredths: number): string => (Math.round(hundredths / 10) / 10).toFixed(1);
const small = (c: { sharePercent: string }): boolean => Number(c.sharePercent) < OTHER_BELOW_PERCENT;

/**
 * The chart items, in the server's order (largest NZD value first). Colours go to the currencies
 * drawn on their own; the ones grouped as "Other" in the pie share OTHER_FILL everywhere (pie,
 * bars and the table's swatches), so a colour always means the same thing.
 */
export function exposureItems(exposure: Pick<ExposureFieldsFragment, 'currencies'>, view: ExposureView): ExposureItem[] {
  let colour = 0;
  return exposure.currencies.map((c) => ({
    name: c.currency,
    rawValue: Number(c.totalAmount),
    normalizedValue: Number(c.nzdValue),
    value: view === 'normalized' ? Number(c.nzdValue) : Number(c.totalAmount),
    share: oneDecimal(cents(c.sharePercent)),
    fill: small(c) ? OTHER_FILL : (EXPOSURE_PALETTE[colour++ % EXPOSURE_PALETTE.length] as string),
  }));
}

/** The NZD pie: each currency of OTHER_BELOW_PERCENT or more its own slice, the rest one "Other" slice at the end. */
export function pieSlices(exposure: Pick<ExposureFieldsFragment, 'currencies'>): PieSlice[] {
  const items = exposureItems(exposure, 'normalized');
  const slices: PieSlice[] = [];
  const other = { currencies: [] as string[], nzdCents: 0, shareCents: 0 };
  exposure.currencies.forEach((c, i) => {
    if (small(c)) {
      other.currencies.push(c.currency);
      other.nzdCents += cents(c.nzdValue);
      other.shareCents += cents(c.sharePercent);
      return;
    }
    const item = items[i] as ExposureItem;
    slices.push({
      name: c.currency,
      currencies: [c.currency],
      value: item.normalizedValue,
      nzd: c.nzdValue,
      share: item.share,
      fill: item.fill,
    });
  });
  if (other.currencies.length > 0) {
    slices.push({
      name: 'Other',
      currencies: other.currencies,
      value: other.nzdCents / 100,
      nzd: (other.nzdCents / 100).toFixed(2),
      share: oneDecimal(other.shareCents),
      fill: OTHER_FILL,
    });
  }
  return slices;
}

/**
 * The end of a currency's own axis in the native view: the smallest 1, 2, 2.5 or 5 times a power
 * of ten at or above the amount, so each bar is read against round numbers of its own currency.
 */
export function ownScaleMax(amount: number): number {
  if (!(amount > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(amount));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const max = step * power;
    if (max >= amount * (1 - 1e-12)) return max;
  }
  return 10 * power;
}
