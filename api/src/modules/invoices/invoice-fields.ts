import {
  INVOICE_STATUSES,
  invoiceLabel,
  type CurrencyCode,
  type InvoiceDetails,
  type InvoiceFields,
  type InvoiceStatus,
} from '@keafx/schema';
import { GraphQLDateTime } from 'graphql-scalars';
import { Field, ID, Int } from 'type-graphql';
import { z } from 'zod';
import { Currency, DateScalar, DecimalScalar, InvoiceStatusEnum } from '../../graphql/scalars';
import { dateTime, isoDate, money } from '../../http/shapes';
import type { InvoiceRecord } from './invoice-record';

/**
 * How a field's value travels: its GraphQL type, its REST shape, and how a record's value
 * becomes REST's (money and rates as JSON numbers, times as ISO text).
 */
const KINDS = {
  /** The invoice's key. */
  id: { graphql: () => ID, rest: z.number().int(), toRest: (v: unknown) => Number(v) },
  /** The owner's invoice number: REST and GraphQL the number, the audit trail INV-0042. */
  invoiceNumber: { graphql: () => Int, rest: z.number().int(), toRest: (v: unknown) => v },
  int: { graphql: () => Int, rest: z.number().int(), toRest: (v: unknown) => v },
  text: { graphql: () => String, rest: z.string(), toRest: (v: unknown) => v },
  currency: { graphql: () => Currency, rest: z.string(), toRest: (v: unknown) => v },
  /** Exact decimal text in the record; a JSON number in REST. */
  money: { graphql: () => DecimalScalar, rest: money, toRest: (v: unknown) => Number(v) },
  rate: { graphql: () => DecimalScalar, rest: z.number(), toRest: (v: unknown) => Number(v) },
  date: { graphql: () => DateScalar, rest: isoDate, toRest: (v: unknown) => v },
  timestamp: { graphql: () => GraphQLDateTime, rest: dateTime, toRest: (v: unknown) => (v as Date).toISOString() },
  flag: { graphql: () => Boolean, rest: z.boolean(), toRest: (v: unknown) => v },
  status: { graphql: () => InvoiceStatusEnum, rest: z.enum(INVOICE_STATUSES), toRest: (v: unknown) => v },
  /** A list of codes (an invoice's residency evidence). */
  codes: { graphql: () => [String], rest: z.array(z.string()), toRest: (v: unknown) => v },
} as const;
type Kind = keyof typeof KINDS;

/** The record's type for each kind: a field's kind must be the one its record type says. */
interface KindValue {
  id: string;
  invoiceNumber: number;
  int: number;
  text: string;
  currency: CurrencyCode;
  money: string;
  rate: string;
  date: string;
  timestamp: Date;
  flag: boolean;
  status: InvoiceStatus;
  codes: string[];
}
type KindsOf<T> = { [K in Kind]: [KindValue[K]] extends [T] ? ([T] extends [KindValue[K]] ? K : never) : never }[Kind];

/** One invoice field: everything the code needs to know about it, declared once. */
interface FieldSpec {
  kind: Kind;
  /** Whether the record's value may be null (the type check holds this to the table's column). */
  nullable: boolean;
  /** Its key in SPEC's REST shape (`invoiceToRest`), or false when REST never shows it. */
  rest: string | false;
  /** Whether the GraphQL `Invoice` type shows it (under the record's name). */
  graphql: boolean;
  /** What it means, for GraphQL's and the OpenAPI document's descriptions. */
  description: string;
  /** Written by create and by update, from the invoice commands (InvoiceFields & InvoiceDetails). */
  editable?: true;
  /** What a caller gives, for the GraphQL inputs built from the commands (`invoiceInputDescription`). */
  input?: string;
  /** Kept in every before and after of the audit trail. */
  audited?: true;
  /** What a person calls it in an audit line. */
  label?: string;
  /**
   * How an audit line shows a change: `values` "due date 2026-01-01 → 2026-02-01"; `short` the
   * same with "(none)" for blank, only the name when both are long; `named` only the name
   * (text that spans lines).
   */
  change?: 'values' | 'short' | 'named';
}

