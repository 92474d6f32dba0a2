import {
  amountLine,
  BASE_CURRENCY,
  defaultGstTreatment,
  Exact,
  invoiceTotals,
  tsiIssues,
  lineFigures,
  linesProblem,
  oneLineTotals,
  type GivenLine,
  type GstTreatment,
  type InvoiceLine,
  type InvoiceLineInput,
  type TsiFacts,
  type TsiIssue,
} from '@keafx/schema';
import { ValidationError } from '../../errors';
import { sql, theRow, type Db } from '../../database/sql';
import type { Row } from '../../database/rows';
import type { CustomerTaxFacts } from '../customers';
import type { BookingRate } from '../rates';
import { toInvoiceRecord, type InvoiceRecord, type InvoiceRow } from './invoice-record';
import { INVOICE_COLUMNS } from './invoices.sql';

/**
 * An invoice's lines (issue 27): the invoices module's table invoice_lines, written whole on every
 * change to them, and the invoice's totals written beside them in the same statement's
 * transaction. Exposure never reads lines: the totals stay on the invoice.
 */

/** What the invoices module needs to know of the seller (the composition root passes it from profile). */
export interface SellerTax {
  name: string;
  gstRegistered: boolean;
  gstNumber: string;
}
export type SellerOf = (ownerId: string, db?: Db) => Promise<SellerTax>;

type LineRow = Row<'invoice_lines'>;

/**
 * The one line an invoice written without lines reads as (a row from before lines, or one a
 * test's or the bench's seed wrote straight into the table): its amount, once, its treatment read
 * from its GST parts.
 */
export function impliedLine(
  i: Pick<InvoiceRecord, 'amount' | 'gstAmount' | 'zeroRatedAmount' | 'exemptAmount' | 'pricesIncludeGst' | 'currency'>,
): InvoiceLine {
  const treatment: GstTreatment =
    Number(i.gstAmount) !== 0
      ? 'standard'
      : i.zeroRatedAmount === i.amount
        ? 'zero_rated'
        : i.exemptAmount === i.amount
          ? 'exempt'
          : 'no_gst';
  return lineFigures(amountLine(i.amount, treatment), true, i.currency);
}

/** Exact decimal text without the column's padding ("2.0000" → "2"), as the caller gave it. */
const plain = (v: string): string => new Exact(v).toFixed();

/** A line as its row stores it (an invoice's or a credit note's, the same columns), its decimals as the caller gave them. */
export const lineOfRow = (
  r: Pick<LineRow, 'description' | 'quantity' | 'unit_price' | 'gst_treatment' | 'line_total' | 'gst'>,
): InvoiceLine => ({
  description: r.description,
  quantity: plain(r.quantity),
  unitPrice: plain(r.unit_price),
  gstTreatment: r.gst_treatment as GstTreatment,
  lineTotal: plain(r.line_total),
  gst: r.gst,
});

/** The lines of the owner's invoices by their database keys, in order; an invoice with none reads as its implied line. */
export async function linesOf(db: Db, ownerId: string, invoices: readonly InvoiceRecord[]): Promise<Map<string, InvoiceLine[]>> {
  const out = new Map<string, InvoiceLine[]>();
  if (invoices.length === 0) return out;
  const rows = await sql<LineRow>(
    db,
    `SELECT invoice_id, owner_id, position, description, quantity::text AS quantity, unit_price::text AS unit_price, gst_treatment,
            line_total::text AS line_total, gst::text AS gst
       FROM invoice_lines WHERE owner_id = $1 AND invoice_id = ANY($2::bigint[]) ORDER BY invoice_id, position`,
    [ownerId, invoices.map((i) => i.id)],
  );
  for (const r of rows) {
    const key = String(r.invoice_id);
    const list = out.get(key) ?? [];
    list.push(lineOfRow(r));
    out.set(key, list);
  }
  for (const i of invoices) if (!out.has(i.id)) out.set(i.id, [impliedLine(i)]);
  return out;
}

/**
 * The lines an invoice will have: those given, each treatment left out chosen as the seller's
 * and customer's default; with none given, one line of `amount` (prices including GST, so the
 * total stays the amount). Checked against the seller's registration and for a positive total.
 */
export function linesToWrite(
  given: { lines?: GivenLine[]; pricesIncludeGst?: boolean; amount?: string },
  invoice: { currency: string; amount: string },
  seller: SellerTax,
  customerCountry: string,
): { lines: InvoiceLineInput[]; pricesIncludeGst: boolean } {
  const fallback = defaultGstTreatment(seller, invoice.currency, customerCountry);
  const lines = given.lines
    ? given.lines.map((l) => ({ ...l, gstTreatment: l.gstTreatment ?? fallback }))
    : [amountLine(given.amount ?? invoice.amount, fallback)];
  const pricesIncludeGst = given.lines ? (given.pricesIncludeGst ?? false) : true;
  const problem = linesProblem(lines, invoice.currency, pricesIncludeGst, seller);
  if (problem) throw new ValidationError([problem]);
  return { lines, pricesIncludeGst };
}

