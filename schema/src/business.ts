import { checkText } from './text';

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
const MAX: Record<Exclude<BusinessField, 'logo'>, number> = {
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

const LOGO_PATTERN = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

type Check = { ok: true; value: Partial<BusinessDetails> } | { ok: false; errors: { field: BusinessField; message: string }[] };

/**
 * Checks the business details given (any subset; a field left out keeps its value). Text is
 * trimmed; '' clears a field. The address may span lines; nothing else may hold control characters.
 */
export function validateBusinessDetails(raw: Record<string, unknown>): Check {
  const errors: { field: BusinessField; message: string }[] = [];
  const value: Partial<BusinessDetails> = {};
  for (const field of BUSINESS_FIELDS) {
    if (!Object.prototype.hasOwnProperty.call(raw, field) || raw[field] === undefined) continue;
    const v = raw[field] === null ? '' : raw[field];
    const label = BUSINESS_LABELS[field];
    if (typeof v !== 'string') {
      errors.push({ field, message: `${label} must be text` });
      continue;
    }
    if (field === 'logo') {
      const text = v.trim();
      if (text && (text.length > LOGO_MAX || !LOGO_PATTERN.test(text)))
        errors.push({ field, message: `Logo must be a PNG or JPEG image of at most ${Math.floor((LOGO_MAX * 0.75) / 1000)} kB` });
      else value.logo = text;
      continue;
    }
    // The shared text rule: no control, bidi or broken characters, trimmed, capped; only the address may span lines.
    const checked = checkText(v, { field, label, max: MAX[field], multiline: field === 'address', required: false });
    const text = checked.ok ? checked.value : '';
    if (!checked.ok) errors.push({ field, message: checked.message });
    else if (field === 'gstNumber' && text && !isGstNumber(text))
      errors.push({ field, message: 'GST number must be 8 or 9 digits, such as 123-456-789' });
    else if (field === 'bankAccount' && text && !isBankAccount(text))
      errors.push({ field, message: 'Bank account must be an account number such as 12-3456-0123456-00' });
    else value[field] = field === 'address' ? text.replace(/\r\n/g, '\n') : text;
  }
  return errors.length ? { ok: false, errors } : { ok: true, value };
}
