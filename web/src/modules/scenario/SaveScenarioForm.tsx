import { useMutation } from '@apollo/client/react';
import { parseScenarioName, SCENARIO_TAGS, type ShockVector } from '@keafx/schema';
import { memo, useId, useState, type FormEvent } from 'react';
import { serverMessage } from '../../apollo/errors';
import { SaveScenarioDocument } from '../../generated/graphql';
import { shockInputs } from './simulate';
import { staleQueries } from '../../apollo/refetch';

interface Props {
  vector: ShockVector;
  includeDrafts: boolean;
  /** Demo mode: saving is disabled (SPEC section 2). */
  disabled?: boolean;
  /** The exposure has been read (until then an empty vector means nothing yet). */
  ready: boolean;
  onSaved(name: string): void;
}

/** Name (SPEC's message when blank) and SPEC's five tags; saves the simulator's current shocks. */
export const SaveScenarioForm = memo(function SaveScenarioForm({ vector, includeDrafts, disabled = false, ready, onSaved }: Props) {
  const nameId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveScenarioDocument, { refetchQueries: staleQueries('scenarios'), awaitRefetchQueries: true });
  const empty = Object.keys(vector).length === 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseScenarioName(name);
    if (!parsed.ok) {
      setError(parsed.errors[0]?.message ?? null);
      return;
    }
    setError(null);
    save({ variables: { input: { name: parsed.value, tags, includeDrafts, shocks: shockInputs(vector) } } })
      .then(() => {
        setName('');
        setTags([]);
        onSaved(parsed.value);
      })
      .catch((err: unknown) => setError(serverMessage(err, 'The scenario could not be saved. Please try again.')));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Save scenario">
      <fieldset disabled={disabled || loading} className="stack">
        <div className="field">
          <label htmlFor={nameId}>Scenario name</label>
          <input
            id={nameId}
            type="text"
            maxLength={120}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error && (
            <p id={errorId} className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <fieldset className="scenario-tags">
          <legend className="small">Tags</legend>
          {SCENARIO_TAGS.map((t) => (
            <label key={t} className="checkbox-label">
              <input
                type="checkbox"
                checked={tags.includes(t)}
                onChange={(e) => setTags(e.target.checked ? [...tags, t] : tags.filter((x) => x !== t))}
              />
              {t}
            </label>
          ))}
        </fieldset>
        <div className="btn-row">
          <button type="submit" className="btn" disabled={empty}>
            {loading ? 'Saving...' : 'Save Scenario'}
          </button>
          {disabled && <span className="small muted">Saving scenarios is disabled in demo mode.</span>}
          {!disabled && ready && empty && (
            <span className="small muted">Send an invoice in a foreign currency to have something to save.</span>
          )}
        </div>
      </fieldset>
    </form>
  );
});
