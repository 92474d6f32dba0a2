import { addDays } from './dates';
import { Exact } from './exact';
import { EXPORT_WINDOW_DAYS, RESIDENCY_EVIDENCE_NEEDED, type ExportKind } from './gst';

/**
 * Taxable supply information (Goods and Services Tax Act 1985 s19F to s19N, in force since 1 April
 * 2023): what an invoice must say, by its NZD value at the time of supply. Every invoice: the
 * supplier's name, the date, a description of what was supplied and the amount. Over $200 also
 * the supplier's GST number and the GST (or that the total includes GST). Over $1,000 also the
 * recipient's name and one identifier (address, phone, e-mail, trading name, NZBN or website), and
 * the date of supply when it differs from the invoice's date. The thresholds and every sentence
 * live here, for the api (`tsi_issues`) and the web (the edit page's list, Send's question).
 */
export const TSI_LOWER_NZD = '200';
export const TSI_UPPER_NZD = '1000';

export const TSI_CODES = [
  'supplier_name',
  'description',
  'supplier_gst_number',
  'recipient_name',
  'recipient_identifier',
  'zero_rating_evidence',
] as const;
export type TsiCode = (typeof TSI_CODES)[number];

/** One thing an invoice lacks: which rule, the field to fix (REST's name), and a sentence saying what to do. */
export interface TsiIssue {
  code: TsiCode;
  field: string;
  message: string;
}

/** What the rules read of an invoice, its seller and its customer. */
export interface TsiFacts {
  seller: { name: string; gstRegistered: boolean; gstNumber: string };
  /** The lines' descriptions, in order. */
  descriptions: readonly string[];
  /** The lines' GST treatments, in order. */
  treatments: readonly string[];
  /** The invoice's value in NZD at the time of supply (frozen once sent; today's estimate before); null when no rate is known (the strictest rules apply). */
  valueNzd: string | null;
  recipient: {
    name: string;
    address: string;
    phone: string;
    email: string;
    tradingName: string;
    businessNumber: string;
    /** The customer's country (ISO code or name), '' when not known. */
    country: string;
  };
  /** For zero-rated lines: what was exported, when goods left, the evidence recorded, and the time of supply (or, before it is frozen, the issue date). */
  zeroRating: {
    kind: ExportKind;
    exportDate: string | null;
    evidence: readonly string[];
    supplyDate: string;
  };
}

const over = (value: string | null, threshold: string): boolean => value === null || new Exact(value).gt(threshold);

/** The invoice's TSI issues, in the order a person would fix them; none when it may be issued as it is. */
export function tsiIssues(f: TsiFacts): TsiIssue[] {
  const issues: TsiIssue[] = [];
  if (!f.seller.name.trim())
    issues.push({
      code: 'supplier_name',
      field: 'company_name',
      message: "Add your business's name in Settings, Account: every invoice must name its supplier.",
    });
  f.descriptions.forEach((d, i) => {
    if (!d.trim())
      issues.push({
        code: 'description',
        field: `lines[${i + 1}].description`,
        message: `Describe what line ${i + 1} supplied: every invoice must say what was sold.`,
      });
  });
  const amount =
    f.valueNzd === null ? 'of unknown NZD value (no rate for its currency)' : `over NZD ${Number(TSI_LOWER_NZD).toLocaleString('en-NZ')}`;
  if (f.seller.gstRegistered && over(f.valueNzd, TSI_LOWER_NZD) && !f.seller.gstNumber.trim())
    issues.push({
      code: 'supplier_gst_number',
      field: 'gst_number',
      message: `Add your GST number in Settings, Account: an invoice ${amount} must show it.`,
    });
  if (over(f.valueNzd, TSI_UPPER_NZD)) {
    const big = f.valueNzd === null ? amount : `over NZD ${Number(TSI_UPPER_NZD).toLocaleString('en-NZ')}`;
    if (!f.recipient.name.trim())
      issues.push({
        code: 'recipient_name',
        field: 'counterparty',
        message: `Name the customer: an invoice ${big} must name its recipient.`,
      });
    const r = f.recipient;
    if (![r.address, r.phone, r.email, r.tradingName, r.businessNumber].some((v) => v.trim()))
      issues.push({
        code: 'recipient_identifier',
        field: 'customer_address',
        message: `Add the customer's address, e-mail, phone, trading name or business number: an invoice ${big} must identify its recipient by one of them.`,
      });
  }
  if (f.treatments.includes('zero_rated')) issues.push(...zeroRatingIssues(f));
  return issues;
}

const isNz = (country: string): boolean => ['NZ', 'NEW ZEALAND'].includes(country.trim().toUpperCase());
const evidenceIssue = (message: string, field = 'customer.country'): TsiIssue => ({ code: 'zero_rating_evidence', field, message });

/**
 * What a zero-rated supply lacks to be defended (issue 27 item 4), never a silent zero. Services
 * (s11A(1)(k)): the customer's country, outside New Zealand, and two pieces of residency evidence
 * (that billing address country is one; the bank's country, the registration and where the
 * service was received are the others a person records). Goods (s11): an export date within
 * EXPORT_WINDOW_DAYS days of the time of supply.
 */
function zeroRatingIssues(f: TsiFacts): TsiIssue[] {
  const z = f.zeroRating;
  if (z.kind === 'goods') {
    if (!z.exportDate)
      return [
        evidenceIssue(
          `Give the date the goods left New Zealand: zero-rated goods must be exported within ${EXPORT_WINDOW_DAYS} days of the time of supply.`,
          'export_date',
        ),
      ];
    const last = addDays(z.supplyDate, EXPORT_WINDOW_DAYS);
    return z.exportDate > last
      ? [
          evidenceIssue(
            `The goods left New Zealand on ${z.exportDate}, more than ${EXPORT_WINDOW_DAYS} days after the time of supply (${z.supplyDate}): they cannot be zero-rated; charge GST at 15%.`,
            'export_date',
          ),
        ]
      : [];
  }
  const country = f.recipient.country.trim();
  if (!country)
    return [
      evidenceIssue(
        "Zero-rated services need the customer's country on their record, outside New Zealand: without it nothing shows the supply was an export.",
      ),
    ];
  if (isNz(country))
    return [
      evidenceIssue(
        'Zero-rated lines to a customer in New Zealand are not exports: charge GST at 15%, or record the country the customer is in.',
      ),
    ];
  const pieces = 1 + new Set(z.evidence).size;
  return pieces < RESIDENCY_EVIDENCE_NEEDED
    ? [
        evidenceIssue(
          `Zero-rated services need ${RESIDENCY_EVIDENCE_NEEDED} pieces of evidence that the customer is outside New Zealand: their billing address country is one; record another (their bank's country, where they are registered, or where the service was received).`,
          'residency_evidence',
        ),
      ]
    : [];
}
