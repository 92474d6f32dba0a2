import { GST_TREATMENTS, invoiceLabel, TSI_CODES, type InvoiceLine } from '@keafx/schema';
import { z } from 'zod';
import { isoDate } from '../../http/shapes';
import { restShape, restValues } from './invoice-fields';
import type { InvoiceTax } from './invoice-lines';
import type { InvoiceRecord } from './invoice-record';

const { number, ...fields } = restShape();

/** The invoice's id everywhere a person or a program sees it: the owner's own number. */
const id = z.number().int().meta({
  description: "The invoice's id: the owner's own invoice number (1 is their first, shown as INV-0001), as in /me/invoices/{id}",
});

export const SUPPLY_RATE_REST = z
  .strictObject({
    rate: z.number().meta({ description: 'NZD per one unit of the invoice currency (1 for NZD)' }),
    source: z.string(),
    type: z.string().meta({ description: 'spot, mid-month or end-of-month' }),
    date: isoDate.meta({ description: "The rate's effective date" }),
  })
  .nullable()
  .meta({
    description:
      'The rate the invoice was converted to NZD at for GST, frozen when it was sent (GST Act s77(1)); null until then, or with no rate for its currency',
  });

export const LINE_REST = z.strictObject({
  description: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  gst_treatment: z.enum(GST_TREATMENTS),
  line_total: z.number().meta({ description: 'quantity × unit_price, exact' }),
  gst: z.number().meta({ description: "The line's GST, to the currency's minor unit (the invoice's is rounded once from the exact sum)" }),
});

const TSI_ISSUE_REST = z.strictObject({
  code: z.enum(TSI_CODES),
  field: z.string().meta({ description: 'The field to fix, by its REST name (company_name and gst_number are Settings, Account)' }),
  message: z.string(),
});

/**
 * An invoice in SPEC's REST shape without its lines: snake_case, amount as a JSON number, dates as
 * YYYY-MM-DD; the fields and their keys from the field table (invoice-fields.ts), plus the number
 * as shown and the supply rate. What the dashboard's groups and a scenario's invoices answer.
 */
export const INVOICE_SUMMARY_REST = z.strictObject({
  id,
  number,
  invoice_number: z.string().meta({ description: 'As shown: INV-0042' }),
  ...fields,
  supply_rate: SUPPLY_RATE_REST,
});

/** An invoice in full: the summary, its lines and its taxable-supply-information issues (issue 27). */
export const INVOICE_REST = INVOICE_SUMMARY_REST.extend({
  lines: z.array(LINE_REST).meta({ description: 'What was supplied, line by line, in order' }),
  tsi_issues: z.array(TSI_ISSUE_REST).meta({
    description:
      "What the invoice lacks to be a lawful tax invoice for its NZD value (Inland Revenue's taxable supply information); empty when none",
  }),
});

/** A line in REST's shape (an invoice's or a credit note's): exact decimals as JSON numbers. */
export function lineToRest(l: InvoiceLine): z.infer<typeof LINE_REST> {
  return {
    description: l.description,
    quantity: Number(l.quantity),
    unit_price: Number(l.unitPrice),
    gst_treatment: l.gstTreatment,
    line_total: Number(l.lineTotal),
    gst: Number(l.gst),
  };
}

/** A frozen time-of-supply rate in REST's shape (an invoice's, or the one a credit note copied), null when none. */
export function supplyRateToRest(
  r: {
    supplyRate: string | null;
    supplyRateSource: string | null;
    supplyRateType: string | null;
    supplyRateDate: string | null;
  },
  date: string | null = null,
): z.infer<typeof SUPPLY_RATE_REST> {
  return r.supplyRate === null
    ? null
    : { rate: Number(r.supplyRate), source: r.supplyRateSource ?? '', type: r.supplyRateType ?? '', date: r.supplyRateDate ?? date ?? '' };
}

export function invoiceSummaryToRest(i: InvoiceRecord): z.infer<typeof INVOICE_SUMMARY_REST> {
  const { number, ...rest } = restValues(i);
  const supply = supplyRateToRest(i, i.supplyDate);
  return { id: i.number, number, invoice_number: invoiceLabel(i.number), ...rest, supply_rate: supply } as z.infer<
    typeof INVOICE_SUMMARY_REST
  >;
}

export function invoiceToRest(i: InvoiceRecord, tax: InvoiceTax): z.infer<typeof INVOICE_REST> {
  return {
    ...invoiceSummaryToRest(i),
    lines: tax.lines.map(lineToRest),
    tsi_issues: tax.tsiIssues,
  };
}
