import { fxGauge, FX_METER_UPDATED } from '../../demo/fxMeter';
import type { RatePair } from '../../demo/sampleData';

/**
 * SPEC's FX Meter: each rate pair's locked rate against the market, as a gauge with its caption.
 * `updated` says when the market rates are from: SPEC's fixed text on the demo's sample data; the
 * real dashboard gives the rates' own dates and sources.
 */
export function FxMeter({ pairs, updated = FX_METER_UPDATED }: { pairs: readonly RatePair[]; updated?: string }) {
  return (
    <section className="card" aria-labelledby="fx-meter-title">
      <div className="card-header">
        <h2 id="fx-meter-title">FX Meter</h2>
        <span className="muted small">Locked rate against market rate</span>
      </div>
      <ul className="fx-meter-list">
        {pairs.map((p) => {
          const g = fxGauge(p);
          const tone = g.favourable ? 'is-up' : 'is-down';
          return (
            <li key={p.pair} className="fx-meter-row" data-testid="fx-pair">
              <div className="fx-meter-head">
                <span>{p.pair}</span>
                <span className={`small fx-caption ${tone}`}>{g.favourable ? 'At or above market' : 'Below market'}</span>
              </div>
              <div
                className="fx-gauge"
                role="meter"
                aria-label={`${p.pair} locked against market`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(g.fill * 100)}
                aria-valuetext={g.caption}
              >
                <div className={`fx-gauge-fill ${tone}`} data-testid="fx-gauge-fill" style={{ width: `${(g.fill * 100).toFixed(1)}%` }} />
              </div>
              <p className={`small fx-caption ${tone}`} style={{ margin: 0 }}>
                {g.caption}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="muted small" style={{ marginBottom: 0 }} data-testid="fx-meter-updated">
        {updated}
      </p>
    </section>
  );
}