/**
 * Writes an invoice's lines (replacing any) and its totals from them: amount, GST and its parts,
 * and the GST in NZD at its frozen time-of-supply rate when it has one. Answers the invoice.
 */
export async function writeLines(
  db: Db,
  ownerId: string,
  invoiceId: string,
  currency: string,
  write: { lines: InvoiceLineInput[]; pricesIncludeGst: boolean },
  at: { today: string; now: Date },
): Promise<InvoiceRecord> {
  const figures = write.lines.map((l) => lineFigures(l, write.pricesIncludeGst, currency));
  const totals = invoiceTotals(write.lines, currency, write.pricesIncludeGst);
  await sql(db, 'DELETE FROM invoice_lines WHERE owner_id = $1 AND invoice_id = $2', [ownerId, invoiceId]);
  await sql(
    db,
    `INSERT INTO invoice_lines (invoice_id, owner_id, position, description, quantity, unit_price, gst_treatment, line_total, gst)
     SELECT $2, $1, p, d, q, u, t, lt, g
       FROM unnest($3::int[], $4::text[], $5::numeric[], $6::numeric[], $7::text[], $8::numeric[], $9::numeric[]) AS l(p, d, q, u, t, lt, g)`,
    [
      ownerId,
      invoiceId,
      figures.map((_, i) => i + 1),
      figures.map((l) => l.description),
      figures.map((l) => l.quantity),
      figures.map((l) => l.unitPrice),
      figures.map((l) => l.gstTreatment),
      figures.map((l) => l.lineTotal),
      figures.map((l) => l.gst),
    ],
  );
  const rows = await sql<InvoiceRow>(
    db,
    `UPDATE invoices SET amount = $4, prices_include_gst = $5, gst_amount = $6, zero_rated_amount = $7, exempt_amount = $8,
        gst_nzd = CASE WHEN supply_rate IS NULL THEN NULL ELSE round($6::numeric * supply_rate, 2) END, updated_at = $9
      WHERE owner_id = $1 AND id = $3 RETURNING ${INVOICE_COLUMNS}`,
    [
      ownerId,
      at.today,
      invoiceId,
      totals.amount,
      write.pricesIncludeGst,
      totals.gstAmount,
      totals.zeroRatedAmount,
      totals.exemptAmount,
      at.now,
    ],
  );
  return toInvoiceRecord(theRow(rows, 'the totals of a locked invoice'));
}

/**
 * The time of supply (GST Act s9(1)): the earlier of the invoice being issued (its issue date, or
 * the day it went out when that is earlier) and a payment received. Its rate is the one recorded
 * for that day (NZD at 1); frozen on the invoice once, never derived again.
 */
export function supplyDateOf(issuedDate: string, sentOn: string, paidOn: string | null = null): string {
  return [issuedDate, sentOn, ...(paidOn ? [paidOn] : [])].sort()[0]!;
}

/** The rate to freeze for a supply on `date`: NZD at 1, else the rate recorded for that day (null when none was). */
export function supplyRateFor(currency: string, date: string, looked: BookingRate | null): BookingRate | null {
  if (currency === BASE_CURRENCY) return { nzdPerUnit: '1', source: 'base currency', rateType: 'spot', effectiveDate: date };
  return looked;
}

/** Freezes an invoice's time of supply, its rate and the GST in NZD at it (a send, or a payment before a send). Answers the invoice. */
export async function freezeSupply(
  db: Db,
  ownerId: string,
  invoiceId: string,
  supply: { date: string; rate: BookingRate | null },
  at: { today: string; now: Date },
): Promise<InvoiceRecord> {
  const rows = await sql<InvoiceRow>(
    db,
    `UPDATE invoices SET supply_date = $4, supply_rate = $5, supply_rate_source = $6, supply_rate_type = $7, supply_rate_date = $8,
        gst_nzd = CASE WHEN $5::numeric IS NULL THEN NULL ELSE round(gst_amount * $5::numeric, 2) END, updated_at = $9
      WHERE owner_id = $1 AND id = $3 RETURNING ${INVOICE_COLUMNS}`,
    [
      ownerId,
      at.today,
      invoiceId,
      supply.date,
      supply.rate?.nzdPerUnit ?? null,
      supply.rate?.source ?? null,
      supply.rate?.rateType ?? null,
      supply.rate?.effectiveDate ?? null,
      at.now,
    ],
  );
  return toInvoiceRecord(theRow(rows, 'the supply of a locked invoice'));
}

