/**
 * The column headers of the tax-time bundle's CSV files (SPEC section 9), shared by the api's
 * real bundle and the demo's sample one made in the browser.
 */
export const INVOICE_CSV_HEADER = [
  'Invoice #',
  'Invoice ID',
  'Company',
  'Currency',
  'Amount',
  'Issue Date',
  'Due Date',
  'Status',
  'Paid Date',
  'Archived',
  'Written Off',
  'Booked Rate (NZD per unit)',
  'Booked Rate Source',
  'Booked Rate Type',
  'Booked Rate Date',
  'Amount NZD (booked rate)',
  'Current Rate (NZD per unit)',
  'Current Rate Source',
  'Current Rate Type',
  'Current Rate Date',
  'Amount NZD (current rate)',
];

export const AUDIT_CSV_HEADER = ['Seq', 'Timestamp', 'Actor', 'Action', 'Entity Type', 'Entity ID', 'Message', 'Previous Hash', 'Hash'];

/**
 * One row per conversion: booked when sent, settled when paid (the settlement rate, with the
 * realised gain or loss against the booking rate) and, while open, valued at today's rate (with
 * the unrealised gain or loss against the booking rate).
 */
export const FX_CONVERSION_CSV_HEADER = [
  'Invoice #',
  'Company',
  'Currency',
  'Amount',
  'Conversion',
  'Rate (NZD per unit)',
  'Rate Source',
  'Rate Type',
  'Rate Date',
  'Amount (NZD)',
  'Realised Gain/Loss (NZD)',
  'Unrealised Gain/Loss (NZD)',
];

/** The Conversion column's words for the three kinds of row. */
export const FX_CONVERSION_KINDS = {
  booked: 'Booked when sent',
  settled: 'Settled when paid',
  open: 'Open: valued at current rate',
  unbooked: 'Not booked: valued at current rate',
} as const;

export const WRITE_OFF_CSV_HEADER = [
  'Invoice #',
  'Company',
  'Currency',
  'Amount',
  'Issue Date',
  'Due Date',
  'Written Off At',
  'Written Off By',
  'Booked Rate (NZD per unit)',
  'Amount NZD (booked rate)',
  'Current Rate (NZD per unit)',
  'Amount NZD (current rate)',
];

export const TAX_TIME_SUMMARY_CSV_HEADER = ['Item', 'Value'];
