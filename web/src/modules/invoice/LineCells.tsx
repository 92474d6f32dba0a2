import { formatDecimalText, GST_TREATMENT_LABELS, type GstTreatment, type NumberFormatId } from '@keafx/schema';
import type { ReactNode } from 'react';
import { lineFieldName, lineLabel, type LineField, type LineValues } from './invoiceLines';

/** A line's control as both lines editors draw it: its id and name (the api's field name), its label for screen readers, its error. */
export interface LineControl {
  props: { id: string; name: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };
  label: ReactNode;
  error: ReactNode;
}

/** The control of `field` on line `index` (key `key`) of a lines editor whose ids start with `base`. */
export function lineControl(
  base: string,
  key: string,
  index: number,
  field: LineField,
  errors: Readonly<Record<string, string | undefined>>,
): LineControl {
  const id = `${base}-line-${key}-${field}`;
  const error = errors[lineFieldName(index, field)];
  return {
    props: { id, name: lineFieldName(index, field), 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined },
    label: (
      <label htmlFor={id} className="visually-hidden">
        {lineLabel(index, field)}
      </label>
    ),
    error: error ? (
      <p id={`${id}-error`} className="field-error">
        {error}
      </p>
    ) : null,
  };
}

/**
 * A line row's quantity, unit price and GST cells, the same in the invoice's lines editor and a
 * credit note's: numbers typed in the owner's number format, the GST choice among `treatments`
 * (`fallback` while the line has none).
 */
export function LineFigureCells(p: {
  base: string;
  line: LineValues;
  index: number;
  errors: Readonly<Record<string, string | undefined>>;
  numberFormat: NumberFormatId;
  treatments: readonly GstTreatment[];
  fallback: GstTreatment;
  onChange(index: number, field: LineField, value: string): void;
}) {
  const { line, index } = p;
  const control = (field: LineField) => lineControl(p.base, line.key, index, field, p.errors);
  const [quantity, unitPrice, gst] = [control('quantity'), control('unitPrice'), control('gstTreatment')];
  return (
    <>
      <td className="num" data-label="Quantity">
        {quantity.label}
        <input
          {...quantity.props}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={line.quantity}
          onChange={(e) => p.onChange(index, 'quantity', e.target.value)}
        />
        {quantity.error}
      </td>
      <td className="num" data-label="Unit price">
        {unitPrice.label}
        <input
          {...unitPrice.props}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={formatDecimalText('0.00', p.numberFormat)}
          value={line.unitPrice}
          onChange={(e) => p.onChange(index, 'unitPrice', e.target.value)}
        />
        {unitPrice.error}
      </td>
      <td data-label="GST">
        {gst.label}
        <select {...gst.props} value={line.gstTreatment ?? p.fallback} onChange={(e) => p.onChange(index, 'gstTreatment', e.target.value)}>
          {p.treatments.map((t) => (
            <option key={t} value={t}>
              {GST_TREATMENT_LABELS[t]}
            </option>
          ))}
        </select>
        {gst.error}
      </td>
    </>
  );
}
