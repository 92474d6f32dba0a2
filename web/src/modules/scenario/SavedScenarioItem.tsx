import { useLazyQuery } from '@apollo/client/react';
import { serverMessage } from '../../apollo/errors';
import { SavedScenarioCurrentDocument, type SavedScenarioFieldsFragment } from '../../generated/graphql';
import { useFormat } from '../preferences/useFormat';
import { useSignedNzd } from './ImpactCards';
import { signedPercent } from './simulate';

interface Props {
  s: SavedScenarioFieldsFragment;
  selected: boolean;
  demo: boolean;
  onLoad(): void;
  /** Pin and Delete: absent for a member (keeping scenarios is the owner's), and their buttons with them. */
  onPin?: () => void;
  onAffected(): void;
  onDelete?: () => void;
  onToggleCompare(checked: boolean): void;
}

const shocksLine = (s: SavedScenarioFieldsFragment): string => {
  const percents = [...new Set(s.shocks.map((x) => x.percent))];
  if (percents.length === 1 && percents[0] !== undefined)
    return `${signedPercent(Number(percents[0]))} on ${s.shocks.map((x) => x.currency).join(', ')}`;
  return s.shocks.map((x) => `${x.currency} ${signedPercent(Number(x.percent))}`).join(', ');
};

/** One saved scenario: what it found when saved, its rate-snapshot date, and its actions. */
export function SavedScenarioItem({ s, selected, demo, onLoad, onPin, onAffected, onDelete, onToggleCompare }: Props) {
  const fmt = useFormat();
  const signed = useSignedNzd();
  const [rerun, today] = useLazyQuery(SavedScenarioCurrentDocument, { fetchPolicy: 'network-only' });
  const current = today.data?.scenario?.current;
  return (
    <li className={`scenario-item${s.isPinned ? ' is-pinned' : ''}`} data-testid="saved-scenario" aria-label={s.name}>
      <div className="scenario-item-head">
        <label className="checkbox-label">
          <input type="checkbox" checked={selected} onChange={(e) => onToggleCompare(e.target.checked)} aria-label={`Compare ${s.name}`} />
          <strong className="scenario-name">{s.name}</strong>
          {s.isPinned && <span className="badge scenario-pinned">Pinned</span>}
        </label>
        <span className="small muted">Saved {fmt.dateTime(s.date)}</span>
      </div>
      {s.tags.length > 0 && (
        <p className="scenario-tag-list">
          {s.tags.map((t) => (
            <span key={t} className="badge">
              {t}
            </span>
          ))}
        </p>
      )}
      <p className="small">
        {shocksLine(s)}
        {s.includeDrafts ? ' · drafts included' : ''}
        <br />
        Impact <strong>{signed(s.impactAmount)}</strong> on {fmt.nzd(s.totalExposure)} · {s.affectedInvoiceCount}{' '}
        {s.affectedInvoiceCount === 1 ? 'invoice' : 'invoices'} ·{' '}
        {/* The rates' own date (the newest it used), not the day it was saved. */}
        {s.saved.rateSnapshotDate ? `rates of ${fmt.date(s.saved.rateSnapshotDate)}` : 'no rate needed'}
      </p>
      {current && (
        <p className="small" role="status">
          At today's rates: impact <strong>{signed(current.totalImpact)}</strong> on {fmt.nzd(current.totalCurrent)} (saved:{' '}
          {signed(s.impactAmount)}).
        </p>
      )}
      {today.error && (
        <p className="small field-error" role="alert">
          {serverMessage(today.error, 'It could not be re-run. Please try again.')}
        </p>
      )}
      <div className="btn-row">
        <button type="button" className="btn btn-small" onClick={onLoad} aria-label={`Load ${s.name}`}>
          Load
        </button>
        {onPin && (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={onPin}
            aria-label={`${s.isPinned ? 'Unpin' : 'Pin'} ${s.name}`}
          >
            {s.isPinned ? 'Unpin' : 'Pin'}
          </button>
        )}
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={onAffected}
          aria-label={`View affected invoices of ${s.name}`}
        >
          View affected invoices
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={today.loading}
          onClick={() => void rerun({ variables: { id: s.id } })}
          aria-label={`Re-run at today's rates: ${s.name}`}
        >
          {today.loading ? 'Re-running...' : "Re-run at today's rates"}
        </button>
        {onDelete && (
          <button
            type="button"
            className="btn btn-danger btn-small"
            onClick={onDelete}
            disabled={demo}
            aria-label={`Delete ${s.name}`}
            title={demo ? 'Deleting scenarios is disabled in demo mode' : undefined}
          >
            Delete
          </button>
        )}
      </div>
    </li>
  );
}
