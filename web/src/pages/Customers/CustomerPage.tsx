import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { countryName, paymentBehaviour } from '@keafx/schema';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { CustomerDocument, type CustomerDetailsFragment } from '../../generated/graphql';
import { useDemoMode } from '../../layout/DemoMode';
import { CustomerInvoices } from '../../modules/customers/CustomerInvoices';
import { DeleteCustomer } from '../../modules/customers/DeleteCustomer';
import { EditCustomer } from '../../modules/customers/EditCustomer';
import { MergeCustomer } from '../../modules/customers/MergeCustomer';
import { Outstanding } from '../../modules/customers/Outstanding';
import { Notice } from '../../ui/Notice';
import { QueryState } from '../../ui/QueryState';
import { useMayWrite } from '../../session/useBusinessRole';

/** An unknown id (or one that is no id at all) is a customer that is not there. */
function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'BAD_USER_INPUT')
  );
}

/**
 * /customers/:id: a customer's details, what they owe and how they pay, their invoices, merging
 * another into them, deleting. A member reads the details; merging and deleting are not shown.
 */
export default function CustomerPage() {
  const { id = '' } = useParams();
  const mode = useDemoMode();
  const owner = useMayWrite('owner');
  const location = useLocation();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(CustomerDocument, { variables: { id } });
  // A merge fills blank details on the server: the details form then starts again from what it left.
  const [merged, setMerged] = useState<CustomerDetailsFragment | null>(null);
  const customer = data?.customer;
  const [notice, setNotice] = useState<string | null>(() => {
    const said = (location.state as { notice?: unknown } | null)?.notice;
    return typeof said === 'string' ? said : null;
  });

  useEffect(() => {
    if (location.state) void navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);
  useEffect(() => {
    document.title = `${customer?.name ?? 'Customer'} · Kea FX`;
  }, [customer?.name]);

  const back = (
    <Link to={mode.path('/customers')} className="btn btn-secondary">
      Back to Customers
    </Link>
  );

  if (error && isNotFound(error)) {
    return (
      <section className="card" aria-labelledby="customer-missing">
        <h1 id="customer-missing">Customer not found</h1>
        <p className="muted">There is no such customer: it may have been merged into another customer or deleted.</p>
        {back}
      </section>
    );
  }

  return (
    <>
      <div className="page-header">
        <div>
          <h1>{customer?.name ?? 'Customer'}</h1>
          {customer && (
            <p className="muted">
              {[customer.tradingName && `Trading as ${customer.tradingName}`, customer.country && countryName(customer.country)]
                .filter(Boolean)
                .join(' · ') || 'Customer'}
            </p>
          )}
        </div>
        {back}
      </div>
      {notice && (
        <Notice kind="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Notice>
      )}
      <QueryState
        loading={loading && !data}
        loadingText="Loading customer..."
        error={error}
        errorText="Failed to load the customer. Please try again."
        onRetry={() => void refetch()}
      >
        {customer && (
          <>
            <section className="card" aria-labelledby="customer-glance">
              <h2 id="customer-glance">At a glance</h2>
              <dl className="facts">
                <div>
                  <dt>Invoices</dt>
                  <dd data-testid="customer-invoice-count">{customer.invoiceCount.toLocaleString('en-NZ')}</dd>
                </div>
                <div>
                  <dt>Outstanding</dt>
                  <dd>
                    <Outstanding outstanding={customer.outstanding} />
                  </dd>
                </div>
                <div>
                  <dt>Payment behaviour</dt>
                  <dd>{paymentBehaviour(customer.paidCount, customer.averageDaysLate)}</dd>
                </div>
              </dl>
            </section>
            <section className="card" aria-labelledby="customer-details">
              <h2 id="customer-details">Details</h2>
              <EditCustomer key={merged?.updatedAt ?? 'stored'} customer={customer} shown={merged ?? customer} />
            </section>
            <section className="card" aria-labelledby="customer-invoices">
              <h2 id="customer-invoices">Invoices</h2>
              <CustomerInvoices customerId={customer.id} name={customer.name} />
            </section>
            {owner && (
              <section className="card" aria-labelledby="customer-merge">
                <h2 id="customer-merge">Merge another customer into this one</h2>
                <MergeCustomer customer={customer} onMerged={setMerged} />
              </section>
            )}
            {owner && customer.invoiceCount === 0 && (
              <section className="card" aria-labelledby="customer-delete">
                <h2 id="customer-delete">Delete this customer</h2>
                <DeleteCustomer customer={customer} />
              </section>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
