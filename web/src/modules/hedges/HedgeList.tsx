import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import { ReopenHedgeDocument, type HedgeFieldsFragment } from '../../generated/graphql';
import type { ActionOutcome } from '../../ui/UndoNotice';
import { gainWords } from '../invoice/gainWords';
import { useFormat } from '../preferences/useFormat';
import { HedgeActionDialog } from './HedgeActionDialog';
import { HEDGE_QUERIES } from './hedgeQueries';

const STATUS_TEXT = { OPEN: 'Open', SETTLED: 'Settled', CANCELLED: 'Cancelled' } as const;

/**
 * The book: every contract, soonest maturity first, with Settle and Cancel on the open ones, each
 * asking first and undoable (reopen). Without `mayAct` (a member) there is no Actions column.
 */
export function HedgeList({
  contracts,
  onDone,
  mayAct = true,
}: {
  contracts: readonly HedgeFieldsFragment[];
  onDone(outcome: ActionOutcome): void;
  mayAct?: boolean;
}) {
  const fmt = useFormat();
  const [acting, setActing] = useState<{ kind: 'settle' | 'cancel'; contract: HedgeFieldsFragment } | null>(null);
  const [reopen] = useMutation(ReopenHedgeDocument, { refetchQueries: HEDGE_QUERIES, awaitRefetchQueries: true });

  function done(kind: 'settle' | 'cancel', h: HedgeFieldsFragment): void {
    setActing(null);
    const name = `contract #${h.id}`;
    const text =
      kind === 'settle'
        ? `Settled ${name} on ${fmt.date(h.settledOn)} at ${fmt.decimal(h.settlementRate ?? '')}: realised ${h.realisedGainLoss ? gainWords(h.realisedGainLoss, fmt) : '—'}.`
        : `Cancelled ${name}.`;
    onDone({
      kind: 'success',
      text,
      focusUndo: true,
      undo: async () => {
        try {
          await reopen({ variables: { id: h.id } });
        } catch (e) {
          throw new Error(serverMessage(e, `Failed to reopen ${name}`));
        }
        return `Reopened ${name}: it is open again.`;
      },
    });
  }

  return (
    <div className="table-wrap table-stack" tabIndex={0} role="region" aria-label="Forward contracts">
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
            {mayAct && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {contracts.map((h) => (
            <tr key={h.id} data-testid="hedge-row">
              <td data-label="#">{h.id}</td>
              <td data-label="Currency">
                <span className="badge currency-badge">{h.currency}</span>
              </td>
              <td className="num" data-label="Amount">
                {fmt.money(h.amount, h.currency)}
              </td>
              <td className="num" data-label="Locked rate">
                {fmt.decimal(h.lockedRate)}
              </td>
              <td data-label="Trade date">{fmt.date(h.tradeDate)}</td>
              <td data-label="Maturity">{fmt.date(h.maturityDate)}</td>
              <td data-label="Bank">{h.bank}</td>
              <td data-label="Reference">{h.reference || '—'}</td>
              <td data-label="Status">
                {STATUS_TEXT[h.status]}
                {h.status === 'SETTLED' && h.realisedGainLoss && (
                  <span className="small muted"> · {fmt.money(h.realisedGainLoss, 'NZD')}</span>
                )}
              </td>
              {mayAct && (
                <td data-label="Actions" className="cell-actions">
                  {h.status === 'OPEN' ? (
                    <div className="btn-row">
                      <button
                        type="button"
                        className="btn btn-small"
                        onClick={() => setActing({ kind: 'settle', contract: h })}
                        aria-label={`Settle contract #${h.id}`}
                      >
                        Settle
                      </button>
                      <button
                        type="button"
                        className="btn btn-secondary btn-small"
                        onClick={() => setActing({ kind: 'cancel', contract: h })}
                        aria-label={`Cancel contract #${h.id}`}
                      >
                        Cancel
                      </button>
                    </div>
                  ) : (
                    '—'
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {acting && (
        <HedgeActionDialog
          kind={acting.kind}
          contract={acting.contract}
          onClose={() => setActing(null)}
          onDone={(after) => done(acting.kind, after)}
        />
      )}
    </div>
  );
}
