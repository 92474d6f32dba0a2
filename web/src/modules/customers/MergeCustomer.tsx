import { useMutation, useQuery } from '@apollo/client/react';
import { checkText, CUSTOMER_PAGE_DEFAULT, SEARCH_MAX } from '@keafx/schema';
import { useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import { staleQueries } from '../../apollo/refetch';
import {
  CustomersDocument,
  MergeCustomersDocument,
  type CustomerDetailsFragment,
  type CustomerSummaryFragment,
} from '../../generated/graphql';
import { useDemoMode } from '../../layout/DemoMode';
import { Modal } from '../../ui/Modal';
import { useDebounced } from '../../ui/useDebounced';
import { mergeConfirmation, mergedNotice } from './mergeText';

/**
 * "Merge another customer into this one": find and pick the other customer, read what will happen
 * in a confirmation, then merge (its invoices move here, blank details are filled from it, and it
 * is deleted).
 */
export function MergeCustomer({
  customer,
  onMerged,
}: {
  customer: { id: string; name: string };
  /** Told the customer as the merge left it (blank details filled from the other). */
  onMerged(merged: CustomerDetailsFragment): void;
}) {
  const mode = useDemoMode();
  const [searchText, setSearchText] = useState('');
  const searchCheck = checkText(searchText, { field: 'search', label: 'Search', max: SEARCH_MAX, required: false });
  const search = useDebounced(searchCheck.ok ? searchCheck.value : '', 250) || undefined;
  const others = useQuery(CustomersDocument, { variables: { search, limit: CUSTOMER_PAGE_DEFAULT, offset: 0 } });
  const choices = (others.data ?? others.previousData)?.customers.items.filter((c) => c.id !== customer.id) ?? [];
  const [chosen, setChosen] = useState<CustomerSummaryFragment | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [merge, { loading }] = useMutation(MergeCustomersDocument, { refetchQueries: staleQueries('customers') });
  // The chosen one stays chosen while a new search shows others.
  const options = chosen && !choices.some((c) => c.id === chosen.id) ? [chosen, ...choices] : choices;

  async function run(from: CustomerSummaryFragment): Promise<void> {
    setFailure(null);
    try {
      const { data } = await merge({ variables: { id: customer.id, fromId: from.id } });
      setConfirming(false);
      setChosen(null);
      setDone(mergedNotice(customer.name, from.name, from.invoiceCount));
      if (data) onMerged(data.mergeCustomers);
    } catch (e) {
      console.error('Error merging customers', e);
      setFailure(serverMessage(e, 'Failed to merge the customers. Please try again.'));
    }
  }

  return (
    <>
      <p className="muted small">
        When one customer was entered under two names, merge the other into {customer.name}: its invoices move here and it is deleted.
      </p>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="merge-search">Find a customer</label>
          <input
            id="merge-search"
            type="search"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            disabled={mode.demo}
            aria-invalid={!searchCheck.ok}
            aria-describedby={searchCheck.ok ? undefined : 'merge-search-error'}
          />
          {!searchCheck.ok && (
            <p id="merge-search-error" className="field-error">
              {searchCheck.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="merge-from">Customer to merge into {customer.name}</label>
          <select
            id="merge-from"
            value={chosen?.id ?? ''}
            disabled={mode.demo}
            onChange={(e) => setChosen(options.find((c) => c.id === e.target.value) ?? null)}
          >
            <option value="">{others.loading && !others.data ? 'Loading customers...' : 'Choose a customer'}</option>
            {options.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.invoiceCount.toLocaleString('en-NZ')} {c.invoiceCount === 1 ? 'invoice' : 'invoices'})
              </option>
            ))}
          </select>
        </div>
      </div>
      {others.error && (
        <p className="field-error" role="alert">
          {serverMessage(others.error, 'Failed to load your customers. Please try again.')}
        </p>
      )}
      <button
        type="button"
        className="btn btn-secondary"
        disabled={!chosen || mode.demo}
        title={mode.demo ? 'Merging is disabled in demo mode' : undefined}
        onClick={() => {
          setFailure(null);
          setDone('');
          setConfirming(true);
        }}
      >
        Merge...
      </button>
      <p role="status" aria-live="polite" className="small" data-testid="merge-status">
        {done}
      </p>
      {confirming && chosen && (
        <Modal
          title={`Merge ${chosen.name} into ${customer.name}?`}
          onClose={() => setConfirming(false)}
          footer={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
                Cancel
              </button>
              <button type="button" className="btn btn-danger" disabled={loading} onClick={() => void run(chosen)}>
                {loading ? 'Merging...' : 'Merge customers'}
              </button>
            </>
          }
        >
          <p data-testid="merge-confirmation">{mergeConfirmation(customer.name, chosen.name, chosen.invoiceCount)}</p>
          <p className="muted small">This cannot be undone.</p>
          {failure && (
            <div className="alert alert-error" role="alert">
              <p>{failure}</p>
            </div>
          )}
        </Modal>
      )}
    </>
  );
}
