import { useMutation } from '@apollo/client/react';
import { addDays, detailMap, NO_INVOICE_DETAILS } from '@keafx/schema';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { serverMessage } from '../../apollo/errors';
import { CreateInvoiceDocument, type Currency } from '../../generated/graphql';
import { InvoiceForm, type FormErrors, type SubmittedInvoice } from '../../modules/invoice/InvoiceForm';
import { serverFormErrors } from '../../modules/invoice/formErrors';
import { newLine, toGstEnum } from '../../modules/invoice/invoiceLines';
import { businessToday } from '../../modules/invoice/invoiceModel';
import { NO_ZERO_RATING, zeroRatingInput } from '../../modules/invoice/zeroRating';
import { Notice } from '../../ui/Notice';
import { staleQueries } from '../../apollo/refetch';
import { OwnerOnlyNote } from '../../modules/settings/OwnerOnlyNote';
import { MEMBER_NOTES } from '../../session/memberNotes';
import { useMayWrite } from '../../session/useBusinessRole';

/** /invoices/new: a draft invoice; back to the invoice list when saved. A member reached by a link reads that creating is the owner's. */
export default function InvoiceNewPage() {
  const navigate = useNavigate();
  const today = useMemo(() => businessToday(), []);
  const [create, { loading }] = useMutation(CreateInvoiceDocument, { refetchQueries: staleQueries('invoiceSet') });
  const [error, setError] = useState<string | null>(null);
  const [fieldErrs, setFieldErrs] = useState<FormErrors>({});
  const owner = useMayWrite('owner');

  useEffect(() => {
    document.title = 'New invoice · Kea FX';
  }, []);

  async function save(v: SubmittedInvoice): Promise<void> {
    setError(null);
    setFieldErrs({});
    try {
      const { data } = await create({
        variables: {
          input: {
            counterparty: v.counterparty,
            currency: v.currency as Currency,
            // The total is the lines' (with GST when prices exclude it): the api adds it up by the same rule.
            lines: v.lines.map((l) => ({ ...l, gstTreatment: toGstEnum(l.gstTreatment) })),
            pricesIncludeGst: v.pricesIncludeGst,
            // What the zero-rated lines export, with the date or evidence the form shows for it.
            ...zeroRatingInput(
              v,
              v.lines.map((l) => l.gstTreatment),
            ),
            issuedDate: v.issuedDate,
            dueDate: v.dueDate,
            ...detailMap((_, key) => v[key]),
          },
        },
      });
      void navigate('/invoices', { state: { notice: `Invoice #${data?.createInvoice.number ?? ''} created as a draft.` } });
    } catch (e) {
      console.error('Error creating invoice', e);
      setFieldErrs(serverFormErrors(e));
      setError(serverMessage(e, 'Failed to create invoice'));
    }
  }

  return (
    <>
      <div className="page-header">
        <div>
          <h1>New invoice</h1>
          <p className="muted">It starts as a draft; send it from the dashboard or the invoice list.</p>
        </div>
        <Link to="/invoices" className="btn btn-secondary">
          Back to Invoices
        </Link>
      </div>
      {!owner ? (
        <OwnerOnlyNote text={MEMBER_NOTES.newInvoice} />
      ) : (
        <section className="card" aria-label="Invoice details">
          {error && <Notice kind="error">{error}</Notice>}
          <InvoiceForm
            initial={{
              counterparty: '',
              currency: 'USD',
              lines: [newLine()],
              pricesIncludeGst: false,
              issuedDate: today,
              dueDate: addDays(today, 30),
              ...NO_INVOICE_DETAILS,
              ...NO_ZERO_RATING,
            }}
            submitLabel="Create Invoice"
            fillFromCustomer
            busy={loading}
            serverErrors={fieldErrs}
            onSubmit={(v) => void save(v)}
            onCancel={() => void navigate('/invoices')}
          />
        </section>
      )}
    </>
  );
}
