import { RATE_CONFIRM_PERCENT, type RateChange } from '@keafx/schema';
import type { RateFieldsFragment } from '../../generated/graphql';
import { Modal } from '../../ui/Modal';
import { useFormat } from '../preferences/useFormat';
import { changeWords, signedPercent } from './rateConfirm';
import { sourceLabel } from './rateLabels';

interface Props {
  change: RateChange;
  /** The current rate compared with, for its source and date. */
  current: RateFieldsFragment | undefined;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * Asks before a rate more than 20% from the current one is recorded (a typo such as 155 for 1.55
 * would otherwise become current at once): the currency, both rates and how far apart they are.
 */
export function RateConfirmDialog({ change, current, busy, onCancel, onConfirm }: Props) {
  const fmt = useFormat();
  const per = `NZD per ${change.currency}`;
  return (
    <Modal
      title={`Check this ${change.currency} rate`}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} data-autofocus>
            Cancel
          </button>
          <button type="button" className="btn" onClick={onConfirm} disabled={busy}>
            {busy ? 'Recording...' : 'Record anyway'}
          </button>
        </>
      }
    >
      <p>
        The rate you entered is <strong>{changeWords(change, fmt)}</strong> the current {change.currency} rate. A change of more than{' '}
        {RATE_CONFIRM_PERCENT}% is often a typo, such as 155 for 1.55.
      </p>
      <dl className="details" data-testid="rate-confirm-figures">
        <dt>Current rate</dt>
        <dd>
          {fmt.decimal(change.current)} {per}
          {current && (
            <span className="muted">
              {' '}
              ({sourceLabel(current.source)}
              {current.own ? ', yours' : ''}, {fmt.date(current.effectiveDate)})
            </span>
          )}
        </dd>
        <dt>New rate</dt>
        <dd>
          {fmt.decimal(change.next)} {per}
        </dd>
        <dt>Difference</dt>
        <dd>{signedPercent(change, fmt)}</dd>
      </dl>
      <p className="muted small" style={{ marginBottom: 0, marginTop: 'var(--space-4)' }}>
        Record it only if it is right: it becomes your current {change.currency} rate. A rate you recorded can be voided later from the rate
        history.
      </p>
    </Modal>
  );
}
