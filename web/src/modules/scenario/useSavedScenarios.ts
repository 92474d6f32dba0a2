import { useMutation, useQuery } from '@apollo/client/react';
import { DeleteScenarioDocument, PinScenarioDocument, SavedScenariosDocument } from '../../generated/graphql';
import { staleQueries } from '../../apollo/refetch';

/** The saved list (pinned first, then newest: the api's order) and its pin and delete actions. */
export function useSavedScenarios() {
  const list = useQuery(SavedScenariosDocument);
  const [pin] = useMutation(PinScenarioDocument, { refetchQueries: staleQueries('scenarios'), awaitRefetchQueries: true });
  const [remove] = useMutation(DeleteScenarioDocument, { refetchQueries: staleQueries('scenarios'), awaitRefetchQueries: true });
  return {
    list,
    pin: (id: string, pinned: boolean) => pin({ variables: { id, pinned } }),
    remove: (id: string) => remove({ variables: { id } }),
  };
}
