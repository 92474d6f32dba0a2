import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { serverMessage } from '../../apollo/errors';
import { staleQueries } from '../../apollo/refetch';
import { DeleteCustomerDocument } from '../../generated/graphql';
import { useDemoMode } from '../../layout/DemoMode';
import { Modal } from '../../ui/Modal';

/** Delete a customer with no invoices, after a confirmation; back to the Customers list with a notice. */
export function DeleteCustomer({ customer }: { customer: { id: string; name: string } }) {
  const mode = useDemoMode();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove, { loading }] = useMutation(DeleteCustomerDocument, { refetchQueries: staleQueries('customerDeleted') });

  async function run(): Promise<void> {
    setFailure(null);
    try {
      await remove({ variables: { id: customer.id } });
      void navigate(mode.path('/customers'), { state: { notice: `Customer ${customer.name} deleted.` } });
    } catch (e) {
      console.error('Error deleting customer', e);
      setFailure(serverMessage(e, 'Failed to delete the customer. Please try again.'));
    }
  }

  return (
    <>
      <p className="muted small">{customer.name} has no invoices, so it can be deleted.</p>
      <button
        type="button"
        className="btn btn-danger"
        disabled={mode.demo}
        title={mode.demo ? 'Deleting is disabled in demo mode' : undefined}
        onClick={() => setConfirming(true)}
      >
        Delete customer
      </button>
      {confirming && (
        <Modal
          title={`Delete ${customer.name}?`}
          onClose={() => setConfirming(false)}
          footer={
            <>
              <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
                Cancel
              </button>
              <button type="button" className="btn btn-danger" disabled={loading} onClick={() => void run()}>
                {loading ? 'Deleting...' : 'Delete customer'}
              </button>
            </>
          }
        >
          <p>{customer.name} and its details are deleted. This cannot be undone.</p>
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
