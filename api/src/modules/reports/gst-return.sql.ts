import { ZERO_DECIMAL_CURRENCIES } from '@keafx/schema';

/**
 * The GST return's SQL (issue 27 item 6), over the invoices module's views (invoice_ledger,
 * credit_note_ledger), every statement scoped to :owner and one period :from..:to (named
 * parameters, `named()`).
 *
 * The supplies of a period: every invoice that is not a draft whose time of supply (supply_date,
 * frozen when it was sent or first paid) falls in the period, and every credit note issued in it
 * (supply correction information counts when it is issued). A written-off invoice stays: GST was
 * due on it at its time of supply, and writing it off later is a bad-debt adjustment of the
 * purchases side, not a sale that never happened.
 *
 * Each supply converts at its own frozen rate and is rounded to the cent once; the boxes are sums
 * of those cents. `gstReturn` / `gstSupplyRow` (schema/src/gst-return.ts) are the TypeScript twins,
 * and gst-return.test.ts holds the two to the same supplies.
 */
/** The period's invoices (`rate` their frozen supply rate), with `extra` conditions on alias i. */
const invoiceSupplies = (extra = ''): string => `
  SELECT 'invoice'::text AS kind, i.number, NULL::integer AS invoice_number, i.counterparty AS customer, i.supply_date,
         i.currency::text AS currency, i.amount, i.zero_rated_amount AS zero_rated, i.exempt_amount AS exempt, i.gst_amount AS gst,
         i.supply_rate AS rate
  FROM invoice_ledger i
  WHERE i.owner_id = :owner AND i.status <> 'draft' AND i.supply_date BETWEEN :from::date AND :to::date ${extra}`;

/** The period's credit notes (`rate` the invoice's supply rate, copied), with `extra` conditions on alias c. */
const creditNoteSupplies = (extra = ''): string => `
  SELECT 'credit_note'::text AS kind, c.number, i.number AS invoice_number, i.counterparty AS customer, c.issued_date AS supply_date,
         c.currency::text AS currency, c.amount, c.zero_rated_amount AS zero_rated, c.exempt_amount AS exempt, c.gst_amount AS gst,
         c.supply_rate AS rate
  FROM credit_note_ledger c
  JOIN invoice_ledger i ON i.id = c.invoice_id AND i.owner_id = c.owner_id
  WHERE c.owner_id = :owner AND c.issued_date BETWEEN :from::date AND :to::date ${extra}`;

/**
 * Each supply's NZD in the boxes it feeds, rounded to the cent once (round() is half away from
 * zero, as nzdOf): box 5 an invoice's total less its exempt part, box 6 its zero-rated part,
 * box 9 a credit note's GST given back, negative. A part that is zero feeds no box (NULL).
 */
const BOX_COLUMNS = `
    CASE WHEN kind = 'invoice' AND amount - exempt <> 0 THEN round((amount - exempt) * rate, 2) END AS box5,
    CASE WHEN kind = 'invoice' AND zero_rated <> 0 THEN round(zero_rated * rate, 2) END AS box6,
    CASE WHEN kind = 'credit_note' AND gst <> 0 THEN -round(gst * rate, 2) END AS box9`;

/** Boxes 5, 6 and 9 as sums over the period's supplies with a rate; how many have one and how many do not. */
export const GST_BOX_SUMS_SQL = `
  SELECT coalesce(sum(box5), 0)::text AS box5, coalesce(sum(box6), 0)::text AS box6, coalesce(sum(box9), 0)::text AS box9,
         count(*) FILTER (WHERE rate IS NOT NULL)::int AS supplies, count(*) FILTER (WHERE rate IS NULL)::int AS without_rate
  FROM (SELECT s.*, ${BOX_COLUMNS} FROM (${invoiceSupplies()} UNION ALL ${creditNoteSupplies()}) s) b`;

const ZERO = `ARRAY[${ZERO_DECIMAL_CURRENCIES.map((c) => `'${c}'`).join(',')}]`;
const AMOUNT = (col: string): string => `round(${col}, CASE WHEN currency = ANY(${ZERO}) THEN 0 ELSE 2 END)::text`;
const ROW_COLUMNS = `kind, number, invoice_number, customer, supply_date, currency, ${AMOUNT('amount')} AS amount,
  ${AMOUNT('zero_rated')} AS zero_rated, ${AMOUNT('exempt')} AS exempt, ${AMOUNT('gst')} AS gst`;

/**
 * The first :offset + :limit of each kind in the page's order (supply date, then number), so a
 * page reads about as many rows as it shows, whatever the period holds (the owner's supply-date
 * index gives the order); `rated` keeps the supplies with a rate, or those without.
 */
const firstOfEach = (rated: boolean): string => {
  const rate = (alias: string) => `AND ${alias}.supply_rate IS ${rated ? 'NOT ' : ''}NULL`;
  const first = `LIMIT (:offset::integer + :limit::integer)`;
  return `(${invoiceSupplies(rate('i'))} ORDER BY i.supply_date, i.number ${first})
    UNION ALL (${creditNoteSupplies(rate('c'))} ORDER BY c.issued_date, c.number ${first})`;
};

/** A page (:limit, :offset) of the supplies with a rate, by supply date, credit notes before invoices on a day, then number. */
export const GST_SUPPLIES_SQL = `
  SELECT ${ROW_COLUMNS}, trim_scale(rate)::text AS rate, box5::text AS box5, box6::text AS box6, box9::text AS box9
  FROM (SELECT s.*, ${BOX_COLUMNS} FROM (${firstOfEach(true)}) s) b
  ORDER BY supply_date, kind, number
  LIMIT :limit OFFSET :offset`;

/** The supplies without a rate at their time of supply (:limit of them from :offset), in the same order: left out of the boxes. */
export const GST_UNRATED_SQL = `
  SELECT ${ROW_COLUMNS}
  FROM (${firstOfEach(false)}) s
  ORDER BY supply_date, kind, number
  LIMIT :limit OFFSET :offset`;

export interface GstBoxSumsRow {
  box5: string;
  box6: string;
  box9: string;
  supplies: number;
  without_rate: number;
}

export interface GstSupplySqlRow {
  kind: 'invoice' | 'credit_note';
  number: number;
  invoice_number: number | null;
  customer: string;
  supply_date: string;
  currency: string;
  amount: string;
  zero_rated: string;
  exempt: string;
  gst: string;
}

export interface GstBoxedSqlRow extends GstSupplySqlRow {
  rate: string;
  box5: string | null;
  box6: string | null;
  box9: string | null;
}
