import { isoDateInZone, type ViewInvoice } from '@keafx/schema';
import type { InvoiceFieldsFragment } from '../../generated/graphql';

/** An invoice as the screens use it: the api's fields plus SPEC's view names. */
export type UiInvoice = ViewInvoice & {
  id: string;
  label: string;
  customer: string;
  currency: string;
  amount: string;
  status: 'draft' | 'sent' | 'overdue' | 'paid';
  issuedDate: string;
  archived: boolean;
  writtenOff: boolean;
};

export function toUiInvoice(i: InvoiceFieldsFragment): UiInvoice {
  return {
    id: i.id,
    number: i.number,
    label: i.label,
    customer: i.counterparty,
    currency: i.currency,
    amount: i.amount,
    dueDate: i.dueDate,
    issuedDate: i.issuedDate,
    status: i.status.toLowerCase() as UiInvoice['status'],
    archived: i.archived,
    writtenOff: i.writtenOff,
  };
}

/** Business days are New Zealand days (the api's default zone). */
export const BUSINESS_TIME_ZONE = 'Pacific/Auckland';

export function businessToday(now = new Date()): string {
  return isoDateInZone(now, BUSINESS_TIME_ZONE);
}
