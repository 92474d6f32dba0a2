import { useFormat } from '../preferences/useFormat';
import type { CustomerSummaryFragment } from '../../generated/graphql';

/** What a customer owes, one line per currency in the owner's number format; "Nothing outstanding" when nothing is. */
export function Outstanding({ outstanding }: { outstanding: CustomerSummaryFragment['outstanding'] }) {
  const fmt = useFormat();
  if (outstanding.length === 0) return <span className="muted">Nothing outstanding</span>;
  return (
    <ul className="customer-amounts">
      {outstanding.map((o) => (
        <li key={o.currency}>
          {fmt.money(o.amount, o.currency)}{' '}
          <span className="muted small">
            ({o.count.toLocaleString('en-NZ')} {o.count === 1 ? 'invoice' : 'invoices'})
          </span>
        </li>
      ))}
    </ul>
  );
}
