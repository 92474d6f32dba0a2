import { useMutation } from '@apollo/client/react';
import { CUSTOMER_LABELS, type CustomerFields } from '@keafx/schema';
import { useState } from 'react';
import { fieldErrors, serverMessage } from '../../apollo/errors';
import { staleQueries } from '../../apollo/refetch';
import { UpdateCustomerDocument, type CustomerDetailsFragment } from '../../generated/graphql';
import { useDemoMode } from '../../layout/DemoMode';
import { MEMBER_NOTES } from '../../session/memberNotes';
import { useMayWrite } from '../../session/useBusinessRole';
import { CustomerForm } from './CustomerForm';
import { customerChanges, customerFields, customerFormValues, type CustomerFormErrors } from './customerForm';

/**
 * The customer page's details form: only the fields that changed (against `customer`, as stored)
 * are sent; the api's messages show beside their fields. `shown` is what the form starts from.
 */
export function EditCustomer({ customer, shown = customer }: { customer: CustomerDetailsFragment; shown?: CustomerFields }) {
  const mode = useDemoMode();
  const owner = useMayWrite('owner');
  const [update, { loading }] = useMutation(UpdateCustomerDocument, { refetchQueries: staleQueries('customers') });
  const [serverErrors, setServerErrors] = useState<CustomerFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');

  async function save(fields: CustomerFields): Promise<void> {
    setFailure(null);
    setServerErrors({});
    const input = customerChanges(fields, customerFields(customer));
    if (Object.keys(input).length === 0) {
      setDone('Nothing to save: no field changed.');
      return;
    }
    try {
      await update({ variables: { id: customer.id, input } });
      setDone('✓ Customer details saved.');
    } catch (e) {
      console.error('Error updating customer', e);
      const byField = fieldErrors(e, CUSTOMER_LABELS);
      if (Object.keys(byField).length) setServerErrors(byField);
      else setFailure(serverMessage(e, 'Failed to save the customer. Please try again.', CUSTOMER_LABELS));
    }
  }

  return (
    <CustomerForm
      idPrefix="customer"
      initial={customerFormValues(shown)}
      submitLabel="Save Changes"
      busy={loading}
      readOnly={mode.demo ? 'Demo mode: the sample customers cannot be changed.' : owner ? undefined : MEMBER_NOTES.customers}
      canSave={owner}
      serverErrors={serverErrors}
      failure={failure}
      done={done}
      onSubmit={(f) => void save(f)}
      onEdit={() => setDone('')}
    />
  );
}
