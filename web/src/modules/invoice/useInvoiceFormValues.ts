import { isGstTreatment, RESIDENCY_EVIDENCE, type ExportKind, type ResidencyEvidence } from '@keafx/schema';
import { useState } from 'react';
import { useCustomerMatch } from '../customers/useCustomerMatch';
import { withCustomerDefaults } from './customerDefaults';
import type { InvoiceFormValues } from './InvoiceForm';
import { newLine, type LineField } from './invoiceLines';

/** The form's fields a person types text into (the lines, the GST checkbox and the export's choices have their own setters). */
export type TextField = Exclude<keyof InvoiceFormValues, 'lines' | 'pricesIncludeGst' | 'exportKind' | 'residencyEvidence'>;

/**
 * The invoice form's values: what the person typed, and on a new invoice (`fillFromCustomer`) the
 * chosen customer's defaults in the fields they have not touched. Also the customer the typed name
 * matches, its suggestions and the hint under the Customer field, and the lines' own changes.
 */
export function useInvoiceFormValues(initial: InvoiceFormValues, fillFromCustomer: boolean) {
  const [typed, setTyped] = useState(initial);
  // The fields the person has changed: a chosen customer's defaults never overwrite them.
  const [touched, setTouched] = useState<ReadonlySet<keyof InvoiceFormValues>>(() => new Set());
  const customer = useCustomerMatch(typed.counterparty);
  const values = fillFromCustomer ? withCustomerDefaults(typed, touched, customer.match) : typed;
  const set = (k: TextField) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setTyped((v) => ({ ...v, [k]: value }));
    setTouched((t) => (t.has(k) ? t : new Set(t).add(k)));
  };
  const lines = {
    change(index: number, field: LineField, value: string): void {
      // A treatment chosen is the line's own from then on; the others follow the invoice's default.
      const next = field === 'gstTreatment' ? (isGstTreatment(value) ? value : null) : value;
      setTyped((v) => ({ ...v, lines: v.lines.map((l, i) => (i === index ? { ...l, [field]: next } : l)) }));
    },
    add(): string {
      const line = newLine();
      setTyped((v) => ({ ...v, lines: [...v.lines, line] }));
      return line.key;
    },
    remove(index: number): void {
      setTyped((v) => ({ ...v, lines: v.lines.length > 1 ? v.lines.filter((_, i) => i !== index) : v.lines }));
    },
    pricesIncludeGst(value: boolean): void {
      setTyped((v) => ({ ...v, pricesIncludeGst: value }));
    },
  };
  const zeroRating = {
    kind(exportKind: ExportKind): void {
      setTyped((v) => ({ ...v, exportKind }));
    },
    // The evidence held, in the shared order (RESIDENCY_EVIDENCE) whatever order it was ticked in.
    evidence(piece: ResidencyEvidence, held: boolean): void {
      setTyped((v) => ({
        ...v,
        residencyEvidence: RESIDENCY_EVIDENCE.filter((e) => (e === piece ? held : v.residencyEvidence.includes(e))),
      }));
    },
  };
  return { values, set, lines, zeroRating, customer };
}
