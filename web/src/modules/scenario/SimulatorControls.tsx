import { SHOCK_SLIDER_MAX_PERCENT, SHOCK_SLIDER_MIN_PERCENT } from '@keafx/schema';
import { useEffect, useId, useState } from 'react';
import { clampPercent, PRESETS, signedPercent, SLIDER_STEP, type SimulatorState } from './simulate';

interface Props {
  state: SimulatorState;
  onChange(next: SimulatorState): void;
}

/** SPEC section 2's simulator: slider (-20 to +20 in 0.1 steps) with a number box beside it, presets, Include Draft Invoices. */
export function SimulatorControls({ state, onChange }: Props) {
  const sliderId = useId();
  const numberId = useId();
  const draftsId = useId();
  const [text, setText] = useState(String(state.percent));
  useEffect(() => setText(String(state.percent)), [state.percent]);

  // The slider moves every currency: per-currency shocks are cleared.
  const setPercent = (p: number) => onChange({ ...state, percent: clampPercent(p), overrides: {} });
  const commitText = () => {
    const n = Number(text.trim());
    if (text.trim() === '' || !Number.isFinite(n)) setText(String(state.percent));
    else setPercent(n);
  };

  return (
    <div className="stack">
      <div className="field">
        <label htmlFor={sliderId}>
          Rate shock to every foreign currency: <strong>{signedPercent(state.percent)}</strong>
        </label>
        <div className="scenario-slider-row">
          <input
            id={sliderId}
            type="range"
            min={SHOCK_SLIDER_MIN_PERCENT}
            max={SHOCK_SLIDER_MAX_PERCENT}
            step={SLIDER_STEP}
            value={state.percent}
            onChange={(e) => setPercent(Number(e.target.value))}
            aria-valuetext={`${signedPercent(state.percent)} against the NZD`}
          />
          <label htmlFor={numberId} className="visually-hidden">
            Rate shock in percent
          </label>
          <input
            id={numberId}
            type="number"
            className="scenario-number"
            min={SHOCK_SLIDER_MIN_PERCENT}
            max={SHOCK_SLIDER_MAX_PERCENT}
            step={SLIDER_STEP}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={commitText}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commitText();
            }}
          />
          <span aria-hidden="true">%</span>
        </div>
        <p className="field-hint">
          From {SHOCK_SLIDER_MIN_PERCENT}% to +{SHOCK_SLIDER_MAX_PERCENT}%: a positive shock means each foreign currency buys more NZD.
        </p>
      </div>
      <div className="btn-row" role="group" aria-label="Shock presets">
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className="btn btn-secondary btn-small"
            aria-pressed={state.percent === p && Object.keys(state.overrides).length === 0}
            onClick={() => setPercent(p)}
          >
            {p === 0 ? 'Reset' : signedPercent(p)}
          </button>
        ))}
      </div>
      <label htmlFor={draftsId} className="checkbox-label">
        <input
          id={draftsId}
          type="checkbox"
          checked={state.includeDrafts}
          onChange={(e) => onChange({ ...state, includeDrafts: e.target.checked })}
        />
        Include Draft Invoices
      </label>
    </div>
  );
}
