import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDemoMode } from '../../layout/DemoMode';

/** One thing an invoice lacks to be a lawful tax invoice (the api's `tsiIssues`, schema/src/tsi.ts's sentences). */
export interface TsiIssueView {
  code: string;
  field: string;
  message: string;
}

/** The seller's fields a TSI issue names: they live in Settings, Account (the profile and the business details). */
const SELLER_FIELDS = new Set(['company_name', 'gst_number']);
/**
 * The invoice form's field for a TSI issue's field, where the invoice itself can fix it, and the
 * words of its button. The export's date and evidence are in the form's "Zero-rated export"
 * fieldset; the customer's country (`customer.country`) is on the customer's record.
 */
const FORM_FIELDS: Readonly<Record<string, { name: string; go: string }>> = {
  counterparty: { name: 'counterparty', go: 'Go to the customer' },
  customer_address: { name: 'customerAddress', go: 'Go to the billing address' },
  export_date: { name: 'exportDate', go: 'Go to the export date' },
  residency_evidence: { name: 'residencyEvidence', go: 'Go to the residency evidence' },
};
const LINE_DESCRIPTION = /^lines\[(\d+)\]\.description$/;

const isCustomerField = (field: string): boolean => field === 'counterparty' || field.startsWith('customer');

/**
 * The TSI issues as a list, each sentence with where to fix it: the seller's name and GST number in
 * Settings (Account tab); the customer's details (their country too) on its record, when the
 * invoice has one; and, on the invoice's own page (`onGoToField`), the form's field (a line's
 * description, the customer, the billing address, the export's date or residency evidence).
 */
export function TsiIssueList({
  issues,
  customerId,
  onGoToField,
  id,
}: {
  issues: readonly TsiIssueView[];
  customerId: string | null;
  /** Moves focus to the form's field of this name (`lines[2].description`); absent where no form is shown. */
  onGoToField?: (name: string) => void;
  id?: string;
}) {
  const mode = useDemoMode();
  const fixes = (issue: TsiIssueView): ReactNode[] => {
    const out: ReactNode[] = [];
    if (SELLER_FIELDS.has(issue.field))
      out.push(
        <Link key="settings" to={mode.path('/settings')}>
          Open Settings, Account
        </Link>,
      );
    const line = LINE_DESCRIPTION.exec(issue.field);
    const formField = line ? { name: issue.field, go: `Go to line ${line[1]}` } : FORM_FIELDS[issue.field];
    if (onGoToField && formField)
      out.push(
        <button key="form" type="button" className="link-button" onClick={() => onGoToField(formField.name)}>
          {formField.go}
        </button>,
      );
    if (customerId && isCustomerField(issue.field))
      out.push(
        <Link key="customer" to={mode.path(`/customers/${customerId}`)}>
          Edit the customer
        </Link>,
      );
    return out;
  };
  return (
    <ul className="tsi-issues" id={id}>
      {issues.map((issue) => {
        const links = fixes(issue);
        return (
          <li key={`${issue.code} ${issue.field}`}>
            {issue.message}
            {links.length > 0 && (
              <span className="tsi-fixes">
                {links.map((l, i) => (
                  <span key={i}> {l}</span>
                ))}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The invoice page's "Before you send" (a draft) or "Tax invoice checks" (once sent): what the
 * invoice lacks as a tax invoice for its value, each with where to fix it, or that nothing is.
 */
export function TaxInvoiceChecks({
  invoice,
  onGoToField,
}: {
  invoice: { status: string; customerId?: string | null; tsiIssues: readonly TsiIssueView[] };
  onGoToField?: (name: string) => void;
}) {
  const count = invoice.tsiIssues.length;
  return (
    <section className="card" aria-labelledby="tsi-title">
      <h2 id="tsi-title">{invoice.status === 'DRAFT' ? 'Before you send' : 'Tax invoice checks'}</h2>
      {count === 0 ? (
        <p className="muted">Nothing missing: the invoice carries what a tax invoice of its value must show.</p>
      ) : (
        <>
          <p>{count === 1 ? 'One thing keeps' : `${count} things keep`} this invoice from being a complete tax invoice:</p>
          <TsiIssueList issues={invoice.tsiIssues} customerId={invoice.customerId ?? null} onGoToField={onGoToField} />
        </>
      )}
    </section>
  );
}
