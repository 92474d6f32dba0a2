/** The seller's details a tax invoice carries (Settings, Account): company_name is the profile's company. */
export interface BusinessDetails {
  companyName: string;
  tradingName: string;
  address: string;
  gstNumber: string;
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
  'bankAccount',
  'bankName',
  'swiftBic',
  'paymentInstructions',
  'logo',
] as const;
export type BusinessField = (typeof BUSINESS_FIELDS)[number];

export const BUSINESS_LABELS: Record<BusinessField, string> = {
  companyName: 'Company name',
  tradingName: 'Trading name',
  address: 'Address',
  gstNumber: 'GST number',
  bankAccount: 'Bank account',
  bankName: 'Bank name',
  swiftBic: 'SWIFT/BIC',
  paymentInstructions: 'Payment instructions',
  logo: 'Logo',
};

/** What a tax invoice needs from the seller: without these the PDF cannot be sent to a customer as one. */
export const REQUIRED_FOR_TAX_INVOICE = ['companyName', 'address', 'gstNumber', 'bankAccount'] as const;

/** A logo's data URL may be this long (about 45 kB of image). */
export const LOGO_MAX = 60_000;
export const BUSINESS_TEXT_MAX: Record<Exclude<BusinessField, 'logo'>, number> = {
  companyName: 160,
  tradingName: 160,
  address: 400,
  gstNumber: 20,
  bankAccount: 40,
  bankName: 80,
  swiftBic: 11,
  paymentInstructions: 500,
};

/** The details that may span lines; every other one is a single line. */
export const MULTILINE_BUSINESS_FIELDS: readonly BusinessField[] = ['address', 'paymentInstructions'];

/** The fields a tax invoice still lacks, as labels ('GST number', ...), in order. */
export function missingBusinessDetails(d: Pick<BusinessDetails, (typeof REQUIRED_FOR_TAX_INVOICE)[number]>): string[] {
  return REQUIRED_FOR_TAX_INVOICE.filter((k) => !d[k].trim()).map((k) => BUSINESS_LABELS[k]);
}

/** An NZ GST (IRD) number: 8 or 9 digits, written with or without dashes or spaces (123-456-789). */
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
