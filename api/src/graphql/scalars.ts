import { isIsoDate, SUPPORTED_CURRENCIES, INVOICE_STATUSES } from '@keafx/schema';
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { registerEnumType } from 'type-graphql';

const DECIMAL = /^-?\d+(\.\d+)?$/;

function literalText(ast: ValueNode): string | null {
  if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return ast.value;
  return null;
}

function parseDecimal(value: unknown): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !DECIMAL.test(text.trim())) {
    throw new GraphQLError('Decimal must be a number written as a string or number, such as "1234.50"');
  }
  return text.trim();
}

/** An exact decimal, serialised as a string so no float ever rounds money. */
export const DecimalScalar = new GraphQLScalarType<string, string>({
  name: 'Decimal',
  description: 'An exact decimal number, serialised as a string such as "1234.50". Inputs accept a string or a number.',
  serialize: (value) => String(value),
  parseValue: parseDecimal,
  parseLiteral: (ast) => parseDecimal(literalText(ast)),
});

function parseDate(value: unknown): string {
  if (!isIsoDate(value)) throw new GraphQLError('Date must be a valid calendar date in YYYY-MM-DD form');
  return value;
}

/** A calendar date with no time or zone, such as "2026-12-31". */
export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'A calendar date in YYYY-MM-DD form, such as "2026-12-31".',
  serialize: (value) => String(value),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(literalText(ast)),
});

/** The 23 supported ISO 4217 codes. */
export const Currency = Object.fromEntries(SUPPORTED_CURRENCIES.map((c) => [c, c])) as { [K in (typeof SUPPORTED_CURRENCIES)[number]]: K };
registerEnumType(Currency, { name: 'Currency', description: 'One of the 23 currencies Kea FX supports (ISO 4217 code).' });

export const InvoiceStatusEnum = Object.fromEntries(INVOICE_STATUSES.map((s) => [s.toUpperCase(), s])) as {
  DRAFT: 'draft';
  SENT: 'sent';
  OVERDUE: 'overdue';
  PAID: 'paid';
};
registerEnumType(InvoiceStatusEnum, {
  name: 'InvoiceStatus',
  description: 'draft → sent (Send) → paid (Mark Paid); a sent invoice past its due date is overdue.',
});

/** A line's GST treatment (issue 27): STANDARD 15%, ZERO_RATED exports, EXEMPT, NO_GST (seller not registered). */
export const GstTreatmentEnum = { STANDARD: 'standard', ZERO_RATED: 'zero_rated', EXEMPT: 'exempt', NO_GST: 'no_gst' } as const;
registerEnumType(GstTreatmentEnum, {
  name: 'GstTreatment',
  description:
    'How GST applies to a line: STANDARD 15%; ZERO_RATED exports (GST Act s11, s11A); EXEMPT not a taxable supply; NO_GST the seller is not registered.',
});
