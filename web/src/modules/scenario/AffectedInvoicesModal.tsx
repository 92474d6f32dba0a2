import { useQuery } from '@apollo/client/react';
import { Exact } from '@keafx/schema';
import { ScenarioAffectedInvoicesDocument } from '../../generated/graphql';
import { Modal } from '../../ui/Modal';
import { EmptyState, QueryState } from '../../ui/QueryState';
import { useFormat } from '../preferences/useFormat';

interface Props {
  id: string;
  name: string;
  /** NZD per unit by currency, from today's exposure. */
  rates: ReadonlyMap<string, string>;
  onClose(): void;
}

/** The invoices a saved scenario's shocks touch today, with their NZD values at today's rates. */
export function AffectedInvoicesModal({ id, name, rates, onClose }: Props) {
  const fmt = useFormat();
  const q = useQuery(ScenarioAffectedInvoicesDocument, { variables: { id } });
  const items = q.data?.scenarioAffectedInvoices.items ?? [];
  const nzdOf = (amount: string, rate: string | undefined) => (rate ? fmt.nzd(new Exact(amount).times(rate).toFixed()) : '—');
  return (
    <Modal
      title={`Invoices affected by "${name}"`}
      onClose={onClose}
      wide
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      <QueryState
        loading={q.loading}
        error={q.error}
        errorText="The affected invoices could not be loaded."
        onRetry={() => void q.refetch()}
        loadingText="Loading affected invoices..."
        isEmpty={items.length === 0}
        empty={
          <EmptyState
            title="No invoices are affected today"
            text="None of today's unpaid invoices is in a currency this scenario shocks."
          />
        }
      >
        <div className="table-wrap table-stack">
          <table className="data">
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Customer</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col" className="num">
                  NZD today
                </th>
                <th scope="col">Due</th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.id}>
                  <td data-label="Invoice">{i.label}</td>
                  <td data-label="Customer">{i.counterparty}</td>
                  <td className="num" data-label="Amount">
                    {fmt.money(i.amount, i.currency)}
                  </td>
                  <td className="num" data-label="NZD today">
                    {nzdOf(i.amount, rates.get(i.currency))}
                  </td>
                  <td data-label="Due">{fmt.date(i.dueDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {q.data?.scenarioAffectedInvoices.hasMore && <p className="small muted">The first 500 are listed.</p>}
      </QueryState>
    </Modal>
  );
}
