import { useMutation } from '@apollo/client/react';
import { CUSTOMER_LABELS, type CustomerFields } from '@keafx/schema';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldErrors, serverMessage } from '../../apollo/errors';
import { staleQueries } from '../../apollo/refetch';
import { CreateCustomerDocument, type CreateCustomerInput } from '../../generated/graphql';
import { Modal } from '../../ui/Modal';
import { CustomerForm } from './CustomerForm';
import { BLANK_CUSTOMER, type CustomerFormErrors } from './customerForm';

/** New customer: the details form in a dialog; once added, the customer's own page. */
export function NewCustomerDialog({ onClose }: { onClose(): void }) {
  const navigate = useNavigate();
  const [create, { loading }] = useMutation(CreateCustomerDocument, { refetchQueries: staleQueries('customers') });
  const [serverErrors, setServerErrors] = useState<CustomerFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function save(fields: CustomerFields): Promise<void> {
    setFailure(null);
    setServerErrors({});
    try {
      const { data } = await create({ variables: { input: fields as CreateCustomerInput } });
      const made = data?.createCustomer;
      if (made) void navigate(`/customers/${made.id}`, { state: { notice: `Customer ${made.name} added.` } });
    } catch (e) {
      console.error('Error creating customer', e);
      const byField = fieldErrors(e, CUSTOMER_LABELS);
      if (Object.keys(byField).length) setServerErrors(byField);
      else setFailure(serverMessage(e, 'Failed to add the customer. Please try again.', CUSTOMER_LABELS));
    }
  }

  return (
    <Modal title="New customer" onClose={onClose} wide>
      <CustomerForm
        idPrefix="new-customer"
        initial={BLANK_CUSTOMER}
        submitLabel="Add customer"
        busy={loading}
        serverErrors={serverErrors}
        failure={failure}
        done=""
        onSubmit={(f) => void save(f)}
      />
    </Modal>
  );
}
