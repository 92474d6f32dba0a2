import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { DEFAULT_PREFERENCES, type Preferences } from '@keafx/schema';
import { useCallback } from 'react';
import { PreferencesDocument, UpdatePreferencesDocument, type UpdatePreferencesInput } from '../../generated/graphql';

/**
 * The owner's saved preferences, loaded once through GraphQL and shared through Apollo's
 * cache by every screen; SPEC's defaults while loading, in demo mode and when unavailable.
 */
export function usePreferences() {
  const { data, loading, error, refetch } = useQuery(PreferencesDocument, { fetchPolicy: 'cache-first' });
  const preferences: Preferences = data ? (data.preferences as Preferences) : DEFAULT_PREFERENCES;
  return { preferences, loaded: Boolean(data), loading: loading && !data, error, refetch };
}

/**
 * Saves a change of preferences. Every screen shows it at once (an optimistic copy in the
 * cache), then the server's answer replaces it; a refused change is rolled back.
 */
export function useUpdatePreferences() {
  const client = useApolloClient();
  const [mutate, state] = useMutation(UpdatePreferencesDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: PreferencesDocument, data: { preferences: data.updatePreferences } });
    },
  });
  const save = useCallback(
    (input: UpdatePreferencesInput) => {
      const current = client.readQuery({ query: PreferencesDocument })?.preferences;
      const changed = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));
      return mutate({
        variables: { input },
        ...(current ? { optimisticResponse: { updatePreferences: { ...current, ...changed } } } : {}),
      });
    },
    [client, mutate],
  );
  return { save, saving: state.loading, error: state.error };
}
