import { formatDecimalText, INVOICE_LINES_MAX, LINE_DESCRIPTION_MAX, type GstTreatment } from '@keafx/schema';
import { useEffect, useRef, useState } from 'react';
import { useFormat } from '../preferences/useFormat';
import { type LineField, type LineValues } from './invoiceLines';
import { LineFigureCells, lineControl } from './LineCells';
import './invoiceLines.css';

interface Props {
  /** Every control's id starts with it. */
  base: string;
  lines: readonly LineValues[];
  currency: string;
  pricesIncludeGst: boolean;
  /** The treatments the invoice used: the only ones a credit note's line may take. */
  treatments: readonly GstTreatment[];
  /** Problems by field (`lines[2].quantity`), and `lines` for the lines as a whole. */
  errors: Readonly<Record<string, string | undefined>>;
  lineTotals: readonly (string | null)[];
  onChange(index: number, field: LineField, value: string): void;
  /** Adds an empty line at the end; answers its key. */
  onAdd(): string;
  onRemove(index: number): void;
  onPricesIncludeGst(value: boolean): void;
}

/**
 * A credit note's lines: description, quantity, unit price (in the owner's number format) and GST
 * treatment, limited to those the invoice used (a credit note corrects what was invoiced). Each
 * control has its own label ("Line 2 quantity") and its error beside it; Add line puts focus in
 * the new line, Remove in the next one, and a status line says what happened.
 */
export function CreditNoteLines(p: Props) {
  const fmt = useFormat();
  const numberFormat = fmt.preferences?.numberFormat ?? 'comma';
  const descriptions = useRef(new Map<string, HTMLInputElement>());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (!focusKey) return;
    descriptions.current.get(focusKey)?.focus();
    setFocusKey(null);
  }, [focusKey, p.lines]);

  const control = (index: number, field: LineField) => lineControl(p.base, p.lines[index]!.key, index, field, p.errors);

  const linesError = p.errors.lines;
  return (
    <div className="invoice-lines credit-note-lines">
      <label className="checkbox-label invoice-lines-inclusive">
        <input type="checkbox" checked={p.pricesIncludeGst} onChange={(e) => p.onPricesIncludeGst(e.target.checked)} />
        Prices include GST
      </label>
      <p className="field-hint">
        Unit prices in {p.currency}, written like {formatDecimalText('1250.00', numberFormat)}.
      </p>
      <div className="table-wrap table-stack">
        <table className="data invoice-lines-table">
          <caption className="visually-hidden">
            Credit note lines, in {p.currency}: unit prices {p.pricesIncludeGst ? 'include' : 'exclude'} GST
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
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
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
                    <input
                      {...description.props}
                      ref={(el) => {
                        if (el) descriptions.current.set(line.key, el);
                        else descriptions.current.delete(line.key);
                      }}
                      type="text"
                      maxLength={LINE_DESCRIPTION_MAX}
                      placeholder="What is credited"
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
                    treatments={p.treatments}
                    fallback={p.treatments[0]!}
                    onChange={p.onChange}
                  />
                  <td className="num invoice-line-total" data-label="Total">
                    {total === null || total === undefined ? <span className="muted">—</span> : fmt.money(total, p.currency)}
                  </td>
                  <td className="cell-actions">
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      disabled={p.lines.length === 1}
                      onClick={() => {
                        setFocusKey(p.lines[i + 1]?.key ?? p.lines[i - 1]?.key ?? null);
                        p.onRemove(i);
                        setSaid(`Line ${i + 1} removed.`);
                      }}
                    >
                      Remove<span className="visually-hidden"> line {i + 1}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {linesError && (
        // Focusable, so a refusal of the lines as a whole (their total) is where focus goes.
        <p id={`${p.base}-lines-error`} className="field-error invoice-lines-error" tabIndex={-1}>
          {linesError}
        </p>
      )}
      <button
        type="button"
        className="btn btn-secondary"
        disabled={p.lines.length >= INVOICE_LINES_MAX}
        onClick={() => {
          setFocusKey(p.onAdd());
          setSaid(`Line ${p.lines.length + 1} added.`);
        }}
      >
        Add line
      </button>
      <p role="status" className="visually-hidden">
        {said}
      </p>
    </div>
  );
}
