/** The invoice number as shown and exported: INV- plus the number padded to 4 digits. */
export function invoiceLabel(number: number): string {
  return `INV-${String(number).padStart(4, '0')}`;
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
