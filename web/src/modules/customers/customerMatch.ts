import { customerKey, SEARCH_MAX } from '@keafx/schema';

/**
 * The search that finds the customers a typed name may be: its first word. The api's search
 * matches names as written ("Acme Cloud, Inc."), not as they compare (customerKey), so searching
 * for all of "ACME Cloud Inc" would miss the customer it names; its first word finds it, and
 * matchCustomer then compares the names by customerKey. undefined when nothing is typed.
 */
export function suggestionSearch(typed: string): string | undefined {
  const first = typed.split(/[^\p{L}\p{N}]+/u).find(Boolean);
  return first ? first.slice(0, SEARCH_MAX) : undefined;
}

/** The customer `typed` names (the same customerKey), or null. */
export function matchCustomer<T extends { name: string }>(typed: string, known: readonly T[]): T | null {
  if (!typed.trim()) return null;
  const key = customerKey(typed);
  return known.find((c) => customerKey(c.name) === key) ?? null;
}

export const NEW_CUSTOMER_HINT = 'New customer: it will be added to your customers';

/**
 * What the Customer field says under it: the customer the invoice will go to. "New customer" only
 * once the search for the name has answered (`settled`), so it never flashes while the answer is
 * on its way; nothing for a blank name.
 */
export function customerHint(typed: string, match: { name: string } | null, settled: boolean): string | undefined {
  if (!typed.trim()) return undefined;
  if (match) return `Existing customer: ${match.name}`;
  return settled ? NEW_CUSTOMER_HINT : undefined;
}
