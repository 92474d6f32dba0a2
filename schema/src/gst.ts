import { BASE_CURRENCY, minorDigits } from './currencies';
import { Exact } from './exact';
import { checkText } from './text';
import type { FieldError, Result } from './result';

/**
 * GST on an invoice's lines (issue 27): the treatments, a line's figures and the invoice's totals,
 * written once for the api (which stores the totals on the invoice) and the web (which shows them
 * as the form is typed). Exact decimals only; the invoice's figures are rounded once, to the
 * currency's minor unit, from the exact sum of its lines.
 */

/**
 * How GST applies to a line: `standard` 15%; `zero_rated` 0% on exports (GST Act s11 goods, s11A
 * services to a non-resident outside New Zealand); `exempt` (financial services, residential rent:
 * not a taxable supply, left off the GST return); `no_gst` (the seller is not registered).
 */
export const GST_TREATMENTS = ['standard', 'zero_rated', 'exempt', 'no_gst'] as const;
export type GstTreatment = (typeof GST_TREATMENTS)[number];
export const GST_TREATMENT_LABELS: Record<GstTreatment, string> = {
  standard: 'GST 15%',
  zero_rated: 'Zero-rated (0%)',
  exempt: 'Exempt',
  no_gst: 'No GST',
};
export function isGstTreatment(v: unknown): v is GstTreatment {
  return typeof v === 'string' && (GST_TREATMENTS as readonly string[]).includes(v);
}

/** New Zealand's GST rate since 1 October 2010, and the fraction of a GST-inclusive price that is GST (3/23). */
export const GST_RATE = '0.15';
const INCLUSIVE_FRACTION = new Exact(3).div(23);

/** An invoice may hold this many lines; a description this long; quantities and unit prices this many decimals. */
export const INVOICE_LINES_MAX = 100;
export const LINE_DESCRIPTION_MAX = 1000;
export const LINE_DECIMALS = 4;
/** The largest quantity and the largest unit price (either sign) a line takes. */
export const LINE_QUANTITY_MAX = '1000000000';
export const LINE_PRICE_MAX = '1000000000000';

/** One line as given: what was supplied, how many, at what price each, and its GST treatment. */
export interface InvoiceLineInput {
  description: string;
  quantity: string;
  unitPrice: string;
  gstTreatment: GstTreatment;
}

/** A line as a caller gave it: its treatment may be left out, for the service to choose (defaultGstTreatment). */
export type GivenLine = Omit<InvoiceLineInput, 'gstTreatment'> & { gstTreatment?: GstTreatment };

/**
 * A line with its figures: `lineTotal` quantity × unit price, exact; `gst` the line's GST rounded
 * to the currency's minor unit, for showing (the invoice's GST is rounded once from the exact sum,
 * so a line's shown GST may differ from its share by less than a cent).
 */
export interface InvoiceLine extends InvoiceLineInput {
  lineTotal: string;
  gst: string;
}

/**
 * The invoice's figures from its lines, each rounded once to the currency's minor unit:
 * `subtotal` excluding GST, `gstAmount`, `amount` the total (including GST), and the parts of the
 * total that are zero-rated and exempt (for the GST return's boxes 5 and 6).
 */
export interface InvoiceTotals {
  subtotal: string;
  gstAmount: string;
  amount: string;
  zeroRatedAmount: string;
  exemptAmount: string;
}

const round = (v: Exact, currency: string): Exact => v.toDecimalPlaces(minorDigits(currency), Exact.ROUND_HALF_UP);
const fixed = (v: Exact, currency: string): string => round(v, currency).toFixed(minorDigits(currency));

/** A line's exact figures: the line total (quantity × unit price) and its GST (15% of it, or 3/23 when prices include GST). */
export function lineFigures(line: InvoiceLineInput, pricesIncludeGst: boolean, currency: string): InvoiceLine {
  const total = new Exact(line.quantity).mul(line.unitPrice);
  const gst = line.gstTreatment !== 'standard' ? new Exact(0) : pricesIncludeGst ? total.mul(INCLUSIVE_FRACTION) : total.mul(GST_RATE);
  return { ...line, lineTotal: total.toFixed(), gst: fixed(gst, currency) };
}

