import type { GstFilingFrequency } from './gst-return';

/** How a GST filing frequency (GST_FILING_FREQUENCIES, gst-return.ts) reads on screen; two-monthly is IR's default. */
export const GST_FILING_FREQUENCY_LABELS: Record<GstFilingFrequency, string> = {
  monthly: 'Monthly',
  two_monthly: 'Every two months',
  six_monthly: 'Every six months',
};

/** The seller's details a tax invoice carries (Settings, Account): company_name is the profile's company. */
export interface BusinessDetails {
  companyName: string;
  tradingName: string;
  address: string;
  /** The IRD number GST is registered under, as IR writes it (49-091-850), or ''. */
  gstNumber: string;
  /** Whether the business is registered for GST (issue 27); registered needs a valid GST number. */
  gstRegistered: boolean;
  /** How often it files GST returns. */
  gstFilingFrequency: GstFilingFrequency;
  /** The month of its balance date, 1 to 12 (3, March, unless said): GST periods end in step with it. */
  gstBalanceMonth: number;
  /** The New Zealand Business Number, 13 digits, or ''. */
  nzbn: string;
  bankAccount: string;
  /** The bank's name, for a payer overseas (issue 26). */
  bankName: string;
  /** The bank's SWIFT/BIC, upper case (8 or 11 characters), for a payer overseas. */
  swiftBic: string;
  /** Anything else a payer needs (intermediary bank, reference to quote); may span lines. */
  paymentInstructions: string;
  /** An image as a data: URL (PNG or JPEG), or '' for none. */
  logo: string;
}

export const BUSINESS_FIELDS = [
  'companyName',
  'tradingName',
  'address',
  'gstNumber',
  'gstRegistered',
  'gstFilingFrequency',
  'gstBalanceMonth',
  'nzbn',
  'bankAccount',
  'bankName',
  'swiftBic',
  'paymentInstructions',
  'logo',
] as const;
export type BusinessField = (typeof BUSINESS_FIELDS)[number];
/** The details that are text (every one but the GST registration's flag, frequency and month). */
export type BusinessTextField = Exclude<BusinessField, 'gstRegistered' | 'gstFilingFrequency' | 'gstBalanceMonth'>;

/** What an owner has before saving anything: no details, not registered, two-monthly returns, a March balance date. */
export const BUSINESS_DEFAULTS: BusinessDetails = {
  companyName: '',
  tradingName: '',
  address: '',
  gstNumber: '',
  gstRegistered: false,
  gstFilingFrequency: 'two_monthly',
  gstBalanceMonth: 3,
  nzbn: '',
  bankAccount: '',
  bankName: '',
  swiftBic: '',
  paymentInstructions: '',
  logo: '',
};

export const BUSINESS_LABELS: Record<BusinessField, string> = {
  companyName: 'Company name',
  tradingName: 'Trading name',
  address: 'Address',
  gstNumber: 'GST number',
  gstRegistered: 'Registered for GST',
  gstFilingFrequency: 'GST filing frequency',
  gstBalanceMonth: 'Balance month',
  nzbn: 'NZBN',
  bankAccount: 'Bank account',
  bankName: 'Bank name',
  swiftBic: 'SWIFT/BIC',
  paymentInstructions: 'Payment instructions',
  logo: 'Logo',
};

/**
 * What a tax invoice needs from the seller: without these the PDF cannot be sent to a customer as
 * one. The GST number only when registered for GST (`missingBusinessDetails`).
 */
export const REQUIRED_FOR_TAX_INVOICE = ['companyName', 'address', 'gstNumber', 'bankAccount'] as const;

/** The message when registered for GST without a GST number. */
export const GST_NUMBER_REQUIRED = 'GST number is required when registered for GST';

/** A logo's data URL may be this long (about 45 kB of image). */
export const LOGO_MAX = 60_000;
/** The most each text detail may be as typed (a GST number or an NZBN with its dashes or spaces). */
export const BUSINESS_TEXT_MAX: Record<Exclude<BusinessTextField, 'logo'>, number> = {
  companyName: 160,
  tradingName: 160,
  address: 400,
  gstNumber: 20,
  nzbn: 20,
  bankAccount: 40,
  bankName: 80,
  swiftBic: 11,
  paymentInstructions: 500,
};

/** The details that may span lines; every other one is a single line. */
export const MULTILINE_BUSINESS_FIELDS: readonly BusinessTextField[] = ['address', 'paymentInstructions'];

/**
 * The fields a tax invoice still lacks, as labels ('GST number', ...), in order. The GST number
 * counts only when registered for GST: a business that is not issues invoices without one.
 */
export function missingBusinessDetails(d: Pick<BusinessDetails, (typeof REQUIRED_FOR_TAX_INVOICE)[number] | 'gstRegistered'>): string[] {
  return REQUIRED_FOR_TAX_INVOICE.filter((k) => (k !== 'gstNumber' || d.gstRegistered) && !d[k].trim()).map((k) => BUSINESS_LABELS[k]);
}

/**
 * The shape of an NZ GST (IRD) number only: 8 or 9 digits, written with or without dashes or
 * spaces. A customer's tax number is held to this; the seller's own GST number to IR's check
 * digit (`irdNumberProblem`, tax-ids.ts).
 */
export function isGstNumber(text: string): boolean {
  return /^\d{2,3}[- ]?\d{3}[- ]?\d{3}$/.test(text);
}

/** A bank account as people write it: digits with dashes or spaces (12-3456-0123456-00), 8 to 34 characters. */
export function isBankAccount(text: string): boolean {
  return /^[0-9A-Z][0-9A-Z -]{6,32}[0-9A-Z]$/i.test(text) && /\d{6}/.test(text.replace(/[- ]/g, ''));
}

/**
 * What is wrong with a SWIFT/BIC (ISO 9362), or null when it has the shape: 4 letters for the
 * bank, 2 for the country, 2 letters or digits for the location, and an optional 3 for the
 * branch. Give it upper case, spaces removed (`normalSwiftBic`).
 */
export function swiftBicProblem(code: string): string | null {
  const example = 'such as ANZBNZ22 or ANZBNZ22XXX';
  if (!/^[A-Z0-9]*$/.test(code)) return `SWIFT/BIC may hold only the letters A to Z and digits, ${example}`;
  if (code.length !== 8 && code.length !== 11) return `SWIFT/BIC must be 8 or 11 characters, ${example}; this is ${code.length}`;
  if (!/^[A-Z]{4}/.test(code)) return `SWIFT/BIC must start with 4 letters for the bank, ${example}`;
  if (!/^[A-Z]{4}[A-Z]{2}/.test(code)) return `SWIFT/BIC must have 2 letters for the country after the bank's 4, ${example}`;
  return null;
}

/** A SWIFT/BIC as people type it ('anzb nz 22') written as banks do ('ANZBNZ22'). */
export function normalSwiftBic(text: string): string {
  return text.replace(/ +/g, '').toUpperCase();
}

export const LOGO_PATTERN = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;
