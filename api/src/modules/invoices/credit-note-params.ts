import { ValidationError } from '../../errors';

/** A credit note's id as a caller writes it: 1, "1" or "CN-0001"; anything else is refused naming the field. */
export function parseCreditNoteNumber(raw: unknown, field = 'id'): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim().replace(/^CN-?/i, '') : '';
  const n = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  if (n < 1) throw new ValidationError([{ field, message: `${field} must be a credit note number such as 1 or CN-0001` }]);
  return n;
}