/**
 * The invoice's totals from its lines. Prices excluding GST: subtotal = Σ line totals, GST =
 * 15% of the standard-rated lines' sum, total = subtotal + GST. Prices including GST: total =
 * Σ line totals, GST = 3/23 of the standard-rated lines' sum, subtotal = total − GST. Each sum is
 * exact and rounded once (half away from zero) to the currency's minor unit.
 */
export function invoiceTotals(lines: readonly InvoiceLineInput[], currency: string, pricesIncludeGst: boolean): InvoiceTotals {
  const sum = (which?: GstTreatment): Exact =>
    lines
      .filter((l) => which === undefined || l.gstTreatment === which)
      .reduce((acc, l) => acc.add(new Exact(l.quantity).mul(l.unitPrice)), new Exact(0));
  const all = sum();
  const standard = sum('standard');
  const gst = round(pricesIncludeGst ? standard.mul(INCLUSIVE_FRACTION) : standard.mul(GST_RATE), currency);
  const amount = pricesIncludeGst ? round(all, currency) : round(all, currency).add(gst);
  return {
    subtotal: fixed(amount.sub(gst), currency),
    gstAmount: fixed(gst, currency),
    amount: fixed(amount, currency),
    zeroRatedAmount: fixed(sum('zero_rated'), currency),
    exemptAmount: fixed(sum('exempt'), currency),
  };
}

/**
 * The treatment a line takes when nobody says (an invoice made from only an amount, an imported
 * row): no GST for a seller not registered; zero-rated for a registered seller's customer abroad
 * (a country other than NZ, or, with no country known, an invoice in a foreign currency); else 15%.
 */
export function defaultGstTreatment(seller: { gstRegistered: boolean }, currency: string, customerCountry: string): GstTreatment {
  if (!seller.gstRegistered) return 'no_gst';
  const country = customerCountry.trim().toUpperCase();
  if (country) return country === 'NZ' || country === 'NEW ZEALAND' ? 'standard' : 'zero_rated';
  return currency === BASE_CURRENCY ? 'standard' : 'zero_rated';
}

/**
 * The one line an invoice given only its amount is made of: that amount, once, its description
 * empty until given. Its prices include GST, so the total stays exactly the amount given (SPEC's
 * `POST /me/invoices` with `amount` keeps meaning what it always did).
 */
