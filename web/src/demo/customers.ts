import { customerKey, daysBetween, Exact, roundToMinor, type CustomerFields } from '@keafx/schema';
import type { DemoInvoice } from './sampleData';
import type { DemoStore } from './store';

/** The sample customers' countries (ISO alpha-2), so the demo's Customers list reads like a real one. */
const SAMPLE_COUNTRIES: Readonly<Record<string, string>> = {
  'Acme Corporation': 'US',
  'Global Trade GmbH': 'DE',
  'British Imports Ltd': 'GB',
  'Sydney Supplies Pty': 'AU',
  'Tokyo Electronics KK': 'JP',
  'Maple Leaf Trading': 'CA',
  'Swiss Precision AG': 'CH',
  'Lion City Logistics': 'SG',
  'Nordic Design AB': 'SE',
  'Shanghai Manufacturing Co': 'CN',
  'Rio Coffee Exports': 'BR',
  'Pacific Partners Inc': 'US',
};

/** A sample customer's country (ISO alpha-2), '' for a customer the demo did not make up. */
export const demoCustomerCountry = (name: string): string => SAMPLE_COUNTRIES[name] ?? '';

/** A demo customer as the GraphQL Customer type shows it. */
export interface DemoCustomer extends CustomerFields {
  id: string;
  createdAt: string;
  updatedAt: string;
  invoiceCount: number;
  outstanding: { currency: string; amount: string; count: number }[];
  paidCount: number;
  averageDaysLate: number | null;
}

/** A customer's id in the demo: its name's customerKey, spaces as dashes ("acme-corporation"), stable for the visit. */
export const demoCustomerId = (name: string): string => customerKey(name).replace(/\s+/g, '-');

/**
 * The demo's customers, made from its invoices as the api makes them: one per customerKey, named
 * as its first invoice spells it, with what its invoices say (outstanding: sent and overdue, not
 * written off, per currency; paid count; average days paid after the due date, early as 0).
 * Read-only: the demo's writes to customers are disabled.
 */
export function demoCustomers(store: DemoStore): DemoCustomer[] {
  const byKey = new Map<string, DemoInvoice[]>();
  for (const i of [...store.invoices].sort((a, b) => a.number - b.number)) {
    const id = demoCustomerId(i.customer);
    byKey.set(id, [...(byKey.get(id) ?? []), i]);
  }
  return [...byKey.entries()]
    .map(([id, invoices]) => customerOf(store, id, invoices))
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id));
}

function customerOf(store: DemoStore, id: string, invoices: DemoInvoice[]): DemoCustomer {
  const first = invoices[0] as DemoInvoice;
  const outstanding = new Map<string, { amount: Exact; count: number }>();
  for (const i of invoices) {
    const status = store.statusOf(i);
    if ((status !== 'sent' && status !== 'overdue') || i.writtenOff) continue;
    const line = outstanding.get(i.currency) ?? { amount: new Exact(0), count: 0 };
    outstanding.set(i.currency, { amount: line.amount.plus(i.amount), count: line.count + 1 });
  }
  const paid = invoices.filter((i) => store.statusOf(i) === 'paid');
  const late = paid.map((i) => Math.max(i.paidDate ? daysBetween(i.dueDate, i.paidDate) : 0, 0));
  const currencies = new Set(invoices.map((i) => i.currency));
  const withDetails = invoices.find((i) => i.details?.customerEmail || i.details?.customerAddress);
  return {
    id,
    name: first.customer,
    tradingName: '',
    email: withDetails?.details?.customerEmail ?? '',
    phone: '',
    address: withDetails?.details?.customerAddress ?? '',
    country: demoCustomerCountry(first.customer),
    businessNumber: '',
    taxNumber: '',
    defaultCurrency: currencies.size === 1 ? first.currency : null,
    paymentTermsDays: null,
    notes: '',
    createdAt: first.createdAt,
    updatedAt: first.createdAt,
    invoiceCount: invoices.length,
    outstanding: [...outstanding.entries()]
      .map(([currency, o]) => ({ currency, amount: roundToMinor(o.amount, currency), count: o.count }))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
    paidCount: paid.length,
    averageDaysLate: late.length ? late.reduce((a, b) => a + b, 0) / late.length : null,
  };
}
