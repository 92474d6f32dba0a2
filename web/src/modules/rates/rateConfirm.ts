import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { rateChange, type RateChange } from '@keafx/schema';
import type { Format } from '../preferences/useFormat';

/**
 * The change a rate about to be recorded makes to the currency's current rate, when it is more
 * than 20% either way and so must be confirmed first (the api's rule, schema's `rateChange`);
 * null when it is not, or when there is no current rate to compare with.
 */
export function changeToConfirm(currency: string, current: string | undefined, next: string): RateChange | null {
  if (!current) return null;
  const change = rateChange(currency, current, next);
  return change.large ? change : null;
}

/**
 * The api refused a rate as a large change nobody confirmed: the current rate moved since the
 * screen read it (another tab, the feed), so the form asks again with the rate now current.
 */
export function isUnconfirmedLargeChange(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'CONFLICT' && e.extensions?.field === 'confirmLargeChange')
  );
}

/** "9,964.9% above" / "25% below" in the owner's number format. */
export function changeWords(change: RateChange, fmt: Pick<Format, 'decimal'>): string {
  const below = change.percent.startsWith('-');
  return `${fmt.decimal(below ? change.percent.slice(1) : change.percent)}% ${below ? 'below' : 'above'}`;
}

/** "+9,964.9%" / "−25%": the signed change, as the comparison shows it. */
export function signedPercent(change: RateChange, fmt: Pick<Format, 'decimal'>): string {
  const below = change.percent.startsWith('-');
  return `${below ? '−' : '+'}${fmt.decimal(below ? change.percent.slice(1) : change.percent)}%`;
}
