import { SHOCK_SLIDER_MAX_PERCENT, SHOCK_SLIDER_MIN_PERCENT } from '@keafx/schema';
import { memo, useEffect, useState } from 'react';
import { useFormat } from '../preferences/useFormat';
import { useSignedNzd } from './ImpactCards';
import { clampPercent, SLIDER_STEP, type SimulatedLine, type SimulatorState } from './simulate';

interface Props {
  lines: readonly SimulatedLine[];
  state: SimulatorState;
  onChange(next: SimulatorState): void;
}

function ShockInput({ currency, value, onCommit }: { currency: string; value: number; onCommit(v: number): void }) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const n = Number(text.trim());
    if (text.trim() === '' || !Number.isFinite(n)) setText(String(value));
    else onCommit(clampPercent(n));
  };
  return (
    <input
      type="number"
      className="scenario-number"
      aria-label={`${currency} shock in percent`}
      min={SHOCK_SLIDER_MIN_PERCENT}
      max={SHOCK_SLIDER_MAX_PERCENT}
      step={SLIDER_STEP}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}

/** Every foreign currency of the exposure with its own shock (the slider's unless set), current and shocked NZD, and impact. */
export const CurrencyShocksTable = memo(function CurrencyShocksTable({ lines, state, onChange }: Props) {
  const fmt = useFormat();
  const signed = useSignedNzd();
  const setShock = (currency: string, pct: number) => {
    const overrides = { ...state.overrides };
    if (pct === state.percent) delete overrides[currency];
    else overrides[currency] = pct;
    onChange({ ...state, overrides });
  };
  return (
    <div className="table-wrap table-stack">
      <table className="data">
        <caption className="visually-hidden">Shock and impact per currency</caption>
        <thead>
          <tr>
            <th scope="col">Currency</th>
            <th scope="col">Shock (%)</th>
            <th scope="col" className="num">
              Current (NZD)
            </th>
            <th scope="col" className="num">
              Shocked (NZD)
            </th>
            <th scope="col" className="num">
              Impact (NZD)
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.currency} data-testid={`shock-row-${l.currency}`}>
              <th scope="row" data-label="Currency">
                <span className="currency-badge">{l.currency}</span>
                {state.overrides[l.currency] !== undefined && <span className="small muted"> (own shock)</span>}
              </th>
              <td data-label="Shock (%)">
                <ShockInput currency={l.currency} value={l.shockPercent} onCommit={(v) => setShock(l.currency, v)} />
              </td>
              <td className="num" data-label="Current (NZD)">
                {fmt.nzd(l.currentNzd)}
              </td>
              <td className="num" data-label="Shocked (NZD)">
                {fmt.nzd(l.shockedNzd)}
              </td>
              <td data-label="Impact (NZD)" className={`num ${Number(l.impact) < 0 ? 'is-loss' : Number(l.impact) > 0 ? 'is-gain' : ''}`}>
                {signed(l.impact)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
