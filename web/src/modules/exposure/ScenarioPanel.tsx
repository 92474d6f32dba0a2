import { useMutation } from '@apollo/client/react';
import { BASE_CURRENCY } from '@keafx/schema';
import { useFormat } from '../preferences/useFormat';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { serverMessage } from '../../apollo/errors';
import { RunScenarioDocument, type ExposureFieldsFragment } from '../../generated/graphql';
import { Loading } from '../../ui/Loading';
import { StatValue } from '../../ui/StatValue';

/** SPEC section 9: -20 to +20 percent; the dashboard slider moves in 0.5 steps. */
export const SHOCK_MIN = -20;
export const SHOCK_MAX = 20;
export const SHOCK_STEP = 0.5;
const PRESETS = [-10, -5, 0, 5, 10];

interface Props {
  exposure: ExposureFieldsFragment | undefined;
  includeDrafts: boolean;
  onIncludeDraftsChange(v: boolean): void;
  /** Also called by the Reset preset (the demo dashboard restores its sample amounts then). */
  onReset?(): void;
  /** More actions under the presets (the demo dashboard's NZD button and Export CSV). */
  children?: ReactNode;
}

const signed = (pct: number): string => `${pct > 0 ? '+' : ''}${pct}%`;

/**
 * Shocks every foreign currency in today's exposure by the same percent (SPEC section 7's simple
 * scenario) and shows the NZD impact with the plain-English guidance, computed by the api.
 */
export function ScenarioPanel({ exposure, includeDrafts, onIncludeDraftsChange, onReset, children }: Props) {
  const fmt = useFormat();
  const [shock, setShock] = useState(0);
  const [run, { data, loading, error }] = useMutation(RunScenarioDocument);
  const sliderId = useId();
  const draftsId = useId();
  const foreign = useMemo(() => (exposure?.currencies ?? []).map((c) => c.currency).filter((c) => c !== BASE_CURRENCY), [exposure]);
  const exposureKey = `${exposure?.totalNzd ?? ''}:${foreign.join(',')}:${includeDrafts}`;

  useEffect(() => {
    if (foreign.length === 0) return undefined;
    const t = setTimeout(() => {
      void run({ variables: { input: { includeDrafts, shocks: foreign.map((currency) => ({ currency, shock: shock / 100 })) } } }).catch(
        (e: unknown) => console.error('Error running scenario analysis', e),
      );
    }, 200);
    return () => clearTimeout(t);
    // exposureKey stands for the exposure's content: rerun when the figures change, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shock, exposureKey, run]);

  const result = data?.runScenario;
  const impact = result ? Number(result.totalImpact) : 0;
  return (
    <section className="card" aria-labelledby="scenario-title">
      <div className="card-header">
        <h2 id="scenario-title">Scenario Analysis</h2>
        <label htmlFor={draftsId} className="small" style={{ display: 'flex', gap: 'var(--space-2)', alignItems: 'center' }}>
          <input id={draftsId} type="checkbox" checked={includeDrafts} onChange={(e) => onIncludeDraftsChange(e.target.checked)} />
          Include Draft Invoices
        </label>
      </div>
      <div className="field">
        <label htmlFor={sliderId}>
          Rate shock to every foreign currency: <strong>{signed(shock)}</strong>
        </label>
        <input
          id={sliderId}
          type="range"
          min={SHOCK_MIN}
          max={SHOCK_MAX}
          step={SHOCK_STEP}
          value={shock}
          onChange={(e) => setShock(Number(e.target.value))}
          aria-valuetext={`${signed(shock)} against the NZD`}
        />
      </div>
      <div className="btn-row" role="group" aria-label="Shock presets">
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className="btn btn-secondary btn-small"
            aria-pressed={shock === p}
            onClick={() => {
              setShock(p);
              if (p === 0) onReset?.();
            }}
          >
            {p === 0 ? 'Reset' : signed(p)}
          </button>
        ))}
      </div>
      {children}
      <div style={{ marginTop: 'var(--space-4)' }} aria-live="polite">
        {foreign.length === 0 ? (
          <p className="muted">No foreign-currency exposure to shock yet: send an invoice in another currency first.</p>
        ) : error ? (
          <div className="alert alert-error" role="alert">
            <p>{serverMessage(error, 'Scenario analysis failed. Please try again.')}</p>
          </div>
        ) : !result ? (
          <Loading label="Running scenario..." />
        ) : (
          <>
            <div className="stat-cards" style={{ marginBottom: 'var(--space-3)' }}>
              <div className="stat-card">
                <h3 className="small muted">Current exposure</h3>
                <StatValue>{fmt.nzd(result.totalCurrent)}</StatValue>
              </div>
              <div className={`stat-card${impact < 0 ? ' is-alert' : ''}`}>
                <h3 className="small muted">Impact</h3>
                <StatValue testId="scenario-impact">{`${impact > 0 ? '+' : ''}${fmt.nzd(result.totalImpact)}`}</StatValue>
                <p className="stat-note">
                  {impact < 0 ? 'Loss' : impact > 0 ? 'Gain' : 'No change'} · after: {fmt.nzd(result.totalShocked)}
                  {loading ? ' · updating...' : ''}
                </p>
              </div>
            </div>
            <p>{result.guidance.text}</p>
          </>
        )}
      </div>
    </section>
  );
}
