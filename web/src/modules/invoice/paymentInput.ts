import { isIsoDate, PAY_INVOICE, readDecimalText, SETTLEMENT, settlementDateProblem, type NumberFormatId } from '@keafx/schema';

/** The payment dialog's fields as a person calls them (and the api's names for them, in its messages). */
export const PAYMENT_LABELS = { paymentDate: 'Payment date', settlementRate: 'Settlement rate' } as const;
/** The settle dialog's fields likewise. */
export const SETTLEMENT_LABELS = { settlementDate: 'Settlement date', settlementRate: 'Settlement rate' } as const;

export type PaymentField = keyof typeof PAYMENT_LABELS;
export type SettlementField = keyof typeof SETTLEMENT_LABELS;

export type Read<F extends string> = { ok: true; value: Partial<Record<F, string>> } | { ok: false; errors: Partial<Record<F, string>> };
type FormCommand = {
  parse(raw: unknown, today: string): { ok: true; value: object } | { ok: false; errors: { field: string; message: string }[] };
};

/**
 * A dated action's date and rate as a person typed them, read as the api reads them: the rate in
 * the owner's number format ("1,6234" in the period format; blank: the rate recorded for the date),
 * the date by the command's own rules (blank: today; never in the future) and never before `floor`
 * (settlementDateProblem, the api's rule), each message naming the field by its label.
 */
function readDated<D extends string>(
  command: FormCommand,
  labels: Record<D | 'settlementRate', string>,
  dateKey: D,
  typed: Record<D | 'settlementRate', string>,
  at: { today: string; floor: { date: string; what: string }; numberFormat: NumberFormatId; showDate?: (iso: string) => string },
): Read<D | 'settlementRate'> {
  type F = D | 'settlementRate';
  const errors: Partial<Record<F, string>> = {};
  let rate: string | undefined;
  if (typed.settlementRate.trim() !== '') {
    const read = readDecimalText(typed.settlementRate, at.numberFormat, labels.settlementRate);
    if (read.ok) rate = read.value;
    else errors.settlementRate = read.message;
  }
  const date = typed[dateKey].trim() === '' ? undefined : typed[dateKey].trim();
  const parsed = command.parse({ [dateKey]: date, ...(errors.settlementRate ? {} : { settlementRate: rate }) }, at.today);
  // The command's future-date rule, and the floor, said with dates as the owner reads them.
  const early = date && isIsoDate(date) ? settlementDateProblem(date, at.today, labels[dateKey], at.floor, at.showDate) : null;
  if (early) errors[dateKey] = early;
  if (!parsed.ok) {
    for (const e of parsed.errors) {
      const field = (Object.keys(labels) as F[]).find((k) => e.field === k || e.field === labels[k]);
      if (field) errors[field] ??= e.message;
    }
    return { ok: false, errors };
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: parsed.value as Partial<Record<F, string>> };
}

/** Mark Paid's payment date and rate (never before the invoice's issue date). */
export function readPayment(
  typed: { paymentDate: string; settlementRate: string },
  at: { today: string; issuedDate: string; numberFormat: NumberFormatId; showDate?: (iso: string) => string },
): Read<PaymentField> {
  const floor = { date: at.issuedDate, what: "the invoice's issue date" };
  return readDated(PAY_INVOICE.form, PAYMENT_LABELS, 'paymentDate', typed, { ...at, floor });
}

/** Settle's date and rate (never before the contract's trade date). */
export function readSettlement(
  typed: { settlementDate: string; settlementRate: string },
  at: { today: string; tradeDate: string; numberFormat: NumberFormatId; showDate?: (iso: string) => string },
): Read<SettlementField> {
  const floor = { date: at.tradeDate, what: "the contract's trade date" };
  return readDated(SETTLEMENT.form, SETTLEMENT_LABELS, 'settlementDate', typed, { ...at, floor });
}
