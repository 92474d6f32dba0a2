import { useQuery } from '@apollo/client/react';
import { checkText, CUSTOMER_PAGE_DEFAULT, SEARCH_MAX } from '@keafx/schema';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CustomersDocument } from '../../generated/graphql';
import { useDemoMode } from '../../layout/DemoMode';
import { CustomerTable } from '../../modules/customers/CustomerTable';
import { NewCustomerDialog } from '../../modules/customers/NewCustomerDialog';
import { Notice } from '../../ui/Notice';
import { EmptyState, QueryState } from '../../ui/QueryState';
import { useDebounced } from '../../ui/useDebounced';
import { useMayWrite } from '../../session/useBusinessRole';

/** /customers: the owner's customers by name, with what they owe and how they pay; search, more, and New customer. */
export default function CustomersPage() {
  const mode = useDemoMode();
  // Adding a customer is the owner's: a member reads the list.
  const owner = useMayWrite('owner');
  const location = useLocation();
  const navigate = useNavigate();
  // A notice handed over by the page that sent us here (a customer deleted).
  const [notice, setNotice] = useState<string | null>(() => {
    const said = (location.state as { notice?: unknown } | null)?.notice;
    return typeof said === 'string' ? said : null;
  });
  const [searchText, setSearchText] = useState('');
  // The api's text rule, checked here first: text it would refuse is never sent.
  const searchCheck = checkText(searchText, { field: 'search', label: 'Search', max: SEARCH_MAX, required: false });
  const search = useDebounced(searchCheck.ok ? searchCheck.value : '', 250) || undefined;
  const [creating, setCreating] = useState(false);
  const list = useQuery(CustomersDocument, { variables: { search, limit: CUSTOMER_PAGE_DEFAULT, offset: 0 } });
  const customers = list.data?.customers.items ?? [];

  useEffect(() => {
    document.title = 'Customers · Kea FX';
  }, []);
  useEffect(() => {
    if (location.state) void navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);

  return (
    <>
      <div className="page-header">
        <div>
          <h1>Customers</h1>
          <p className="muted">Who you invoice: their details, what they owe and how they pay.</p>
        </div>
        {owner && (
          <div className="btn-row">
            <button
              type="button"
              className="btn"
              disabled={mode.demo}
              title={mode.demo ? 'Adding customers is disabled in demo mode' : undefined}
              onClick={() => setCreating(true)}
            >
              New customer
            </button>
          </div>
        )}
      </div>

      {mode.demo && (
        <p className="muted small">
          In the demo the customers are the sample invoices&apos; own; adding, changing and merging are disabled.
        </p>
      )}

      {notice && (
        <Notice kind="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Notice>
      )}

      <section className="card" aria-label="Customer list">
        <div className="toolbar">
          <div className="grow">
            <label className="visually-hidden" htmlFor="customer-search">
              Search customers by name, e-mail or number
            </label>
            <input
              id="customer-search"
              className="input"
              type="search"
              placeholder="Search name, e-mail or number"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              aria-invalid={!searchCheck.ok}
              aria-describedby={searchCheck.ok ? undefined : 'customer-search-error'}
            />
            {!searchCheck.ok && (
              <p id="customer-search-error" className="field-error" role="alert">
                {searchCheck.message}
              </p>
            )}
          </div>
        </div>

        <QueryState
          loading={list.loading && !list.data}
          loadingText="Loading customers..."
          error={list.error}
          errorText="Failed to load your customers. Please try again."
          onRetry={() => void list.refetch()}
          isEmpty={customers.length === 0}
          empty={
            search ? (
              <EmptyState title="No customers match" text="Try another name, e-mail or number." />
            ) : (
              <EmptyState
                title="No customers yet"
                text={
                  owner
                    ? 'Each invoice adds its customer here; you can also add one yourself with New customer.'
                    : 'Each invoice adds its customer here.'
                }
              />
            )
          }
        >
          <CustomerTable customers={customers} />
          {list.data?.customers.hasMore && (
            <button
              type="button"
              className="btn btn-secondary"
              style={{ marginTop: 'var(--space-3)' }}
              onClick={() => void list.fetchMore({ variables: { offset: customers.length } })}
            >
              More customers
            </button>
          )}
        </QueryState>
      </section>

      {creating && <NewCustomerDialog onClose={() => setCreating(false)} />}
    </>
  );
}