export function amountLine(amount: string, gstTreatment: GstTreatment): InvoiceLineInput {
  return { description: '', quantity: '1', unitPrice: amount, gstTreatment };
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A quantity or unit price: a decimal (number or text) with at most LINE_DECIMALS places, within its bound. */
function lineNumber(raw: unknown, name: string, opts: { positive: boolean; max: string }): { value: string } | { error: string } {
  const text = typeof raw === 'number' && Number.isFinite(raw) ? new Exact(raw).toFixed() : typeof raw === 'string' ? raw.trim() : null;
  const what = opts.positive ? 'a positive number' : 'a number';
  if (text === null || !DECIMAL.test(text)) return { error: `${name} must be ${what}` };
  const v = new Exact(text);
  if (opts.positive && v.lte(0)) return { error: `${name} must be ${what}` };
  if (v.abs().gt(opts.max)) return { error: `${name} must be at most ${Number(opts.max).toLocaleString('en-NZ')}` };
  if (v.decimalPlaces() > LINE_DECIMALS) return { error: `${name} may have at most ${LINE_DECIMALS} decimal places` };
  return { value: v.toFixed() };
}

/** How a line's own fields are spelled by a caller: REST snake_case, GraphQL and forms camelCase. */
export interface LineNaming {
  unitPrice: string;
  gstTreatment: string;
}
export const LINE_NAMING: Record<'rest' | 'graphql', LineNaming> = {
  rest: { unitPrice: 'unit_price', gstTreatment: 'gst_treatment' },
  graphql: { unitPrice: 'unitPrice', gstTreatment: 'gstTreatment' },
};

/**
 * An invoice's lines as given: 1 to INVOICE_LINES_MAX of them, each a description (the shared
 * text rule, up to LINE_DESCRIPTION_MAX, may be blank on a draft), a positive quantity (1 when
 * left out), a unit price (negative for a discount), and a treatment (left out, the service
 * chooses: defaultGstTreatment).
 * Every problem at once, each named `lines[2].quantity` (counted from 1, as a person reads them).
 */
export function checkInvoiceLines(raw: unknown, name: string, naming: LineNaming): Result<GivenLine[]> {
  if (!Array.isArray(raw)) return { ok: false, errors: [{ field: '', message: `${name} must be a list of lines` }] };
  if (raw.length === 0) return { ok: false, errors: [{ field: '', message: `${name} must hold at least one line` }] };
  if (raw.length > INVOICE_LINES_MAX)
    return { ok: false, errors: [{ field: '', message: `${name} may hold at most ${INVOICE_LINES_MAX} lines` }] };
  const errors: FieldError[] = [];
  const lines: GivenLine[] = [];
  raw.forEach((item, i) => {
    const at = `${name}[${i + 1}]`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      errors.push({
        field: at,
        message: `${at} must be an object with description, quantity, ${naming.unitPrice} and ${naming.gstTreatment}`,
      });
      return;
    }
    const o = item as Record<string, unknown>;
    const known = new Set(['description', 'quantity', naming.unitPrice, naming.gstTreatment]);
    for (const key of Object.keys(o))
      if (!known.has(key)) errors.push({ field: `${at}.${key}`, message: `${at}.${key} is not a field of a line` });
    const description = checkText(o.description ?? '', {
      field: `${at}.description`,
      max: LINE_DESCRIPTION_MAX,
      multiline: true,
      required: false,
    });
    if (!description.ok) errors.push({ field: `${at}.description`, message: description.message });
    const quantity = lineNumber(o.quantity ?? '1', `${at}.quantity`, { positive: true, max: LINE_QUANTITY_MAX });
    if ('error' in quantity) errors.push({ field: `${at}.quantity`, message: quantity.error });
    const price = o[naming.unitPrice];
    const unitPrice =
      price === undefined || price === null || price === ''
        ? { error: `${at}.${naming.unitPrice} is required` }
        : lineNumber(price, `${at}.${naming.unitPrice}`, { positive: false, max: LINE_PRICE_MAX });
    if ('error' in unitPrice) errors.push({ field: `${at}.${naming.unitPrice}`, message: unitPrice.error });
    const treatment = o[naming.gstTreatment] ?? undefined;
    if (treatment !== undefined && treatment !== null && !isGstTreatment(treatment))
      errors.push({
        field: `${at}.${naming.gstTreatment}`,
        message: `${at}.${naming.gstTreatment} must be one of ${GST_TREATMENTS.join(', ')}`,
      });
    if (description.ok && 'value' in quantity && 'value' in unitPrice)
      lines.push({
        description: description.value.replace(/\r\n?/g, '\n').trim(),
        quantity: quantity.value,
        unitPrice: unitPrice.value,
        ...(isGstTreatment(treatment) ? { gstTreatment: treatment } : {}),
      });
  });
  return errors.length ? { ok: false, errors } : { ok: true, value: lines };
}

/**
 * What is wrong with lines' totals for an invoice in `currency`: the total must be positive and at
 * most the largest amount; a seller not registered for GST charges none, so only `no_gst` lines
 * (and a registered one never uses `no_gst`). Null when they are fine.
 */
