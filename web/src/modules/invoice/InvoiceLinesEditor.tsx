import {
  formatDecimalText,
  GST_TREATMENTS,
  INVOICE_LINES_MAX,
  LINE_DESCRIPTION_MAX,
  type GstTreatment,
  type InvoiceTotals,
} from '@keafx/schema';
import { useEffect, useRef, useState } from 'react';
import { useFormat } from '../preferences/useFormat';
import { type LineField, type LineValues } from './invoiceLines';
import { LineFigureCells, lineControl } from './LineCells';
import './invoiceLines.css';

interface Props {
  /** The form's id prefix: every control's id starts with it. */
  base: string;
  lines: readonly LineValues[];
  currency: string;
  pricesIncludeGst: boolean;
  /** The treatment a line takes until one is chosen for it. */
  fallback: GstTreatment;
  /** Problems by field (`lines[2].quantity`), and `lines` for the lines as a whole. */
  errors: Readonly<Record<string, string | undefined>>;
  totals: InvoiceTotals;
  lineTotals: readonly (string | null)[];
  /** Some line's number cannot be read yet, so the totals leave it out. */
  partial: boolean;
  readOnly: boolean;
  onChange(index: number, field: LineField, value: string): void;
  /** Adds an empty line at the end; answers its key. */
  onAdd(): string;
  onRemove(index: number): void;
  onPricesIncludeGst(value: boolean): void;
}

/**
 * The invoice's lines: a table on a wide screen, a card per line on a phone (table-stack). Each
 * control has its own label for screen readers ("Line 2 quantity") and its error beside it. Add
 * line puts focus in the new line's description; removing a line puts it in the next line's (or
 * the previous one's, for the last), and a status line says what happened. Below: whether prices
 * include GST, and the subtotal, GST and total as they are typed, in the invoice currency.
 */
export function InvoiceLinesEditor(p: Props) {
  const fmt = useFormat();
  const numberFormat = fmt.preferences?.numberFormat ?? 'comma';
  const descriptions = useRef(new Map<string, HTMLTextAreaElement>());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const money = (amount: string) => fmt.money(amount, p.currency || 'USD');
  const full = p.lines.length >= INVOICE_LINES_MAX;

  useEffect(() => {
    if (!focusKey) return;
    descriptions.current.get(focusKey)?.focus();
    setFocusKey(null);
  }, [focusKey, p.lines]);

  function add(): void {
    setFocusKey(p.onAdd());
    setSaid(`Line ${p.lines.length + 1} added.`);
  }

  function remove(index: number): void {
    setFocusKey(p.lines[index + 1]?.key ?? p.lines[index - 1]?.key ?? null);
    p.onRemove(index);
    const left = p.lines.length - 1;
    setSaid(`Line ${index + 1} removed; ${left} ${left === 1 ? 'line' : 'lines'} left.`);
  }

  const control = (index: number, field: LineField) => lineControl(p.base, p.lines[index]!.key, index, field, p.errors);

  const linesError = p.errors.lines;
  return (
    <fieldset
      className="form-section invoice-lines"
      disabled={p.readOnly}
      aria-describedby={linesError ? `${p.base}-lines-error` : undefined}
    >
      <legend>Lines</legend>
      <label className="checkbox-label invoice-lines-inclusive">
        <input
          type="checkbox"
          name="pricesIncludeGst"
          checked={p.pricesIncludeGst}
          onChange={(e) => p.onPricesIncludeGst(e.target.checked)}
        />
        Prices include GST
      </label>
      <p className="field-hint" id={`${p.base}-lines-hint`}>
        Unit prices in {p.currency || 'the invoice currency'}, written like {formatDecimalText('1250.00', numberFormat)}; a negative price
        is a discount.
      </p>
      <div className="table-wrap table-stack">
        <table className="data invoice-lines-table">
          <caption className="visually-hidden">
            Invoice lines, in {p.currency}: unit prices {p.pricesIncludeGst ? 'include' : 'exclude'} GST
          </caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col" className="num">
                Quantity
              </th>
              <th scope="col" className="num">
                Unit price
              </th>
              <th scope="col">GST</th>
              <th scope="col" className="num">
                Total
              </th>
              {!p.readOnly && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {p.lines.map((line, i) => {
              const description = control(i, 'description');
              const total = p.lineTotals[i];
              return (
                <tr key={line.key}>
                  <td className="cell-wide" data-label={`Line ${i + 1}`}>
                    {description.label}
                    <textarea
                      {...description.props}
                      ref={(el) => {
                        if (el) descriptions.current.set(line.key, el);
                        else descriptions.current.delete(line.key);
                      }}
                      rows={2}
                      maxLength={LINE_DESCRIPTION_MAX}
                      placeholder="What was supplied"
                      value={line.description}
                      onChange={(e) => p.onChange(i, 'description', e.target.value)}
                    />
                    {description.error}
                  </td>
                  <LineFigureCells
                    base={p.base}
                    line={line}
                    index={i}
                    errors={p.errors}
                    numberFormat={numberFormat}
                    treatments={GST_TREATMENTS}
                    fallback={p.fallback}
                    onChange={p.onChange}
                  />
                  <td className="num invoice-line-total" data-label="Total">
                    {total === null || total === undefined ? <span className="muted">—</span> : money(total)}
                  </td>
                  {!p.readOnly && (
                    <td className="cell-actions">
                      <button
                        type="button"
                        className="btn btn-secondary btn-small"
                        disabled={p.lines.length === 1}
                        onClick={() => remove(i)}
                      >
                        Remove<span className="visually-hidden"> line {i + 1}</span>
                      </button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {linesError && (
        <p id={`${p.base}-lines-error`} className="field-error invoice-lines-error">
          {linesError}
        </p>
      )}
      <div className="invoice-lines-foot">
        {!p.readOnly && (
          <div>
            <button type="button" className="btn btn-secondary" disabled={full} onClick={add}>
              Add line
            </button>
            {full && <p className="field-hint">An invoice holds at most {INVOICE_LINES_MAX} lines.</p>}
          </div>
        )}
        <dl className="invoice-totals" aria-label="Invoice totals">
          <dt>Subtotal</dt>
          <dd>{money(p.totals.subtotal)}</dd>
          <dt>GST{p.pricesIncludeGst ? ' (included)' : ''}</dt>
          <dd>{money(p.totals.gstAmount)}</dd>
          <dt className="invoice-total">Total</dt>
          <dd className="invoice-total">{money(p.totals.amount)}</dd>
          {Number(p.totals.zeroRatedAmount) !== 0 && (
            <>
              <dt className="muted">of which zero-rated</dt>
              <dd className="muted">{money(p.totals.zeroRatedAmount)}</dd>
            </>
          )}
          {Number(p.totals.exemptAmount) !== 0 && (
            <>
              <dt className="muted">of which exempt</dt>
              <dd className="muted">{money(p.totals.exemptAmount)}</dd>
            </>
          )}
        </dl>
      </div>
      {p.partial && <p className="field-hint">The totals leave out lines whose quantity or unit price is still to fix.</p>}
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </fieldset>
  );
}
