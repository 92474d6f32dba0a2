import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import { VoidRateDocument, type RateFieldsFragment } from '../../generated/graphql';
import { Modal } from '../../ui/Modal';
import { Notice } from '../../ui/Notice';
import { useMayWrite } from '../../session/useBusinessRole';
import { useFormat } from '../preferences/useFormat';
import { RATE_TYPE_LABEL, sourceLabel } from './rateLabels';

interface Props {
  currency: string;
  history: readonly RateFieldsFragment[];
  /** The demo: nothing can be voided. */
  demo: boolean;
}

/**
 * The entries of one currency's history, newest first, each with its rate, type, source and date:
 * a voided one marked Void (struck through, and said in words), and each rate of the owner's own
 * that is not void with a Void button that asks first (the owner's alone: a member sees none).
 * Open from the start when the owner has entries of their own here, the ones they can act on.
 */
export function RateHistoryEntries({ currency, history, demo }: Props) {
  const fmt = useFormat();
  const mayVoid = useMayWrite('owner');
  const [voiding, setVoiding] = useState<RateFieldsFragment | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [voidRate, { loading }] = useMutation(VoidRateDocument, {
    refetchQueries: ['RatesScreen', 'RateHistory'],
    awaitRefetchQueries: true,
    // Exposure converts at current rates: drop what the cache holds so every screen reads them afresh.
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'exposure' });
      cache.gc();
    },
  });
  const describe = (r: RateFieldsFragment) =>
    `${fmt.date(r.effectiveDate)}: ${fmt.decimal(r.nzdPerUnit)} NZD (${RATE_TYPE_LABEL[r.rateType].toLowerCase()}, ${sourceLabel(r.source)}${r.own ? ', yours' : ''})`;

  const confirmVoid = (r: RateFieldsFragment): void => {
    setVoiding(null);
    voidRate({ variables: { id: r.id } }).then(
      () => setMessage({ kind: 'success', text: `Voided your ${currency} rate of ${fmt.decimal(r.nzdPerUnit)} NZD per ${currency}.` }),
      (e: unknown) => setMessage({ kind: 'error', text: serverMessage(e, 'The rate could not be voided. Please try again.') }),
    );
  };

  return (
    <>
      {message && (
        <Notice kind={message.kind} onDismiss={() => setMessage(null)}>
          {message.text}
        </Notice>
      )}
      <details className="history-entries" open={(mayVoid && history.some((r) => r.own)) || undefined}>
        <summary>
          All {history.length} entr{history.length === 1 ? 'y' : 'ies'}, newest first
        </summary>
        <ul>
          {history.map((r) => (
            <li key={r.id} className={r.voidedAt ? 'is-void' : undefined}>
              {r.voidedAt ? (
                <>
                  <s>{describe(r)}</s> <span className="badge status-void">Void</span>
                  <span className="small muted">
                    {' '}
                    voided {fmt.dateTime(r.voidedAt)}
                    {r.voidedBy ? ` by ${r.voidedBy}` : ''}
                  </span>
                </>
              ) : (
                describe(r)
              )}
              {r.own && !r.voidedAt && !demo && mayVoid && (
                <>
                  {' '}
                  <button type="button" className="btn btn-ghost btn-small" disabled={loading} onClick={() => setVoiding(r)}>
                    Void
                    <span className="visually-hidden">
                      {' '}
                      the {currency} rate {fmt.decimal(r.nzdPerUnit)} of {fmt.date(r.effectiveDate)}
                    </span>
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      </details>
      {voiding && (
        <Modal
          title={`Void this ${currency} rate?`}
          onClose={() => setVoiding(null)}
          footer={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setVoiding(null)} data-autofocus>
                Cancel
              </button>
              <button type="button" className="btn btn-danger" onClick={() => confirmVoid(voiding)}>
                Void rate
              </button>
            </>
          }
        >
          <p>
            Void your {currency} rate of{' '}
            <strong>
              {fmt.decimal(voiding.nzdPerUnit)} NZD per {currency}
            </strong>{' '}
            ({RATE_TYPE_LABEL[voiding.rateType].toLowerCase()}, {fmt.date(voiding.effectiveDate)})?
          </p>
          <p className="muted">
            It stays in the history marked void and is no longer used: {currency} converts at the most recent rate that is not void. The
            audit trail records it.
          </p>
        </Modal>
      )}
    </>
  );
}
