import type { ExposureFieldsFragment } from '../../generated/graphql';

/** SPEC section 9: seven colours for the exposure chart (each with a text label beside it, never colour alone). */
export const EXPOSURE_PALETTE = ['#0b6e4f', '#c2410c', '#1e4f91', '#8a5a00', '#7c3aed', '#0f766e', '#be123c'] as const;

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

export function exposureItems(exposure: Pick<ExposureFieldsFragment, 'currencies'>, view: ExposureView): ExposureItem[] {
  return exposure.currencies.map((c, i) => ({
    name: c.currency,
    rawValue: Number(c.totalAmount),
    normalizedValue: Number(c.nzdValue),
    value: view === 'normalized' ? Number(c.nzdValue) : Number(c.totalAmount),
    share: Number(c.sharePercent).toFixed(1),
    fill: EXPOSURE_PALETTE[i % EXPOSURE_PALETTE.length] as string,
  }));
}
