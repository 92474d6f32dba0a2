import {
  checkInvoiceDetail,
  checkText,
  COUNTERPARTY_MAX,
  defaultGstTreatment,
  INVOICE_DETAIL_FIELDS,
  INVOICE_DETAIL_LABELS,
  INVOICE_DETAIL_MAX,
  isIsoDate,
  SUPPORTED_CURRENCIES,
  type GstTreatment,
  type InvoiceDetails,
  type InvoiceLineInput,
  type NumberFormatId,
} from '@keafx/schema';
import { useId, useState, type FormEvent } from 'react';
import { FormField, type FieldControlProps } from '../../ui/FormField';
import { useFormat } from '../preferences/useFormat';
import { InvoiceLinesEditor } from './InvoiceLinesEditor';
import { readLines, type LineField, type LineValues, type ReadLines } from './invoiceLines';
import { useInvoiceFormValues, type TextField } from './useInvoiceFormValues';
import { useSellerTax, type SellerTax } from './useSellerTax';
import { ZeroRatedExport } from './ZeroRatedExport';
import { exportDateProblem, hasZeroRated, type ZeroRatingValues } from './zeroRating';

export interface InvoiceFormValues extends InvoiceDetails, ZeroRatingValues {
  counterparty: string;
  currency: string;
  /** What was supplied, line by line, as typed (issue 27): the invoice's total is theirs. */
  lines: LineValues[];
  /** Whether the unit prices include GST (the total is then their sum) or exclude it (GST is added). */
  pricesIncludeGst: boolean;
  issuedDate: string;
  dueDate: string;
}

/** What the form hands over: its values with the lines read into the plain decimals the api takes, each with its treatment. */
export type SubmittedInvoice = Omit<InvoiceFormValues, 'lines'> & { lines: InvoiceLineInput[] };

/** A field a message can be for: a text field, a line's (`lines[2].quantity`), the lines as a whole, the amount the api names, or an export fact. */
export type FormErrorField =
  TextField | 'lines' | 'amount' | 'pricesIncludeGst' | 'exportKind' | 'residencyEvidence' | `lines[${number}].${LineField}`;
export type FormErrors = Partial<Record<FormErrorField, string>>;

/** What the form's checks read beyond the values: the owner's number format, and the seller's GST registration when known. */
export interface ReadOptions {
  numberFormat?: NumberFormatId;
  seller?: SellerTax | null;
  /** The customer's country, when the chosen customer's record has one ('' when not). */
  customerCountry?: string;
}

/** The treatment a line takes until one is chosen: as for a registered seller while the registration is not known. */
export const fallbackTreatment = (v: Pick<InvoiceFormValues, 'currency'>, opts: ReadOptions): GstTreatment =>
  defaultGstTreatment(opts.seller ?? { gstRegistered: true }, v.currency || 'USD', opts.customerCountry ?? '');

/** Each line's GST treatment: as chosen, or the invoice's default it follows. */
export const lineTreatments = (v: Pick<InvoiceFormValues, 'currency' | 'lines'>, opts: ReadOptions): GstTreatment[] =>
  v.lines.map((l) => l.gstTreatment ?? fallbackTreatment(v, opts));

/**
 * The form's own checks, in words a person reads (the api checks the same rules again): the
 * fields, and the lines by the shared rules with their numbers read in the owner's number format.
 * Also the lines as read, for the totals shown as they are typed.
 */
export function readInvoiceForm(v: InvoiceFormValues, opts: ReadOptions = {}): { errors: FormErrors; lines: ReadLines } {
  const errors: FormErrors = {};
  const counterparty = checkText(v.counterparty, { field: 'counterparty', label: 'Customer', max: COUNTERPARTY_MAX });
  if (!counterparty.ok) errors.counterparty = counterparty.message;
  if (!(SUPPORTED_CURRENCIES as readonly string[]).includes(v.currency)) errors.currency = 'Choose a currency';
  if (!isIsoDate(v.issuedDate)) errors.issuedDate = 'Issue date must be a valid date';
  if (!isIsoDate(v.dueDate)) errors.dueDate = v.dueDate ? 'Due date must be a valid date' : 'Due date is required';
  else if (isIsoDate(v.issuedDate) && v.dueDate < v.issuedDate) errors.dueDate = 'Due date must be on or after the issue date';
  const lines = readLines(v.lines, {
    numberFormat: opts.numberFormat ?? 'comma',
    currency: v.currency,
    pricesIncludeGst: v.pricesIncludeGst,
    fallback: fallbackTreatment(v, opts),
    seller: opts.seller ?? null,
  });
  Object.assign(errors, lines.errors);
  // The export date is the form's only while the export fieldset shows (a zero-rated line).
  const dateProblem = exportDateProblem(v);
  if (dateProblem && hasZeroRated(lineTreatments(v, opts))) errors.exportDate = dateProblem;
  for (const k of INVOICE_DETAIL_FIELDS) {
    const checked = checkInvoiceDetail(k, v[k], INVOICE_DETAIL_LABELS[k]);
    if ('error' in checked) errors[k] = checked.error;
  }
  return { errors, lines };
}