/**
 * The invoice field table: the one declaration of an invoice field beyond its column (the
 * migration) and its input (the commands). Adding a column fails the type check here until its
 * row says where it is shown; from this table come the INSERT and UPDATE (invoices.sql.ts), the
 * editable fields, the audit snapshot and change lines, the REST shape and mapper
 * (invoice-rest.ts) and the fields of the GraphQL `Invoice` type (dto/invoice.type.ts).
 * invoice-shapes.test.ts holds the SDL and the REST answer to it.
 */
export const INVOICE_FIELDS = {
  // The database's key stays inside it: REST's and GraphQL's `id` is the owner's number (invoice-rest.ts, InvoicesResolver.id).
  id: { kind: 'id', nullable: false, rest: false, graphql: false, description: 'The key inside the database (internal).' },
  ownerId: { kind: 'text', nullable: false, rest: false, graphql: false, description: 'The owner (internal).' },
  number: {
    kind: 'invoiceNumber',
    nullable: false,
    rest: 'number',
    graphql: true,
    audited: true,
    description: "The owner's invoice number (1, 2, ...), the same as id; shown as INV-0001.",
  },
  counterparty: {
    kind: 'text',
    nullable: false,
    rest: 'counterparty',
    graphql: true,
    editable: true,
    audited: true,
    label: 'customer',
    change: 'values',
    description: "The customer being invoiced: its customer record's name (customerId).",
    input:
      'The customer being invoiced, by name: finds the customer record of that name or makes one; may be left out when customerId is given',
  },
  customerId: {
    kind: 'text',
    nullable: true,
    rest: 'customer_id',
    graphql: true,
    description: "The customer record it is addressed to (GET /me/customers/{id}); counterparty is that customer's name as issued.",
  },
  currency: {
    kind: 'currency',
    nullable: false,
    rest: 'currency',
    graphql: true,
    editable: true,
    audited: true,
    label: 'currency',
    change: 'values',
    description: 'The currency the invoice is issued in.',
    input: 'The currency the invoice is issued in; it can change only while a draft',
  },
  amount: {
    kind: 'money',
    nullable: false,
    rest: 'amount',
    graphql: true,
    editable: true,
    audited: true,
    label: 'amount',
    change: 'values',
    description: "The amount in the invoice's currency, exact, with that currency's minor digits.",
    input: "Positive, with at most the currency's minor digits (none for JPY and KRW)",
  },
  issuedDate: {
    kind: 'date',
    nullable: false,
    rest: 'issued_date',
    graphql: true,
    editable: true,
    audited: true,
    label: 'issue date',
    change: 'values',
    description: 'The date the invoice was issued.',
    input: 'When it was issued; today when a new invoice leaves it out',
  },
  dueDate: {
    kind: 'date',
    nullable: false,
    rest: 'due_date',
    graphql: true,
    editable: true,
    audited: true,
    label: 'due date',
    change: 'values',
    description: 'The date payment is due.',
    input: 'When payment is due; on or after the issue date',
  },
  status: {
    kind: 'status',
    nullable: false,
    rest: 'status',
    graphql: true,
    audited: true,
    description: 'Status today: a sent invoice past its due date reads OVERDUE.',
    input: 'A new status, by the rules: DRAFT → SENT → PAID',
  },
  archived: { kind: 'flag', nullable: false, rest: 'archived', graphql: true, audited: true, description: 'Moved to the Archive tab.' },
  writtenOff: {
    kind: 'flag',
    nullable: false,
    rest: 'written_off',
    graphql: true,
    audited: true,
    description: 'Written off as uncollectable (always archived too).',
  },
  sentDate: { kind: 'date', nullable: true, rest: 'sent_date', graphql: true, description: 'The day it was sent, once sent.' },
  paidDate: { kind: 'date', nullable: true, rest: 'paid_date', graphql: true, description: 'The day it was marked paid, once paid.' },
  // The booking rate reaches GraphQL through the `booking` field resolver (rate provenance), not as four fields.
  bookedRate: {
    kind: 'rate',
    nullable: true,
    rest: 'booked_rate',
    graphql: false,
    description: 'The rate it was booked at when sent or imported, NZD per unit (null for drafts).',
  },
  bookedRateSource: { kind: 'text', nullable: true, rest: 'booked_rate_source', graphql: false, description: "The booking rate's source." },
  bookedRateType: { kind: 'text', nullable: true, rest: 'booked_rate_type', graphql: false, description: "The booking rate's type." },
  bookedRateDate: { kind: 'date', nullable: true, rest: 'booked_rate_date', graphql: false, description: "The booking rate's date." },
  settlementRate: {
    kind: 'rate',
    nullable: true,
    rest: 'settlement_rate',
    graphql: true,
    description: "Once paid: the rate it settled at, NZD per unit (today's rate unless the payer gave one, such as the bank's).",
  },
  settlementRateSource: {
    kind: 'text',
    nullable: true,
    rest: 'settlement_rate_source',
    graphql: true,
    description: "Where the settlement rate came from: 'given' (by the payer) or the rate's source.",
  },
  realisedGainNzd: {
    kind: 'money',
    nullable: true,
    rest: 'realised_gain_nzd',
    graphql: true,
    description:
      'Once paid: the realised FX gain (positive) or loss (negative) in NZD, amount × (settlement rate − booking rate), exact; null without a booking rate.',
  },
  settlementRateDate: {
    kind: 'date',
    nullable: true,
    rest: 'settlement_rate_date',
    graphql: true,
    description:
      'Once paid: the date of the settlement rate, the rate recorded for the payment date (or the payment date, for a rate the payer gave).',
  },
  paidAt: {
    kind: 'timestamp',
    nullable: true,
    rest: 'paid_at',
    graphql: true,
    description:
      'When the payment was recorded (null for one imported or recorded before payments could be reversed); it may be reversed for 7 days after.',
  },
  importId: { kind: 'text', nullable: true, rest: false, graphql: false, description: 'The import that made it (internal).' },
  importLine: { kind: 'int', nullable: true, rest: false, graphql: false, description: "Its line in that import's file (internal)." },
  createdAt: { kind: 'timestamp', nullable: false, rest: 'created_at', graphql: true, description: 'When it was created.' },
  updatedAt: { kind: 'timestamp', nullable: false, rest: 'updated_at', graphql: true, description: 'When it last changed.' },
  customerEmail: {
    kind: 'text',
    nullable: false,
    rest: 'customer_email',
    graphql: true,
    editable: true,
    audited: true,
    label: 'customer email',
    change: 'short',
    description: "The customer's contact email for this invoice; '' when not given.",
    input: "The customer's contact email; '' for none",
  },
  customerAddress: {
    kind: 'text',
    nullable: false,
    rest: 'customer_address',
    graphql: true,
    editable: true,
    audited: true,
    label: 'customer address',
    change: 'named',
    description: "The customer's postal address (may span lines); '' when not given.",
    input: "The customer's postal address (may span lines); '' for none",
  },
  reference: {
    kind: 'text',
    nullable: false,
    rest: 'reference',
    graphql: true,
    editable: true,
    audited: true,
    label: 'reference',
    change: 'short',
    description: "The customer's reference or purchase order number; '' when not given.",
    input: "The customer's reference or PO number; '' for none",
  },
  paymentTerms: {
    kind: 'text',
    nullable: false,
    rest: 'payment_terms',
    graphql: true,
    editable: true,
    audited: true,
    label: 'payment terms',
    change: 'short',
    description: "Payment terms shown on the invoice (for example 'Net 20'); '' when not given.",
    input: "Payment terms (for example 'Net 20'); '' for none",
  },
  notes: {
    kind: 'text',
    nullable: false,
    rest: 'notes',
    graphql: true,
    editable: true,
    audited: true,
    label: 'notes',
    change: 'named',
    description: "Notes to the customer shown on the invoice (may span lines); '' when not given.",
    input: "Notes to the customer (may span lines); '' for none",
  },
  // Issue 27: the GST totals the lines add up to (written with the lines, invoice-lines.ts), and the time of supply.
  pricesIncludeGst: {
    kind: 'flag',
    nullable: false,
    rest: 'prices_include_gst',
    graphql: true,
    audited: true,
    description: "Whether the lines' unit prices include GST (the total then is their sum) or exclude it (GST is added).",
  },
  gstAmount: {
    kind: 'money',
    nullable: false,
    rest: 'gst_amount',
    graphql: true,
    audited: true,
    description: "The GST in the invoice's currency: 15% of the standard-rated lines (3/23 when prices include GST), rounded once.",
  },
  subtotal: {
    kind: 'money',
    nullable: false,
    rest: 'subtotal',
    graphql: true,
    description: 'The total excluding GST (amount − gst_amount).',
  },
  zeroRatedAmount: {
    kind: 'money',
    nullable: false,
    rest: 'zero_rated_amount',
    graphql: true,
    description: "The part of the total that is zero-rated (exports), in the invoice's currency.",
  },
  exemptAmount: {
    kind: 'money',
    nullable: false,
    rest: 'exempt_amount',
    graphql: true,
    description: "The part of the total that is exempt (not a taxable supply), in the invoice's currency.",
  },
  supplyDate: {
    kind: 'date',
    nullable: true,
    rest: 'supply_date',
    graphql: true,
    description:
      'The time of supply (GST Act s9(1)): the earlier of the invoice being issued and a payment received; set when it is sent, null before.',
  },
  // The supply rate reaches REST as one object (`supply_rate`, invoice-rest.ts) and GraphQL through `supplyRate`.
  supplyRate: {
    kind: 'rate',
    nullable: true,
    rest: false,
    graphql: false,
    description: 'The rate at the time of supply, NZD per unit, frozen when sent (GST Act s77(1)).',
  },
  supplyRateSource: { kind: 'text', nullable: true, rest: false, graphql: false, description: "The supply rate's source." },
  supplyRateType: { kind: 'text', nullable: true, rest: false, graphql: false, description: "The supply rate's type." },
  supplyRateDate: { kind: 'date', nullable: true, rest: false, graphql: false, description: "The supply rate's date." },
  gstNzd: {
    kind: 'money',
    nullable: true,
    rest: 'gst_nzd',
    graphql: true,
    description: 'The GST in NZD at the time-of-supply rate, to the cent; null until sent (or with no rate for the currency).',
  },
  creditedAmount: {
    kind: 'money',
    nullable: false,
    rest: 'credited_amount',
    graphql: true,
    audited: true,
    description: 'What credit notes have taken off it, in its currency (GET /me/invoices/{id}/credit-notes).',
  },
  outstandingAmount: {
    kind: 'money',
    nullable: false,
    rest: 'outstanding_amount',
    graphql: true,
    description: 'What is still owed in its currency: amount − credited_amount; exposure counts this, not the face amount.',
  },
  // Issue 27 item 4: what a zero-rated supply was and the evidence held for it (written with the lines, invoice-lines.ts).
  exportKind: {
    kind: 'text',
    nullable: false,
    rest: 'export_kind',
    graphql: true,
    audited: true,
    description: "What its zero-rated lines supplied: 'services' to a non-resident (GST Act s11A(1)(k)) or 'goods' exported (s11).",
  },
  exportDate: {
    kind: 'date',
    nullable: true,
    rest: 'export_date',
    graphql: true,
    audited: true,
    description: 'For zero-rated goods: the day they left New Zealand (within 28 days of the time of supply).',
  },
  residencyEvidence: {
    kind: 'codes',
    nullable: false,
    rest: 'residency_evidence',
    graphql: true,
    audited: true,
    description:
      'For zero-rated services: the evidence held that the customer is outside New Zealand beyond their billing country (bank_country, registration, place_of_service).',
  },
} as const satisfies {
  [K in keyof InvoiceRecord]-?: FieldSpec & {
    nullable: null extends InvoiceRecord[K] ? true : false;
    kind: KindsOf<NonNullable<InvoiceRecord[K]>>;
  };
};

