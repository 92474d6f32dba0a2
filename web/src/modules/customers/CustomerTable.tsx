import { countryName, paymentBehaviour } from '@keafx/schema';
import { Link } from 'react-router-dom';
import type { CustomerSummaryFragment } from '../../generated/graphql';
import { useDemoMode } from '../../layout/DemoMode';
import { Outstanding } from './Outstanding';
import './customers.css';

/** The Customers list: name (to the customer's page), country, invoices, what they owe and how they pay; one card per customer on a phone. */
export function CustomerTable({ customers }: { customers: readonly CustomerSummaryFragment[] }) {
  const mode = useDemoMode();
  return (
    <div className="table-wrap table-stack">
      <table className="data customer-table">
        <caption className="visually-hidden">Customers</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Country</th>
            <th scope="col" className="num">
              Invoices
            </th>
            <th scope="col">Outstanding</th>
            <th scope="col">Payment behaviour</th>
          </tr>
        </thead>
        <tbody>
          {customers.map((c) => (
            <tr key={c.id}>
              <th scope="row" className="cell-wide" data-label="Name">
                <Link className="customer-name" to={mode.path(`/customers/${c.id}`)}>
                  {c.name}
                </Link>
              </th>
              <td data-label="Country">{c.country ? countryName(c.country) : <span className="muted">Not given</span>}</td>
              <td className="num" data-label="Invoices">
                {c.invoiceCount.toLocaleString('en-NZ')}
              </td>
              <td data-label="Outstanding">
                <Outstanding outstanding={c.outstanding} />
              </td>
              <td className="cell-wrap" data-label="Payment behaviour">
                {paymentBehaviour(c.paidCount, c.averageDaysLate)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
