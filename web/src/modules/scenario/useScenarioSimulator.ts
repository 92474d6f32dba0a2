import { useMutation } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { RunScenarioConfirmDocument, type ExposureFieldsFragment } from '../../generated/graphql';
import { foreignCurrencies, INITIAL_STATE, scenarioLines, shockInputs, shockVector, simulate, type SimulatorState } from './simulate';

/** How long the slider must rest before the api is asked to confirm (never one request per step). */
export const CONFIRM_DELAY_MS = 400;

export type Confirmation =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'agrees' }
  | { status: 'differs'; serverImpact: string }
  | { status: 'failed'; error: unknown };

/**
 * The simulator: its answer comes at once from SPEC's arithmetic on the exposure already
 * loaded; once the controls rest, the api runs the same shocks and its answer is compared to
 * the cent (a difference means the exposure changed meanwhile: the live exposure catches up).
 */
export function useScenarioSimulator(exposure: ExposureFieldsFragment | undefined, state: SimulatorState) {
  const [confirm] = useMutation(RunScenarioConfirmDocument);
  const [confirmation, setConfirmation] = useState<Confirmation>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const currencies = useMemo(() => exposure?.currencies ?? [], [exposure]);
  const lines = useMemo(() => scenarioLines(currencies), [currencies]);
  const foreign = useMemo(() => foreignCurrencies(currencies), [currencies]);
  const vector = useMemo(() => shockVector(foreign, state), [foreign, state]);
  const result = useMemo(() => simulate(lines, vector), [lines, vector]);
  const key = JSON.stringify(vector);

  useEffect(() => {
    if (foreign.length === 0 || !exposure) {
      setConfirmation({ status: 'idle' });
      return undefined;
    }
    setConfirmation((c) => (c.status === 'checking' ? c : { status: 'checking' }));
    let live = true;
    const timer = setTimeout(() => {
      confirm({ variables: { input: { includeDrafts: state.includeDrafts, shocks: shockInputs(vector) } } })
        .then(({ data }) => {
          if (!live || !data) return;
          const server = data.runScenario.totalImpact;
          setConfirmation(server === result.totalImpact ? { status: 'agrees' } : { status: 'differs', serverImpact: server });
        })
        .catch((error: unknown) => {
          console.warn('Error running scenario analysis', error);
          if (live) setConfirmation({ status: 'failed', error });
        });
    }, CONFIRM_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // key and result.totalImpact stand for the vector and the local answer's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, result.totalImpact, state.includeDrafts, exposure?.totalNzd, confirm, attempt]);

  return { foreign, vector, result, confirmation, retry: () => setAttempt((n) => n + 1) };
}

export { INITIAL_STATE };