type Fields = typeof INVOICE_FIELDS;
type FieldName = keyof Fields;
const NAMES = Object.keys(INVOICE_FIELDS) as FieldName[];
const spec = (k: FieldName): FieldSpec => INVOICE_FIELDS[k];

/** The fields create and update write: exactly the commands' invoice fields and details. */
export type EditableField = { [K in FieldName]: Fields[K] extends { editable: true } ? K : never }[FieldName];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const editableIsTheCommands: Same<EditableField, keyof (InvoiceFields & InvoiceDetails)> = true;
export const EDITABLE_FIELDS = NAMES.filter((k) => spec(k).editable) as EditableField[];
void editableIsTheCommands;

/** What a caller gives for a field of the invoice commands (the GraphQL inputs' descriptions). */
export function invoiceInputDescription(key: string): string | undefined {
  return (INVOICE_FIELDS as Record<string, FieldSpec>)[key]?.input;
}

/** A record field's column (the record is the row camelized; tables.test.ts holds the columns). */
export const columnOf = (field: FieldName): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The editable fields of an invoice as they stand. */
export function editableOf(i: InvoiceRecord): InvoiceFields & InvoiceDetails {
  return Object.fromEntries(EDITABLE_FIELDS.map((k) => [k, i[k]])) as unknown as InvoiceFields & InvoiceDetails;
}

