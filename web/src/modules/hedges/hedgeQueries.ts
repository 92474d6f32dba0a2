import { ratioPercent } from '@keafx/schema';
import { HedgeBookDocument, HedgeCoverageDocument, HedgeMarkToMarketDocument } from '../../generated/graphql';

/** What a change to the book refreshes: the list and policy, coverage and mark to market. */
export const HEDGE_QUERIES = [HedgeBookDocument, HedgeCoverageDocument, HedgeMarkToMarketDocument];

/** A fraction as a percent for display ("0.6" → "60%"), or an em dash. */
export function percentText(ratio: string | null | undefined): string {
  return ratioPercent(ratio);
}