/** What a full answer adds to an invoice: its lines and its taxable-supply-information issues. */
export interface InvoiceTax {
  lines: InvoiceLine[];
  tsiIssues: TsiIssue[];
  /** Who it is addressed to as the rules read them: the invoice's own details, else its customer record's (a tax invoice prints them). */
  recipient: TsiFacts['recipient'];
}

/**
 * The lines and TSI issues of the owner's invoices, in their order, in four reads whatever their
 * number (lines, customers' facts, the seller, current rates): the invoice's value in NZD at the
 * time of supply is its frozen rate's once sent, today's estimate before (null with no rate: the
 * strictest rules apply).
 */
export async function invoiceTaxes(
  db: Db,
  ownerId: string,
  invoices: readonly InvoiceRecord[],
  sources: {
    seller: (ownerId: string, db?: Db) => Promise<SellerTax>;
    customers: (db: Db, ownerId: string, ids: readonly string[]) => Promise<Map<string, CustomerTaxFacts>>;
    /** Today's rates, NZD per unit by currency (read only when an invoice has no frozen rate). */
    currentRates: () => Promise<ReadonlyMap<string, string>>;
  },
): Promise<InvoiceTax[]> {
  if (invoices.length === 0) return [];
  const ids = invoices.flatMap((i) => (i.customerId ? [i.customerId] : []));
  const [lines, seller, customers] = await Promise.all([
    linesOf(db, ownerId, invoices),
    sources.seller(ownerId, db),
    sources.customers(db, ownerId, ids),
  ]);
  const rates = invoices.some((i) => i.supplyRate === null && i.currency !== BASE_CURRENCY)
    ? await sources.currentRates()
    : new Map<string, string>();
  return invoices.map((i) => {
    const own = lines.get(i.id) ?? [impliedLine(i)];
    const rate = i.currency === BASE_CURRENCY ? '1' : (i.supplyRate ?? rates.get(i.currency) ?? null);
    const c = (i.customerId && customers.get(i.customerId)) || null;
    const recipient = {
      name: i.counterparty,
      address: i.customerAddress || (c?.address ?? ''),
      email: i.customerEmail || (c?.email ?? ''),
      phone: c?.phone ?? '',
      tradingName: c?.tradingName ?? '',
      businessNumber: c?.businessNumber ?? '',
      country: c?.country ?? '',
    };
    return {
      lines: own,
      recipient,
      tsiIssues: tsiIssues({
        seller,
        descriptions: own.map((l) => l.description),
        treatments: own.map((l) => l.gstTreatment),
        valueNzd: rate === null ? null : new Exact(i.amount).mul(rate).toFixed(2),
        zeroRating: {
          kind: i.exportKind === 'goods' ? 'goods' : 'services',
          exportDate: i.exportDate,
          evidence: i.residencyEvidence,
          supplyDate: i.supplyDate ?? i.issuedDate,
        },
        recipient,
      }),
    };
  });
}

/**
 * The GST figures of an invoice made of one line of its amount (an imported row): the line's
 * treatment by the seller's and customer's default, prices including GST, so its total stays the
 * amount.
 */
export function impliedTotals(
  amount: string,
  currency: string,
  seller: { gstRegistered: boolean },
  customerCountry: string,
): { treatment: GstTreatment; gstAmount: string; zeroRatedAmount: string; exemptAmount: string } {
  const treatment = defaultGstTreatment(seller, currency, customerCountry);
  const totals = oneLineTotals(amount, currency, treatment);
  return { treatment, gstAmount: totals.gstAmount, zeroRatedAmount: totals.zeroRatedAmount, exemptAmount: totals.exemptAmount };
}

/** The zero-rating facts a create or change may give (issue 27 item 4); each left out stays as it is. */
export interface ExportFacts {
  exportKind?: string;
  exportDate?: string | null;
  residencyEvidence?: string[];
}

/** Writes the zero-rating facts given, when any is; answers the invoice (or null when none was given). */
export async function writeExport(
  db: Db,
  ownerId: string,
  invoiceId: string,
  facts: ExportFacts,
  at: { today: string; now: Date },
): Promise<InvoiceRecord | null> {
  if (facts.exportKind === undefined && facts.exportDate === undefined && facts.residencyEvidence === undefined) return null;
  const rows = await sql<InvoiceRow>(
    db,
    `UPDATE invoices SET export_kind = COALESCE($4, export_kind),
        export_date = CASE WHEN $5 THEN $6::date ELSE export_date END,
        residency_evidence = COALESCE($7::text[], residency_evidence), updated_at = $8
      WHERE owner_id = $1 AND id = $3 RETURNING ${INVOICE_COLUMNS}`,
    [
      ownerId,
      at.today,
      invoiceId,
      facts.exportKind ?? null,
      facts.exportDate !== undefined,
      facts.exportDate ?? null,
      facts.residencyEvidence ?? null,
      at.now,
    ],
  );
  return toInvoiceRecord(theRow(rows, 'the export facts of a locked invoice'));
}