export function linesProblem(
  lines: readonly InvoiceLineInput[],
  currency: string,
  pricesIncludeGst: boolean,
  seller: { gstRegistered: boolean } | null,
  name = 'lines',
): FieldError | null {
  const totals = invoiceTotals(lines, currency, pricesIncludeGst);
  if (new Exact(totals.amount).lte(0))
    return { field: name, message: `The invoice total must be more than zero; it is ${totals.amount} ${currency}` };
  if (new Exact(totals.amount).gt('1000000000000')) return { field: name, message: 'The invoice total must be at most 1,000,000,000,000' };
  if (seller) {
    const at = lines.findIndex((l) => (seller.gstRegistered ? l.gstTreatment === 'no_gst' : l.gstTreatment !== 'no_gst'));
    if (at >= 0)
      return {
        field: name,
        message: seller.gstRegistered
          ? `Line ${at + 1} says No GST, but the business is registered for GST: choose 15%, zero-rated or exempt`
          : `Line ${at + 1} charges GST treatment ${GST_TREATMENT_LABELS[lines[at]!.gstTreatment]}, but the business is not registered for GST (Settings, Account): choose No GST`,
      };
  }
  return null;
}

/**
 * What a zero-rated supply was (issue 27 item 4): `services` to a non-resident outside New Zealand
 * (GST Act s11A(1)(k)) or `goods` exported (s11). An invoice says one; services unless told.
 */
export const EXPORT_KINDS = ['services', 'goods'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/**
 * The residency evidence a person can record for zero-rated services, beyond the customer's
 * billing address country (on their record, which counts by itself): where their bank is,
 * where they are registered, where the service was received.
 */
export const RESIDENCY_EVIDENCE = ['bank_country', 'registration', 'place_of_service'] as const;
export type ResidencyEvidence = (typeof RESIDENCY_EVIDENCE)[number];
export const RESIDENCY_EVIDENCE_LABELS: Record<ResidencyEvidence, string> = {
  bank_country: "The customer's bank is outside New Zealand",
  registration: 'The customer is registered (incorporated) outside New Zealand',
  place_of_service: 'The service was received outside New Zealand',
};
/** Goods must leave New Zealand within this many days of the time of supply to be zero-rated (s11(1)). */
export const EXPORT_WINDOW_DAYS = 28;
/** How many pieces of residency evidence zero-rated services need. */
export const RESIDENCY_EVIDENCE_NEEDED = 2;

/** The statement a tax invoice makes for its zero-rated supplies. */
export function zeroRatedStatement(kind: ExportKind): string {
  return kind === 'goods'
    ? 'Zero-rated supply: goods exported from New Zealand (GST Act s11)'
    : 'Zero-rated supply: export of services to a non-resident outside New Zealand (GST Act s11A(1)(k))';
}

/** A whole number of minor units as decimal text with the currency's digits (12345 → "123.45"). */
function fromMinor(units: number, digits: number): string {
  if (digits === 0) return String(units);
  const text = String(units).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * The totals of an invoice made of one line of `amount` (quantity 1, prices including GST, as
 * amountLine makes it): what invoiceTotals answers for it, worked in whole minor units without
 * decimal objects, for the CSV import's 100,000 rows. `amount` is positive with the currency's
 * digits (fitAmount's); GST is 3/23 of it rounded half up. gst.test.ts holds it to invoiceTotals.
 */
export function oneLineTotals(amount: string, currency: string, treatment: GstTreatment): InvoiceTotals {
  const digits = minorDigits(currency);
  const [whole = '0', frac = ''] = amount.split('.');
  const units = Number(whole) * 10 ** digits + Number(frac.padEnd(digits, '0').slice(0, digits) || '0');
  // round(units × 3 / 23) half up, in integers: floor((6 × units + 23) / 46).
  const gst = treatment === 'standard' ? Math.floor((6 * units + 23) / 46) : 0;
  const total = fromMinor(units, digits);
  const zero = fromMinor(0, digits);
  return {
    subtotal: fromMinor(units - gst, digits),
    gstAmount: fromMinor(gst, digits),
    amount: total,
    zeroRatedAmount: treatment === 'zero_rated' ? total : zero,
    exemptAmount: treatment === 'exempt' ? total : zero,
  };
}
