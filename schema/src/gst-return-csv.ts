import { GST_BOX_LABELS, GST_BOX_NUMBERS, type GstBoxes, type GstPeriod, type GstSupply, type GstSupplyRow } from './gst-return';
import type { CsvValue } from './reports';

/**
 * The GST return as one CSV table (the Reports page's GST Return and the tax-time bundle's sixth
 * file; the api and the demo write it alike): one width, every record the same columns. A record
 * is a supply (the boxes it feeds and its NZD in each), a supply not counted (sent without a rate
 * at the time of supply), a box (its figure in the last column) or a note; the period's first and
 * last day open every record, so a bundle's several periods stay one table a filter splits.
 */
export const GST_RETURN_CSV_HEADER = [
  'Period From',
  'Period To',
  'Record',
  'Boxes',
  'Description',
  'Kind',
  'Number',
  'Invoice',
  'Customer',
  'Supply Date',
  'Currency',
  'Amount',
  'Zero-rated',
  'Exempt',
  'GST',
  'Rate (NZD per unit)',
  'Box 5 (NZD)',
  'Box 6 (NZD)',
  'Box 9 (NZD)',
  'Box Total (NZD)',
];

/** The Record column's words. */
export const GST_RETURN_RECORDS = { supply: 'Supply', notCounted: 'Not counted', box: 'Box', note: 'Note' } as const;

/** A supply sent in the period with no rate at its time of supply: left out of the boxes until it has one. */
export interface GstUnratedSupply {
  kind: GstSupply['kind'];
  label: string;
  /** A credit note's invoice, INV-0001; null for an invoice. */
  invoiceLabel: string | null;
  customer: string;
  supplyDate: string;
  currency: string;
  total: string;
}

/** The GST return's warning when supplies of the period have no rate at their time of supply (the preview's and the files'). */
export function gstWithoutRateWarning(n: number): string {
  return n === 1
    ? '1 supply of this period has no rate recorded for its time of supply and is not in the boxes.'
    : `${n.toLocaleString('en-NZ')} supplies of this period have no rate recorded for their time of supply and are not in the boxes.`;
}

/** Why an unrated supply is not in the boxes, as the CSV and the page say it. */
export const GST_UNRATED_NOTE = 'No rate at its time of supply: not in the boxes until it has one';

/** One period's return as records of GST_RETURN_CSV_HEADER: its supplies, those not counted, then boxes 5 to 10. */
export function gstReturnCsvRecords(
  period: GstPeriod,
  boxes: GstBoxes,
  supplies: readonly GstSupplyRow[],
  withoutRate: readonly GstUnratedSupply[],
): CsvValue[][] {
  const head = (record: string, boxList: string, description: string): CsvValue[] => [period.from, period.to, record, boxList, description];
  return [
    ...supplies.map((s) => [
      ...head(GST_RETURN_RECORDS.supply, s.boxes.join('; '), ''),
      s.kind,
      s.label,
      s.invoiceLabel,
      s.customer,
      s.supplyDate,
      s.currency,
      s.total,
      s.zeroRated,
      s.exempt,
      s.gst,
      s.rate,
      s.box5Nzd,
      s.box6Nzd,
      s.box9Nzd,
      null,
    ]),
    ...withoutRate.map((s) => [
      ...head(GST_RETURN_RECORDS.notCounted, '', GST_UNRATED_NOTE),
      s.kind,
      s.label,
      s.invoiceLabel,
      s.customer,
      s.supplyDate,
      s.currency,
      s.total,
      ...Array<CsvValue>(8).fill(null),
    ]),
    ...GST_BOX_NUMBERS.map((n) => [
      ...head(GST_RETURN_RECORDS.box, String(n), GST_BOX_LABELS[n]),
      ...Array<CsvValue>(14).fill(null),
      boxes[`box${n}`],
    ]),
  ];
}

/** The tax-time bundle's note when its range holds no whole GST period. */
export function gstNoWholePeriodNote(from: string, to: string): string {
  return `No whole GST period lies within ${from} to ${to}; choose dates that span at least one to include its GST return.`;
}

/** A note as a record (a seller not registered, a range holding no whole period), for `period` (or the range asked for). */
export function gstReturnCsvNote(period: GstPeriod, text: string): CsvValue[] {
  return [period.from, period.to, GST_RETURN_RECORDS.note, '', text, ...Array<CsvValue>(15).fill(null)];
}
