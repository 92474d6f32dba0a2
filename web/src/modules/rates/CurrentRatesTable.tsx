import { BASE_CURRENCY } from '@keafx/schema';
import type { RateFieldsFragment } from '../../generated/graphql';
import { useFormat } from '../preferences/useFormat';
import { RATE_TYPE_LABEL, sourceLabel } from './rateLabels';

interface Props {
  rates: readonly RateFieldsFragment[];
  selected: string;
  onShowHistory(currency: string): void;
}

/** Every foreign currency's current NZD rate with its source, type, date and stale flag; on a phone each row is a card. */
export function CurrentRatesTable({ rates, selected, onShowHistory }: Props) {
  const fmt = useFormat();
  const foreign = rates.filter((r) => r.currency !== BASE_CURRENCY);
  const stale = foreign.filter((r) => r.stale).length;
  return (
    <section className="card" aria-labelledby="current-rates-title">
      <div className="card-header">
        <div>
          <h2 id="current-rates-title">Current rates</h2>
          <p className="muted small" style={{ margin: 0 }}>
            NZD per one unit of each currency. NZD is the base currency (always 1).
          </p>
        </div>
        <p className="small" style={{ margin: 0 }} data-testid="stale-count">
          {stale === 0 ? 'No stale rates' : `${stale} stale rate${stale === 1 ? '' : 's'}`}
        </p>
      </div>
      <div className="table-wrap table-stack">
        <table className="data">
          <caption className="visually-hidden">Current NZD rate of each currency</caption>
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col" className="num">
                NZD per unit
              </th>
              <th scope="col">Source</th>
              <th scope="col">Type</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {foreign.map((r) => (
              <tr key={r.currency} data-testid={`rate-${r.currency}`} className={r.currency === selected ? 'is-selected' : undefined}>
                <th scope="row" data-label="Currency">
                  {r.currency}
                </th>
                <td className="num" data-label="NZD per unit">
                  {fmt.decimal(r.nzdPerUnit)}
                </td>
                <td data-label="Source">
                  {sourceLabel(r.source)}
                  {r.own ? ' (yours)' : ''}
                </td>
                <td data-label="Type">{RATE_TYPE_LABEL[r.rateType]}</td>
                <td data-label="Date">{fmt.date(r.effectiveDate)}</td>
                <td data-label="Status">
                  {r.stale ? <span className="badge status-overdue">STALE</span> : <span className="badge status-paid">CURRENT</span>}
                </td>
                <td className="cell-actions">
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-pressed={r.currency === selected}
                    onClick={() => onShowHistory(r.currency)}
                  >
                    History<span className="visually-hidden"> of {r.currency}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