/** What the audit trail keeps of an invoice before and after a change: the fields marked audited. */
export function auditSnapshot(i: InvoiceRecord): Record<string, unknown> {
  return Object.fromEntries(
    NAMES.filter((k) => spec(k).audited).map((k) => [k, spec(k).kind === 'invoiceNumber' ? invoiceLabel(i.number) : i[k]]),
  );
}

/** One change for the audit line, as the field's row says to show it. */
export function describeChange(k: EditableField, before: InvoiceRecord, after: InvoiceRecord): string {
  const { label = k, change = 'values' } = spec(k);
  const [was, now] = [String(before[k]), String(after[k])];
  if (change === 'values') return `${label} ${was} → ${now}`;
  if (change === 'named' || was.length + now.length > 120) return `${label} changed`;
  return `${label} ${was || '(none)'} → ${now || '(none)'}`;
}

type RestKind<F extends FieldSpec> = (typeof KINDS)[F['kind']]['rest'];
type RestField<F extends FieldSpec> = F['nullable'] extends true ? z.ZodNullable<RestKind<F>> : RestKind<F>;
/** The REST shape's fields, keyed by their REST names, typed from the table. */
type RestShape = { [K in FieldName as Fields[K]['rest'] extends string ? Fields[K]['rest'] : never]: RestField<Fields[K]> };

/** The table's REST fields as zod shapes (descriptions from the table). */
export function restShape(): RestShape {
  const shape: Record<string, z.ZodType> = {};
  for (const k of NAMES) {
    const { rest, kind, nullable, description } = spec(k);
    if (rest === false) continue;
    const base = KINDS[kind].rest;
    shape[rest] = (nullable ? base.nullable() : base).meta({ description });
  }
  return shape as RestShape;
}

/** An invoice's REST fields, each converted as its kind says. */
export function restValues(i: InvoiceRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of NAMES) {
    const { rest, kind } = spec(k);
    if (rest === false) continue;
    const v = i[k];
    out[rest] = v === null ? null : KINDS[kind].toRest(v);
  }
  return out;
}

/** Declares the GraphQL fields of the `Invoice` class from the table (type, nullability, description). */
export function declareGraphqlFields(prototype: object): void {
  for (const k of NAMES) {
    const { graphql, kind, nullable, description } = spec(k);
    if (graphql) Field(KINDS[kind].graphql, { nullable, description })(prototype, k);
  }
}
