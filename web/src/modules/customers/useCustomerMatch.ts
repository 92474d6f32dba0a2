import { useQuery } from '@apollo/client/react';
import { CUSTOMER_PAGE_DEFAULT } from '@keafx/schema';
import { CustomerSuggestionsDocument, type CustomerSuggestionsQuery } from '../../generated/graphql';
import { useDebounced } from '../../ui/useDebounced';
import { customerHint, matchCustomer, suggestionSearch } from './customerMatch';

export type SuggestedCustomer = CustomerSuggestionsQuery['customers']['items'][number];

/**
 * The invoice form's Customer field: the owner's customers a typed name may be (to suggest), the
 * one it names by customerKey, and the hint that says which customer the invoice will go to.
 */
export function useCustomerMatch(typed: string): { suggestions: SuggestedCustomer[]; match: SuggestedCustomer | null; hint?: string } {
  const wanted = suggestionSearch(typed);
  const search = useDebounced(wanted, 200);
  const { data, previousData } = useQuery(CustomerSuggestionsDocument, {
    variables: { search, limit: CUSTOMER_PAGE_DEFAULT },
    skip: !search,
  });
  const suggestions = (data ?? previousData)?.customers.items ?? [];
  const match = matchCustomer(typed, suggestions);
  // `data` answers the current search (previousData an earlier one, kept to suggest from meanwhile).
  const settled = Boolean(data) && search === wanted;
  return { suggestions, match, hint: customerHint(typed, match, settled) };
}
