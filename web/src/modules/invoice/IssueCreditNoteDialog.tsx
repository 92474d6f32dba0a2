import { useMutation } from '@apollo/client/react';
import { CREDIT_NOTE_REASON_MAX, Exact, formatDecimalText, GST_TREATMENT_LABELS, type GstTreatment } from '@keafx/schema';
import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { serverMessage } from '../../apollo/errors';
import { staleQueries } from '../../apollo/refetch';
import { IssueCreditNoteDocument, type CreditNoteFieldsFragment } from '../../generated/graphql';
import { FormField } from '../../ui/FormField';
import { Modal } from '../../ui/Modal';
import { useFormat } from '../preferences/useFormat';
import { CreditNoteLines } from './CreditNoteLines';
import { CREDIT_NOTE_LABELS, creditNoteServerErrors, readCreditNote, type CreditMode, type CreditNoteTyped } from './creditNoteInput';
import { lineFieldName, newLine, type LineField } from './invoiceLines';
import { businessToday } from './invoiceModel';
import './creditNotes.css';

/** The invoice a credit note is issued against. */
export interface CreditNoteTarget {
  id: string;
  label: string;
  currency: string;
  issuedDate: string;
  /** What is still owed: the most a credit note may take off. */
  outstandingAmount: string;
  /** Whether the invoice's prices include GST: a credit note's lines start the same. */
  pricesIncludeGst: boolean;
  /** The GST treatments the invoice's lines used (at least one). */
  treatments: readonly GstTreatment[];
}

const FIELD_ORDER = ['reason', 'date', 'amount'] as const;

/**
 * Issue credit note, asking first: the reason (required), the date (today unless changed; never in
 * the future or before the invoice's issue date) and what it credits, an amount (one line at the
 * invoice's one GST treatment, GST included) or lines (each at a treatment the invoice used), with
 * the credit's subtotal, GST and total and what would remain outstanding as it is typed. Nothing
 * changes until "Issue credit note" is pressed; errors are said beside their fields, the api's too
 * (more than is outstanding, among them).
 */
