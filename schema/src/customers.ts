import { COUNTERPARTY_MAX } from './invoice-input';

/** Customers as records: their limits, labels, and the one rule for when two names are the same customer. */

export const CUSTOMER_NAME_MAX = COUNTERPARTY_MAX;
export const CUSTOMER_PAGE_MAX = 200;
export const CUSTOMER_PAGE_DEFAULT = 50;
/** An owner may keep this many customers. */
export const CUSTOMER_MAX = 100_000;
export const PAYMENT_TERMS_DAYS_MAX = 365;

/** The optional text details of a customer, with what a person calls each and its longest length. */
export const CUSTOMER_TEXT_FIELDS = {
  tradingName: { label: 'Trading name', max: 200 },
  phone: { label: 'Phone', max: 40 },
  address: { label: 'Billing address', max: 500, multiline: true },
  businessNumber: { label: 'Business number', max: 40 },
  taxNumber: { label: 'Tax number', max: 40 },
  notes: { label: 'Notes', max: 2000, multiline: true },
} as const;
export type CustomerTextField = keyof typeof CUSTOMER_TEXT_FIELDS;

/** What a person calls every field of a customer, in forms and messages. */
export const CUSTOMER_LABELS = {
  name: 'Name',
  email: 'Email',
  country: 'Country',
  defaultCurrency: 'Default currency',
  paymentTermsDays: 'Payment terms (days)',
  ...Object.fromEntries(Object.entries(CUSTOMER_TEXT_FIELDS).map(([k, v]) => [k, v.label])),
} as Record<keyof CustomerFields, string>;

/** A customer's own details, as stored and as the commands give them. */
export interface CustomerFields {
  name: string;
  tradingName: string;
  email: string;
  phone: string;
  address: string;
  /** ISO 3166-1 alpha-2, '' when not given. */
  country: string;
  /** NZBN for a New Zealand customer (13 digits), else the overseas business number. */
  businessNumber: string;
  /** GST number for a New Zealand customer, else VAT or other tax id. */
  taxNumber: string;
  defaultCurrency: string | null;
  /** Days from issue to due for this customer's invoices; null: the owner's default. */
  paymentTermsDays: number | null;
  notes: string;
}

/** The ISO 3166-1 alpha-2 codes (officially assigned). */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');
const COUNTRY_SET = new Set(COUNTRY_CODES);

export function isCountryCode(code: string): boolean {
  return COUNTRY_SET.has(code);
}

/** A country's English name ("NZ" → "New Zealand"), or the code when the runtime has no name for it. */
export function countryName(code: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** An NZBN: 13 digits (spaces allowed between). */
export function isNzbn(text: string): boolean {
  return /^\d{13}$/.test(text.replace(/ /g, ''));
}

/** Words a business name is written with in more than one way, and the one way they compare as. */
const SAME_WORD: Record<string, string> = {
  limited: 'ltd',
  incorporated: 'inc',
  corporation: 'corp',
  company: 'co',
  proprietary: 'pty',
  and: '&',
};

/**
 * The key two customer names share when they are the same customer: "Acme Cloud, Inc." and
 * "ACME  Cloud Inc" are both "acme cloud inc". Case, accents, punctuation, spacing and the
 * spelling of legal words (Limited/Ltd, Incorporated/Inc, and/&) do not count; the words do.
 */
export function customerKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // K.K. is KK, O'Brien is OBrien: stops and apostrophes join, other punctuation separates.
    .replace(/[.'’]/g, '')
    .replace(/&/g, ' & ')
    .replace(/[^\p{L}\p{N}&]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => SAME_WORD[w] ?? w);
  // A name of only punctuation still needs a key of its own.
  return words.length ? words.join(' ') : name.trim().toLowerCase();
}

/** Average days late over paid invoices, as a person reads it. */
export function paymentBehaviour(paidCount: number, averageDaysLate: number | null): string {
  if (paidCount === 0 || averageDaysLate === null) return 'No paid invoices yet';
  const days = Math.round(averageDaysLate * 10) / 10;
  if (days <= 0) return `Pays on time (${paidCount} paid)`;
  return `Pays ${days} ${days === 1 ? 'day' : 'days'} late on average (${paidCount} paid)`;
}
