import { Exact, roundToMinor } from '@keafx/schema';
import { useState } from 'react';
import { StatusBadge } from '../../ui/Badges';
import { Modal } from '../../ui/Modal';
import { useFormat } from '../preferences/useFormat';
import type { UiInvoice } from './invoiceModel';

/** The filing actions that ask first: Archive and Write Off (their undo, Unarchive and Restore, do not). */
export type ConfirmedKind = 'archive' | 'writeOff';

const WORDS: Record<ConfirmedKind, { verb: string; button: string; effect: string }> = {
  writeOff: {
    verb: 'Write off',
    button: 'Write off',
    effect: 'They move to Write-offs and stop counting in your exposure. Restore brings them back as overdue.',
  },
  archive: {
    verb: 'Archive',
    button: 'Archive',
    effect: 'They move to the Archive tab; nothing else about them changes. Unarchive brings them back.',
  },
};

/** Each currency's total of these invoices, exact, as "USD 1,200.50 · EUR 300.00". */
function totals(invoices: readonly UiInvoice[], money: (amount: string, currency: string) => string): string {
  const by = new Map<string, string[]>();
  for (const i of invoices) by.set(i.currency, [...(by.get(i.currency) ?? []), i.amount]);
  // Summed exactly and rounded once to the currency's minor unit: the totals rule of every screen.
  return [...by]
    .map(([currency, amounts]) =>
      money(
        roundToMinor(
          amounts.reduce((t, a) => t.plus(a), new Exact(0)),
          currency,
        ),
        currency,
      ),
    )
    .join(' · ');
}

/**
 * Write Off (a row's or the selected invoices') and Archive Selected, asking first: which invoices,
 * their amounts and due dates, the total by currency and what will happen. Nothing changes until
 * the button is pressed; a refusal from the api is said in the dialog.
 */
export function ConfirmBulkDialog({
  kind,
  invoices,
  onClose,
  onConfirm,
}: {
  kind: ConfirmedKind;
  invoices: readonly UiInvoice[];
  onClose(): void;
  /** Does it; throws with the sentence to show when it fails. */
  onConfirm(): Promise<void>;
}) {
  const fmt = useFormat();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const w = WORDS[kind];
  const what = invoices.length === 1 ? invoices[0]!.label : `${invoices.length.toLocaleString('en-NZ')} invoices`;

  async function confirm(): Promise<void> {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'Failed to update invoice');
      setBusy(false);
    }
  }

  return (
    <Modal
      title={`${w.verb} ${what}?`}
      onClose={onClose}
      wide={invoices.length > 1}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            data-autofocus
            className={`btn${kind === 'writeOff' ? ' btn-danger' : ''}`}
            disabled={busy}
            onClick={() => void confirm()}
          >
            {busy ? 'Working…' : `${w.button} ${what}`}
          </button>
        </>
      }
    >
      <div className="table-wrap table-stack">
        <table className="data">
          <caption className="visually-hidden">Invoices to {w.verb.toLowerCase()}</caption>
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">Customer</th>
              <th scope="col" className="num">
                Amount
              </th>
              <th scope="col">Due Date</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((i) => (
              <tr key={i.id}>
                <td data-label="Invoice">{i.label}</td>
                <td data-label="Customer">{i.customer}</td>
                <td className="num" data-label="Amount">
                  {fmt.money(i.amount, i.currency)}
                </td>
                <td data-label="Due Date">{fmt.date(i.dueDate)}</td>
                <td data-label="Status">
                  <StatusBadge status={i.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <strong>Total:</strong> {totals(invoices, (a, c) => fmt.money(a, c))}
      </p>
      <p className="muted">{w.effect}</p>
      {failure && (
        <div className="alert alert-error" role="alert">
          <p>{failure}</p>
        </div>
      )}
    </Modal>
  );
}
