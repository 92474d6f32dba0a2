import { HedgeBookDocument, HedgeCoverageDocument, HedgeMarkToMarketDocument } from '../../generated/graphql';

/** What a change to the book refreshes: the list and policy, coverage and mark to market. */
export const HEDGE_QUERIES = [HedgeBookDocument, HedgeCoverageDocument, HedgeMarkToMarketDocument];

/** A fraction as a percent for display ("0.6" → "60%"), or an em dash. */
export function percentText(ratio: string | null | undefined): string {
  if (ratio === null || ratio === undefined) return '—';
  const pct = Number(ratio) * 100;
  return `${Number.isInteger(pct) ? pct : pct.toFixed(1)}%`;
}
