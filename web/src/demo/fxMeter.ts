import type { RatePair } from './sampleData';

/** SPEC section 9's FX meter text under the gauges. */
export const FX_METER_UPDATED = 'Rates updated 2 mins ago';

export interface FxGauge {
  /** Gauge fill from 0 to 1: (locked / market) / 2, clamped. */
  fill: number;
  /** Green when the locked rate is at or above the market rate, red otherwise. */
  favourable: boolean;
  /** Locked and market to 2 decimals, the difference in percent to 1 decimal. */
  caption: string;
}

/** SPEC section 9's gauge rule for one rate pair. */
export function fxGauge({ locked, market }: RatePair): FxGauge {
  const ratio = market > 0 ? locked / market : 0;
  const fill = Math.min(1, Math.max(0, ratio / 2));
  const diff = market > 0 ? ((locked - market) / market) * 100 : 0;
  const sign = diff > 0 ? '+' : '';
  return {
    fill,
    favourable: locked >= market,
    caption: `Locked ${locked.toFixed(2)} · Market ${market.toFixed(2)} · ${sign}${diff.toFixed(1)}%`,
  };
}
