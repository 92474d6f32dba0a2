import { useQuery } from '@apollo/client/react';
import { BASE_CURRENCY } from '@keafx/schema';
import { useMemo, type ReactNode } from 'react';
import { BaseCurrencyRateDocument } from '../../generated/graphql';
import { buildFormat, FormatContext } from './format';
import { usePreferences } from './usePreferences';

/**
 * Loads the owner's preferences once (and the base currency's rate when it is not NZD) and gives
 * every page below it the matching formatting through useFormat. SPEC's default preferences
 * apply while loading and if they cannot be read.
 */
function FormatProvider({ children }: { children: ReactNode }) {
  const { preferences } = usePreferences();
  const base = preferences.baseCurrency;
  const rates = useQuery(BaseCurrencyRateDocument, { skip: base === BASE_CURRENCY, fetchPolicy: 'cache-first' });
  const nzdPerUnit = base === BASE_CURRENCY ? null : (rates.data?.rates.rates.find((r) => r.currency === base)?.nzdPerUnit ?? null);
  const format = useMemo(() => buildFormat(preferences, nzdPerUnit), [preferences, nzdPerUnit]);
  return <FormatContext.Provider value={format}>{children}</FormatContext.Provider>;
}

export default FormatProvider;
