/** The seller's details a tax invoice carries (Settings, Account): company_name is the profile's company. */
export interface BusinessDetails {
  companyName: string;
  tradingName: string;
  address: string;
  gstNumber: string;
  bankAccount: string;
  /** An image as a data: URL (PNG or JPEG), or '' for none. */
  logo: string;
}

export const BUSINESS_FIELDS = ['companyName', 'tradingName', 'address', 'gstNumber', 'bankAccount', 'logo'] as const;
export type BusinessField = (typeof BUSINESS_FIELDS)[number];

export const BUSINESS_LABELS: Record<BusinessField, string> = {
  companyName: 'Company name',
  tradingName: 'Trading name',
  address: 'Address',
  gstNumber: 'GST number',
  bankAccount: 'Bank account',
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
};

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

export const LOGO_PATTERN = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;
