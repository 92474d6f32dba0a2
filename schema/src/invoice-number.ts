/**
 * The highest invoice number Kea FX gives or imports (INV-999999999): below the database's
 * whole-number limit, so the number after the highest imported one always fits.
 */
export const INVOICE_NUMBER_MAX = 999_999_999;

/** The invoice number as shown and exported: INV- plus the number padded to 4 digits. */
export function invoiceLabel(number: number): string {
  return `INV-${String(number).padStart(4, '0')}`;
}

/**
 * The number a person types for an invoice they see as "#42" or "INV-0042" (a web address,
 * a search): "42", "#42", "INV-0042", "inv42", surrounding spaces allowed; null otherwise.
 */
export function parseShownInvoiceNumber(text: unknown): number | null {
  if (typeof text !== 'string' || text.length > 40) return null;
  const match = /^\s*(?:#|INV-?)?(\d{1,10})\s*$/i.exec(text);
  if (!match) return null;
  const n = Number(match[1]);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/**
 * The number inside an invoice reference such as "INV-0042", "#42" or "42", or null
 * when it holds no digit sequence (SPEC section 5).
 */
export function parseInvoiceReference(ref: string): number | null {
  const match = /\d+/.exec(ref);
  if (!match) return null;
  const n = Number(match[0]);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

const INVOICE_ID = /^[1-9]\d{0,9}$/;

/**
 * An invoice id as the api hands it out: the owner's own invoice number (1 for their first
 * invoice, shown as INV-0001), a positive whole number up to 2,147,483,647, as a JSON number or
 * its text; null otherwise.
 */
export function invoiceIdOf(raw: unknown): number | null {
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
  if (typeof text !== 'string' || !INVOICE_ID.test(text)) return null;
  const n = Number(text);
  return n <= 2_147_483_647 ? n : null;
}

/** The most invoices one bulk action takes. */
export const BULK_MAX = 1000;
