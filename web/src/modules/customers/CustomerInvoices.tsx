import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { CustomerInvoicesDocument } from '../../generated/graphql';
import { useDemoMode } from '../../layout/DemoMode';
import { StatusBadge } from '../../ui/Badges';
import { MoreButton } from '../../ui/MoreButton';
import { EmptyState, QueryState } from '../../ui/QueryState';
import { useFormat } from '../preferences/useFormat';

const PAGE = 50;

/** A customer's invoices, every folder, newest number first, each linked to its edit page (plain text in the demo, which edits none). */
export function CustomerInvoices({ customerId, name }: { customerId: string; name: string }) {
  const fmt = useFormat();
  const mode = useDemoMode();
  const list = useQuery(CustomerInvoicesDocument, { variables: { customerId, limit: PAGE, offset: 0 } });
  const invoices = list.data?.invoices.items ?? [];
  return (
    <QueryState
      loading={list.loading && !list.data}
      loadingText="Loading invoices..."
      error={list.error}
      errorText="Failed to load this customer's invoices. Please try again."
      onRetry={() => void list.refetch()}
      isEmpty={invoices.length === 0}
      empty={<EmptyState title="No invoices yet" text={`Invoices to ${name} will be listed here.`} />}
    >
      <div className="table-wrap table-stack">
        <table className="data">
          <caption className="visually-hidden">Invoices to {name}</caption>
          <thead>
            <tr>
              <th scope="col">Invoice</th>
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
                <th scope="row" className="mono" data-label="Invoice">
                  {mode.demo ? i.label : <Link to={`/invoices/edit/${i.number}`}>{i.label}</Link>}
                </th>
                <td className="num" data-label="Amount">
                  {fmt.money(i.amount, i.currency)}
                </td>
                <td data-label="Due Date">{fmt.date(i.dueDate)}</td>
                <td data-label="Status">
                  <StatusBadge status={i.status} />
                  {i.writtenOff ? (
                    <span className="small muted"> written off</span>
                  ) : i.archived ? (
                    <span className="small muted"> archived</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <MoreButton
        shown={list.data?.invoices.hasMore}
        label="More invoices"
        onClick={() => void list.fetchMore({ variables: { offset: invoices.length } })}
      />
    </QueryState>
  );
}