export function IssueCreditNoteDialog({
  invoice,
  onClose,
  onIssued,
}: {
  invoice: CreditNoteTarget;
  onClose(): void;
  onIssued(note: CreditNoteFieldsFragment): void;
}) {
  const fmt = useFormat();
  const base = useId();
  const today = businessToday();
  const numberFormat = fmt.preferences?.numberFormat ?? 'comma';
  const severalTreatments = invoice.treatments.length > 1;
  const [typed, setTyped] = useState<CreditNoteTyped>(() => ({
    reason: '',
    date: today,
    mode: severalTreatments ? 'lines' : 'amount',
    amount: '',
    lines: [newLine()],
    pricesIncludeGst: invoice.pricesIncludeGst,
  }));
  // A field's problem shows once it has been changed, and every problem once Issue was pressed.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [issue, { loading }] = useMutation(IssueCreditNoteDocument, { refetchQueries: staleQueries('invoiceStatus') });

  const read = readCreditNote(typed, invoice, { today, numberFormat, showDate: fmt.date });
  const shown = Object.fromEntries(Object.entries(read.errors).filter(([k]) => tried || touched.has(k)));
  const errors: Record<string, string> = { ...shown, ...refused };
  const money = (amount: string) => fmt.money(amount, invoice.currency);

  const change = (touch: string, next: (t: CreditNoteTyped) => CreditNoteTyped): void => {
    setTyped(next);
    setTouched((s) => new Set(s).add(touch));
    setRefused({});
    setFailure(null);
  };
  const setLine = (index: number, field: LineField, value: string): void =>
    change(lineFieldName(index, field), (t) => ({
      ...t,
      lines: t.lines.map((l, i) => (i === index ? { ...l, [field]: field === 'gstTreatment' ? (value as GstTreatment) : value } : l)),
    }));

  /** Focuses the first field shown with a problem; answers whether there was one. */
  function focusFirst(problems: Record<string, string>): boolean {
    const first = [
      ...FIELD_ORDER.filter((k) => problems[k]).map((k) => `${base}-${k}`),
      ...typed.lines.flatMap((l, i) =>
        (['description', 'quantity', 'unitPrice', 'gstTreatment'] as const)
          .filter((f) => problems[lineFieldName(i, f)])
          .map((f) => `${base}-line-${l.key}-${f}`),
      ),
      ...(problems.lines ? [`${base}-lines-error`] : []),
    ]
      .map((id) => document.getElementById(id))
      .find((el) => el !== null);
    first?.focus();
    return Boolean(first);
  }

  async function submit(e: FormEvent): Promise<void> {
    e.preventDefault();
    setTried(true);
    if (!read.input) {
      focusFirst(read.errors);
      return;
    }
    setFailure(null);
    try {
      const { data } = await issue({ variables: { invoiceId: invoice.id, input: read.input } });
      if (data) onIssued(data.issueCreditNote);
    } catch (err) {
      const byField = creditNoteServerErrors(err);
      // Drawn at once, so focus can go to the message of the lines as a whole (shown only now).
      flushSync(() => setRefused(byField));
      if (focusFirst(byField)) return;
      console.error(`Error issuing a credit note against ${invoice.label}`, err);
      setFailure(serverMessage(err, 'The credit note could not be issued. Please try again.'));
    }
  }

  const remaining = read.remaining;
  const over = remaining !== null && new Exact(remaining).lt(0);
  return (
    <Modal
      title={`Issue a credit note against ${invoice.label}`}
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form={`${base}-form`} className="btn" disabled={loading}>
            {loading ? 'Issuing…' : 'Issue credit note'}
          </button>
        </>
      }
    >
      <form id={`${base}-form`} noValidate onSubmit={(e) => void submit(e)}>
        <dl className="details">
          <dt>Invoice</dt>
          <dd>{invoice.label}</dd>
          <dt>Outstanding</dt>
          <dd>{money(invoice.outstandingAmount)}</dd>
        </dl>
        <FormField
          id={`${base}-reason`}
          name="reason"
          label={CREDIT_NOTE_LABELS.reason}
          error={errors.reason}
          hint={`Why the invoice is corrected; it is printed on the credit note. Up to ${CREDIT_NOTE_REASON_MAX} characters.`}
        >
          {(p) => (
            <textarea
              {...p}
              rows={3}
              maxLength={CREDIT_NOTE_REASON_MAX}
              value={typed.reason}
              data-autofocus
              onChange={(e) => change('reason', (t) => ({ ...t, reason: e.target.value }))}
            />
          )}
        </FormField>
        <FormField
          id={`${base}-date`}
          name="date"
          label={CREDIT_NOTE_LABELS.date}
          error={errors.date}
          hint={`From the invoice's issue date (${fmt.date(invoice.issuedDate)}) to today; blank is today.`}
        >
          {(p) => (
            <input
              {...p}
              type="date"
              min={invoice.issuedDate}
              max={today}
              value={typed.date}
              onChange={(e) => change('date', (t) => ({ ...t, date: e.target.value }))}
            />
          )}
        </FormField>
        <fieldset className="plain-fieldset credit-note-mode">
          <legend>Credit</legend>
          {(['amount', 'lines'] as const satisfies readonly CreditMode[]).map((m) => (
            <label key={m} className="credit-note-mode-option">
              <input
                type="radio"
                name={`${base}-mode`}
                value={m}
                checked={typed.mode === m}
                disabled={m === 'amount' && severalTreatments}
                onChange={() => change('mode', (t) => ({ ...t, mode: m }))}
              />
              {m === 'amount' ? 'An amount' : 'Lines'}
            </label>
          ))}
          {severalTreatments && (
            <p className="field-hint">
              This invoice has lines of {invoice.treatments.map((t) => GST_TREATMENT_LABELS[t]).join(' and ')}: give the credit note&apos;s
              lines with theirs.
            </p>
          )}
        </fieldset>
        {typed.mode === 'amount' ? (
          <FormField
            id={`${base}-amount`}
            name="amount"
            label={`${CREDIT_NOTE_LABELS.amount} (${invoice.currency}, including GST)`}
            error={errors.amount}
            hint={`What to take off, written like ${formatDecimalText('1250.00', numberFormat)}; at ${GST_TREATMENT_LABELS[invoice.treatments[0] ?? 'standard']}, as the invoice.`}
          >
            {(p) => (
              <input
                {...p}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={typed.amount}
                onChange={(e) => change('amount', (t) => ({ ...t, amount: e.target.value }))}
              />
            )}
          </FormField>
        ) : (
          <CreditNoteLines
            base={base}
            lines={typed.lines}
            currency={invoice.currency}
            pricesIncludeGst={typed.pricesIncludeGst}
            treatments={invoice.treatments}
            errors={errors}
            lineTotals={read.lineTotals}
            onChange={setLine}
            onAdd={() => {
              const line = newLine();
              change('lines', (t) => ({ ...t, lines: [...t.lines, line] }));
              return line.key;
            }}
            onRemove={(index) => change('lines', (t) => ({ ...t, lines: t.lines.filter((_, i) => i !== index) }))}
            onPricesIncludeGst={(v) => change('lines', (t) => ({ ...t, pricesIncludeGst: v }))}
          />
        )}
        <dl className="details credit-note-summary" data-testid="credit-note-summary" aria-label="The credit note's figures">
          <dt>Subtotal</dt>
          <dd>{read.totals ? money(read.totals.subtotal) : '—'}</dd>
          <dt>GST</dt>
          <dd>{read.totals ? money(read.totals.gstAmount) : '—'}</dd>
          <dt>Credit total</dt>
          <dd>
            <strong>{read.totals ? money(read.totals.amount) : '—'}</strong>
          </dd>
          <dt>Outstanding after</dt>
          <dd>{remaining === null ? '—' : over ? `More than the ${money(invoice.outstandingAmount)} outstanding` : money(remaining)}</dd>
        </dl>
        {read.partial && <p className="field-hint">The figures leave out lines whose quantity or unit price is still to fix.</p>}
        <p className="muted small">A credit note cannot be changed once issued.</p>
        {failure && (
          <div className="alert alert-error" role="alert">
            <p>{failure}</p>
          </div>
        )}
      </form>
    </Modal>
  );
}
