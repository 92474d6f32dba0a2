import { Exact } from './exact';

/**
 * A warning as a typed value: what happened (`code`) and its facts, with SPEC's sentence as
 * `message`. Code tells warnings apart by `code`, never by their text; the edges (GraphQL,
 * REST, PDFs) show `message`.
 */
export type Warning =
  | { code: 'missing_rate'; currency: string; message: string }
  | { code: 'overdue_share'; overduePercent: string; message: string }
  | { code: 'over_hedge'; currency: string; bucket: string; excess: string; message: string };

export type WarningCode = Warning['code'];

/** SPEC section 8's warning when a currency has no rate (1.0 is used). */
export function missingRate(currency: string): Warning {
  return { code: 'missing_rate', currency, message: `No FX rate found for ${currency}, using 1.0` };
}

/**
 * The stale-rate warning: the currencies whose current rate is older than the configured age, in
 * the words the dashboard and the exposure report both use; null when none is stale.
 */
export function staleRatesMessage(currencies: readonly string[]): string | null {
  if (currencies.length === 0) return null;
  const one = currencies.length === 1;
  return `Stale rate${one ? '' : 's'}: ${currencies.join(', ')} ${one ? 'uses a rate' : 'use rates'} older than the configured age.`;
}

/** SPEC section 9's overdue-share warning, or null when 25% or fewer of the open invoices are overdue. */
export function overdueShare(overdueCount: number, total: number): Warning | null {
  if (total <= 0 || overdueCount * 4 <= total) return null;
  const overduePercent = new Exact(overdueCount).times(100).dividedBy(total).toDecimalPlaces(1).toFixed(1);
  return {
    code: 'overdue_share',
    overduePercent,
    message: `${overduePercent}% of your open invoices are overdue (more than 25%): chase payment before the exposure grows.`,
  };
}

/** Adds `w` unless a warning with the same code and message is already there. */
export function addWarning(list: Warning[], w: Warning): void {
  if (!list.some((x) => x.code === w.code && x.message === w.message)) list.push(w);
}

/** The sentences the edges show, in order. */
export const warningMessages = (list: readonly Warning[]): string[] => list.map((w) => w.message);
