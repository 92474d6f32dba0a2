import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import { CancelHedgeDocument, SettleHedgeDocument, type HedgeFieldsFragment } from '../../generated/graphql';
import { useFormat } from '../preferences/useFormat';
import { HEDGE_QUERIES } from './hedgeQueries';

const STATUS_TEXT = { OPEN: 'Open', SETTLED: 'Settled', CANCELLED: 'Cancelled' } as const;

/** The book: every contract, soonest maturity first, with Settle and Cancel on the open ones. */
export function HedgeList({
  contracts,
  onDone,
}: {
  contracts: readonly HedgeFieldsFragment[];
  onDone(text: string, error?: boolean): void;
}) {
  const fmt = useFormat();
  const [busy, setBusy] = useState<string | null>(null);
  const [settle] = useMutation(SettleHedgeDocument, { refetchQueries: HEDGE_QUERIES, awaitRefetchQueries: true });
  const [cancel] = useMutation(CancelHedgeDocument, { refetchQueries: HEDGE_QUERIES, awaitRefetchQueries: true });

  async function act(kind: 'settle' | 'cancel', h: HedgeFieldsFragment) {
    setBusy(h.id);
    try {
      if (kind === 'settle') {
        const { data } = await settle({ variables: { id: h.id } });
        const gain = data?.settleHedge.realisedGainLoss;
        onDone(`Settled contract #${h.id} at ${data?.settleHedge.settlementRate ?? ''}: realised ${gain ? fmt.money(gain, 'NZD') : '—'}.`);
      } else {
        await cancel({ variables: { id: h.id } });
        onDone(`Cancelled contract #${h.id}.`);
      }
    } catch (err) {
      onDone(serverMessage(err, `Failed to ${kind} contract #${h.id}`), true);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Forward contracts">
      <table className="data">
        <caption className="visually-hidden">Forward contracts</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Currency</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col" className="num">
              Locked rate
            </th>
            <th scope="col">Trade date</th>
            <th scope="col">Maturity</th>
            <th scope="col">Bank</th>
            <th scope="col">Reference</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((h) => (
            <tr key={h.id} data-testid="hedge-row">
              <td>{h.id}</td>
              <td>
                <span className="badge currency-badge">{h.currency}</span>
              </td>
              <td className="num">{fmt.money(h.amount, h.currency)}</td>
              <td className="num">{fmt.decimal(h.lockedRate)}</td>
              <td>{fmt.date(h.tradeDate)}</td>
              <td>{fmt.date(h.maturityDate)}</td>
              <td>{h.bank}</td>
              <td>{h.reference || '—'}</td>
              <td>
                {STATUS_TEXT[h.status]}
                {h.status === 'SETTLED' && h.realisedGainLoss && (
                  <span className="small muted"> · {fmt.money(h.realisedGainLoss, 'NZD')}</span>
                )}
              </td>
              <td>
                {h.status === 'OPEN' ? (
                  <div className="btn-row">
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={busy === h.id}
                      onClick={() => void act('settle', h)}
                      aria-label={`Settle contract #${h.id}`}
                    >
                      Settle
                    </button>
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      disabled={busy === h.id}
                      onClick={() => void act('cancel', h)}
                      aria-label={`Cancel contract #${h.id}`}
                    >
                      Cancel
                    </button>
                  </div>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
