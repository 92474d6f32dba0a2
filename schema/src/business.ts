import { command, commands, field, type Checked, type CommandValue } from './command';
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

/** One business detail: left out, it keeps its value; null or '' clears it; text is trimmed and checked. */
const detail = (key: BusinessField) => (w: string) =>
  field(
    key === 'logo'
      ? { type: ['string', 'null'], maxLength: LOGO_MAX, description: 'A PNG or JPEG image as a data: URL' }
      : { type: ['string', 'null'], maxLength: MAX[key] },
    (raw): Checked<string | undefined> => {
      if (raw === undefined) return { ok: true, value: undefined };
      const v = raw === null ? '' : raw;
      const label = BUSINESS_LABELS[key];
      if (typeof v !== 'string') return { ok: false, message: `${label} must be text` };
      if (key === 'logo') {
        const text = v.trim();
        return text && (text.length > LOGO_MAX || !LOGO_PATTERN.test(text))
          ? { ok: false, message: `Logo must be a PNG or JPEG image of at most ${Math.floor((LOGO_MAX * 0.75) / 1000)} kB` }
          : { ok: true, value: text };
      }
      // The shared text rule: no control, bidi or broken characters, trimmed, capped; only the address may span lines.
      const checked = checkText(v, { field: w, label, max: MAX[key], multiline: key === 'address', required: false });
      if (!checked.ok) return checked;
      const text = checked.value;
      if (key === 'gstNumber' && text && !isGstNumber(text))
        return { ok: false, message: 'GST number must be 8 or 9 digits, such as 123-456-789' };
      if (key === 'bankAccount' && text && !isBankAccount(text))
        return { ok: false, message: 'Bank account must be an account number such as 12-3456-0123456-00' };
      return { ok: true, value: key === 'address' ? text.replace(/\r\n/g, '\n') : text };
    },
  );

/**
 * The business details given (any subset; a field left out keeps its value). Text is trimmed;
 * '' or null clears a field. The address may span lines; nothing else may hold control characters.
 */
export const BUSINESS_DETAIL_FIELDS = {
  companyName: detail('companyName'),
  tradingName: detail('tradingName'),
  address: detail('address'),
  gstNumber: detail('gstNumber'),
  bankAccount: detail('bankAccount'),
  logo: detail('logo'),
};
export const BUSINESS_DETAILS = commands((naming) => command(naming, BUSINESS_DETAIL_FIELDS, { loose: true }));
export type BusinessDetailsCommand = CommandValue<typeof BUSINESS_DETAILS.rest>;

/** BUSINESS_DETAILS over camelCase fields, for the Account tab's form. */
export function validateBusinessDetails(raw: Record<string, unknown>): Check {
  const parsed = BUSINESS_DETAILS.graphql.parse(raw, undefined);
  if (!parsed.ok) return parsed as Check;
  return { ok: true, value: Object.fromEntries(Object.entries(parsed.value).filter(([, v]) => v !== undefined)) };
}