/** The form's checks alone (readInvoiceForm's errors); quantities and prices read in the comma format unless told otherwise. */
export function validateInvoiceForm(v: InvoiceFormValues, opts: ReadOptions = {}): FormErrors {
  return readInvoiceForm(v, opts).errors;
}

interface Props {
  initial: InvoiceFormValues;
  submitLabel: string;
  busy: boolean;
  /** Errors the server reported, by field. */
  serverErrors?: FormErrors;
  currencyLocked?: boolean;
  /** Why the invoice cannot change; the fields are then shown read-only with this reason above them. */
  readOnlyReason?: string | null;
  /**
   * A new invoice: choosing an existing customer fills the fields the person has not touched from
   * its record (currency, due date by its terms, e-mail, address). An edit keeps what was saved.
   */
  fillFromCustomer?: boolean;
  onSubmit(values: SubmittedInvoice): void;
  onCancel(): void;
}

/**
 * Create and edit share this form: labelled fields, messages beside them, focus on the first
 * error. The Customer field suggests the owner's customers and says which one the invoice goes to.
 */
export function InvoiceForm({
  initial,
  submitLabel,
  busy,
  serverErrors = {},
  currencyLocked,
  readOnlyReason,
  fillFromCustomer = false,
  onSubmit,
  onCancel,
}: Props) {
  const { values, set, lines, zeroRating, customer } = useInvoiceFormValues(initial, fillFromCustomer);
  const [submitted, setSubmitted] = useState(false);
  const base = useId();
  const numberFormat = useFormat().preferences?.numberFormat ?? 'comma';
  const seller = useSellerTax();
  const opts: ReadOptions = { numberFormat, seller, customerCountry: customer.match?.country ?? '' };
  const read = readInvoiceForm(values, opts);
  const errors: FormErrors = { ...serverErrors, ...(submitted ? read.errors : {}) };
  const readOnly = Boolean(readOnlyReason);

  function submit(e: FormEvent<HTMLFormElement>): void {
    e.preventDefault();
    setSubmitted(true);
    const found = read.errors;
    if (Object.keys(found).length > 0 || !read.lines.lines) {
      // The first field at fault in the order the form shows them; a problem of the lines as a whole goes to the first unit price.
      const wanted = new Set<string>(Object.keys(found));
      if (found.lines) wanted.add('lines[1].unitPrice');
      const first = [...e.currentTarget.elements].find((el) => wanted.has(el.getAttribute('name') ?? '') && el.tagName !== 'FIELDSET');
      (first as HTMLElement | undefined)?.focus();
      return;
    }
    const details = Object.fromEntries(
      INVOICE_DETAIL_FIELDS.map((k) => {
        const checked = checkInvoiceDetail(k, values[k]);
        return [k, 'value' in checked ? checked.value : values[k]];
      }),
    ) as unknown as InvoiceDetails;
    onSubmit({ ...values, ...details, counterparty: values.counterparty.trim(), lines: read.lines.lines });
  }

  const field = (k: TextField, label: string, input: (props: FieldControlProps) => React.ReactNode, hint?: string) => (
    <FormField id={`${base}-${k}`} name={k} label={label} error={errors[k]} hint={hint}>
      {input}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-describedby={readOnlyReason ? `${base}-readonly` : undefined}>
      {readOnlyReason && (
        <p id={`${base}-readonly`} className="alert alert-info" role="note">
          {readOnlyReason}
        </p>
      )}
      <fieldset className="form-grid plain-fieldset" disabled={readOnly}>
        {field(
          'counterparty',
          'Customer',
          (p) => (
            <>
              <input
                {...p}
                type="text"
                autoComplete="off"
                list={`${base}-customers`}
                maxLength={COUNTERPARTY_MAX}
                value={values.counterparty}
                onChange={set('counterparty')}
              />
              <datalist id={`${base}-customers`}>
                {customer.suggestions.map((c) => (
                  <option key={c.id} value={c.name} />
                ))}
              </datalist>
            </>
          ),
          customer.hint,
        )}
        {field(
          'currency',
          'Currency',
          (p) => (
            <select {...p} value={values.currency} onChange={set('currency')} disabled={currencyLocked}>
              {SUPPORTED_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          ),
          currencyLocked ? 'The currency can only change while the invoice is a draft.' : undefined,
        )}
        {field('issuedDate', 'Issue date', (p) => (
          <input {...p} type="date" value={values.issuedDate} onChange={set('issuedDate')} />
        ))}
        {field('dueDate', 'Due date', (p) => (
          <input {...p} type="date" value={values.dueDate} onChange={set('dueDate')} />
        ))}
      </fieldset>
      <InvoiceLinesEditor
        base={base}
        lines={values.lines}
        currency={values.currency}
        pricesIncludeGst={values.pricesIncludeGst}
        fallback={fallbackTreatment(values, opts)}
        errors={{ ...errors, lines: errors.lines ?? errors.amount }}
        totals={read.lines.totals}
        lineTotals={read.lines.lineTotals}
        partial={read.lines.partial}
        readOnly={readOnly}
        onChange={lines.change}
        onAdd={lines.add}
        onRemove={lines.remove}
        onPricesIncludeGst={lines.pricesIncludeGst}
      />
      {/* While the seller's registration is being read, a line's default treatment is a guess: only chosen ones show the fieldset (no flash of it for a seller not registered). */}
      {hasZeroRated(
        seller === null ? values.lines.flatMap((l) => (l.gstTreatment ? [l.gstTreatment] : [])) : lineTreatments(values, opts),
      ) && (
        <ZeroRatedExport
          base={base}
          values={values}
          issuedDate={values.issuedDate}
          customerCountry={customer.match ? customer.match.country : null}
          errors={errors}
          readOnly={readOnly}
          onKind={zeroRating.kind}
          onDate={set('exportDate')}
          onEvidence={zeroRating.evidence}
        />
      )}
      <fieldset className="form-section" disabled={readOnly}>
        <legend>
          Customer details <span className="muted">(optional; shown on the invoice PDF)</span>
        </legend>
        <div className="form-grid">
          {field('customerEmail', INVOICE_DETAIL_LABELS.customerEmail, (p) => (
            <input
              {...p}
              type="email"
              autoComplete="email"
              maxLength={INVOICE_DETAIL_MAX.customerEmail}
              value={values.customerEmail}
              onChange={set('customerEmail')}
            />
          ))}
          {field(
            'reference',
            INVOICE_DETAIL_LABELS.reference,
            (p) => (
              <input {...p} type="text" maxLength={INVOICE_DETAIL_MAX.reference} value={values.reference} onChange={set('reference')} />
            ),
            "The customer's own reference, if they gave one",
          )}
          {field(
            'paymentTerms',
            INVOICE_DETAIL_LABELS.paymentTerms,
            (p) => (
              <input
                {...p}
                type="text"
                maxLength={INVOICE_DETAIL_MAX.paymentTerms}
                value={values.paymentTerms}
                onChange={set('paymentTerms')}
              />
            ),
            'e.g. Net 20, or 20th of the month following',
          )}
        </div>
        <div className="form-grid">
          {field('customerAddress', INVOICE_DETAIL_LABELS.customerAddress, (p) => (
            <textarea
              {...p}
              rows={3}
              autoComplete="street-address"
              maxLength={INVOICE_DETAIL_MAX.customerAddress}
              value={values.customerAddress}
              onChange={set('customerAddress')}
            />
          ))}
          {field('notes', INVOICE_DETAIL_LABELS.notes, (p) => (
            <textarea {...p} rows={3} maxLength={INVOICE_DETAIL_MAX.notes} value={values.notes} onChange={set('notes')} />
          ))}
        </div>
      </fieldset>
      <div className="btn-row">
        {!readOnlyReason && (
          <button type="submit" className="btn" disabled={busy}>
            {busy ? 'Saving...' : submitLabel}
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {readOnlyReason ? 'Back' : 'Cancel'}
        </button>
      </div>
    </form>
  );
}
