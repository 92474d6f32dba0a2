import type { RateType } from '../../generated/graphql';

/** How a rate type reads on screen (Inland Revenue's words: spot, mid-month, end-of-month). */
export const RATE_TYPE_LABEL: Record<RateType, string> = { SPOT: 'Spot', MID_MONTH: 'Mid-month', END_OF_MONTH: 'End of month' };

/** A source as people read it: the feed is named for what it is. */
export function sourceLabel(source: string): string {
  if (source === 'feed') return 'ECB feed';
  if (source === 'built-in') return 'Built-in';
  if (source === 'manual') return 'Entered by hand';
  return source;
}
