import { BASE_CURRENCY, Exact, invoiceTotals, lineFigures, roundToMinor, tsiIssues, type TsiIssue } from '@keafx/schema';
import { demoCustomerCountry } from './customers';
import { DEMO_GST_NUMBER, type DemoInvoice } from './sampleData';
import type { DemoStore } from './store';

/**
 * A demo invoice's lines, GST and taxable supply information as the api's Invoice type answers
 * them, by the same schema/src rules (invoiceTotals, lineFigures, tsiIssues): the demo's seller is
 * its sample business, registered for GST; its customers' countries are the sample ones.
 */

type Treatment = 'STANDARD' | 'ZERO_RATED' | 'EXEMPT' | 'NO_GST';
const enumOf = (t: string): Treatment => t.toUpperCase() as Treatment;

/** The invoice's lines with their figures, treatments spelled as GraphQL spells them. */
export function demoLines(i: DemoInvoice) {
  return i.lines.map((l) => ({ ...lineFigures(l, i.pricesIncludeGst, i.currency), gstTreatment: enumOf(l.gstTreatment) }));
}

export const demoTotals = (i: DemoInvoice) => invoiceTotals(i.lines, i.currency, i.pricesIncludeGst);

/** The rate frozen at the time of supply (the demo's rates are spot rates of its own), null until sent. */
export function demoSupplyRate(i: DemoInvoice) {
  if (!i.supplyDate || i.supplyRate === null) return null;
  return { rate: i.supplyRate, source: i.currency === BASE_CURRENCY ? 'base currency' : 'demo', type: 'SPOT' as const, date: i.supplyDate };
}

/** The GST in NZD at the time-of-supply rate, to the cent; null until sent. */
export function demoGstNzd(i: DemoInvoice): string | null {
  if (!i.supplyDate || i.supplyRate === null) return null;
  return roundToMinor(new Exact(demoTotals(i).gstAmount).times(i.supplyRate), BASE_CURRENCY);
}

/** What the invoice lacks as a tax invoice: its NZD value at the time of supply once sent, at today's demo rate before. */
export function demoTsiIssues(i: DemoInvoice, seller: { name: string }, rates: Readonly<Record<string, string>>): TsiIssue[] {
  const rate = i.currency === BASE_CURRENCY ? '1' : (i.supplyRate ?? rates[i.currency] ?? null);
  return tsiIssues({
    seller: { name: seller.name, gstRegistered: true, gstNumber: DEMO_GST_NUMBER },
    descriptions: i.lines.map((l) => l.description),
    treatments: i.lines.map((l) => l.gstTreatment),
    valueNzd: rate === null ? null : new Exact(i.amount).times(rate).toFixed(2),
    recipient: {
      name: i.customer,
      address: i.details?.customerAddress ?? '',
      email: i.details?.customerEmail ?? '',
      phone: '',
      tradingName: '',
      businessNumber: '',
      country: demoCustomerCountry(i.customer),
    },
    zeroRating: { kind: i.exportKind, exportDate: i.exportDate, evidence: i.residencyEvidence, supplyDate: i.supplyDate ?? i.issuedDate },
  });
}

/**
 * The dashboard's count (the api's tsiShortfall): the sent, open invoices (sent or overdue, not
 * written off) whose tsiIssues are not empty, by the same rules as each invoice's own list.
 */
export function demoTsiShortfall(store: Pick<DemoStore, 'invoices' | 'profile' | 'rates' | 'statusOf'>): number {
  return store.invoices.filter((i) => {
    const status = store.statusOf(i);
    return (
      (status === 'sent' || status === 'overdue') &&
      !i.writtenOff &&
      demoTsiIssues(i, { name: store.profile.company }, store.rates).length > 0
    );
  }).length;
}
