export const INVOICE_STATUSES = ['draft', 'sent', 'overdue', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return typeof value === 'string' && (INVOICE_STATUSES as readonly string[]).includes(value);
}

/** Statuses whose invoices are still owed, and so count as FX exposure. */
export const OPEN_STATUSES: readonly InvoiceStatus[] = ['sent', 'overdue'];

/**
 * The status a stored invoice has today: a sent invoice whose due date has passed is
 * overdue (SPEC section 4). Dates are ISO strings, so they compare as text.
 */
export function effectiveStatus(status: InvoiceStatus, dueDate: string, today: string): InvoiceStatus {
  return status === 'sent' && dueDate < today ? 'overdue' : status;
}

export type StatusAction = 'send' | 'pay';

/** The message for a move the rules forbid, or null when the move is allowed. */
export function transitionError(action: StatusAction, current: InvoiceStatus): string | null {
  if (action === 'send') {
    return current === 'draft' ? null : `Only draft invoices can be sent; this invoice is ${current}.`;
  }
  return current === 'sent' || current === 'overdue'
    ? null
    : `Only sent or overdue invoices can be marked paid; this invoice is ${current}.`;
}

export type StatusChange = { action: StatusAction } | { error: string } | null;

/** Where a requested status change leads: the action to run, a refusal, or null for no change. */
export function statusChange(current: InvoiceStatus, target: InvoiceStatus): StatusChange {
  if (current === target) return null;
  if (target === 'sent' || target === 'paid') {
    const action: StatusAction = target === 'sent' ? 'send' : 'pay';
    const error = transitionError(action, current);
    return error ? { error } : { action };
  }
  if (target === 'overdue') {
    return { error: 'An invoice becomes overdue by itself when a sent invoice passes its due date.' };
  }
  return { error: `A ${current} invoice cannot go back to draft.` };
}

export const WRITE_OFF_ERROR = 'Only overdue invoices can be written off';
