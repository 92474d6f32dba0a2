import { BUILT_IN_RATES, dueBucket, DUE_BUCKETS, Exact, invoiceTotals, WRITE_OFF_ERROR } from '@keafx/schema';
import { demoGstNzd, demoTotals, demoTsiIssues } from './invoiceTax';
import { DEMO_AUDIT_SPACING_MS, DEMO_STARTED_MESSAGE, SAMPLE_SCENARIOS } from './sampleData';
import { DEMO_AUDIT_CAP, DemoError, DemoStore } from './store';

const NOW = new Date('2026-11-22T21:30:00Z'); // 23 Nov 2026, 10:30 in Auckland
const fresh = (): DemoStore => new DemoStore(() => NOW);

describe('DemoStore sample data (SPEC sections 3, 4 and 9)', () => {
  it("holds 12 invoices in SPEC's currencies with every due-date group populated, relative to today", () => {
    const s = fresh();
    expect(s.today).toBe('2026-11-23');
    expect(s.invoices).toHaveLength(12);
    expect(new Set(s.invoices.map((i) => i.currency))).toEqual(
      new Set(['USD', 'EUR', 'GBP', 'AUD', 'JPY', 'CAD', 'CHF', 'SGD', 'SEK', 'CNY', 'BRL']),
    );
    const buckets = new Set(s.invoices.map((i) => dueBucket(i.dueDate, s.today)));
    expect([...DUE_BUCKETS].every((b) => buckets.has(b))).toBe(true);
    // A year later the same groups are still populated: dates move with today.
    const later = new DemoStore(() => new Date('2027-11-22T21:30:00Z'));
    expect(new Set(later.invoices.map((i) => dueBucket(i.dueDate, later.today)))).toEqual(buckets);
  });

  it('starts the audit log with a started entry then the samples 5 minutes apart, newest first', () => {
    const s = fresh();
    expect(s.audit[0]?.message).toBe(DEMO_STARTED_MESSAGE);
    expect(s.audit[0]?.createdAt).toBe(NOW.toISOString());
    for (let i = 1; i < s.audit.length; i += 1) {
      expect(Date.parse(s.audit[i - 1]?.createdAt ?? '') - Date.parse(s.audit[i]?.createdAt ?? '')).toBe(DEMO_AUDIT_SPACING_MS);
    }
  });

  it("restores SPEC's sample scenarios, pinned first then newest, each computed on the sample exposure", () => {
    const s = fresh();
    expect(s.listScenarios().map((x) => x.name)).toEqual(SAMPLE_SCENARIOS.map((x) => x.name));
    const usd = s.listScenarios()[0];
    const usdNzd = s.exposure(false).lines.find((l) => l.currency === 'USD')?.nzd ?? new Exact(0);
    expect(usd?.saved.totalImpact).toBe(usdNzd.times('0.15').toDecimalPlaces(2).toFixed(2));
    expect(usd?.saved.affectedCurrencies).toEqual(['USD']);
  });

  it('gives the demo profile: Professional at $99 a month with a masked card', () => {
    expect(fresh().profile).toMatchObject({ plan: 'Professional', monthlyFee: 99, baseCurrency: 'NZD', nextBillingDate: '2026-12-15' });
    expect(fresh().profile.paymentMethod).toMatch(/•••• 4242$/);
  });
});

describe("DemoStore changes (in memory, with SPEC's audit lines)", () => {
  it('sets a status with "Updated demo invoice #{id} to {status}" and keeps the send/pay rules', () => {
    const s = fresh();
    expect(s.transition('6', 'send').status).toBe('sent');
    expect(s.audit[0]?.message).toBe('Updated demo invoice #6 to sent');
    expect(() => s.transition('6', 'send')).toThrow(/Only draft invoices can be sent/);
    s.setStatus('9', 'paid');
    expect(s.audit[0]?.message).toBe('Updated demo invoice #9 to paid');
    expect(() => s.invoice('99')).toThrow(DemoError);
  });

  it('adds an invoice as a draft numbered highest + 1 with "Added demo invoice #{id} for {customer}"', () => {
    const s = fresh();
    const i = s.add({ counterparty: 'Kiwi Ltd', currency: 'USD', amount: '10.00', dueDate: '2026-12-01', issuedDate: '2026-11-23' });
    expect(i).toMatchObject({ number: 13, status: 'draft' });
    expect(s.audit[0]?.message).toBe('Added demo invoice #13 for Kiwi Ltd');
  });

  it('finds an invoice by its number as a person writes it, as the api does: INV-0004, #4, 4', () => {
    const s = fresh();
    for (const q of ['INV-0004', 'inv-0004', '#4', '4']) expect(s.inView('ALL', q).map((i) => i.number)).toContain(4);
    expect(s.inView('ALL', 'INV-0004').map((i) => i.number)).toEqual([4]);
    expect(s.inView('ALL', 'INV-0099')).toEqual([]);
  });

  it('writes off only overdue invoices, restores them as overdue, and simulates exports', () => {
    const s = fresh();
    expect(() => s.file('writeOff', ['3'])).toThrow(WRITE_OFF_ERROR);
    s.file('writeOff', ['1']);
    expect(s.counts('ACTIVE').writeoffs).toBe(1);
    expect(s.exposure(false).invoiceCount).toBe(8);
    s.file('restore', ['1']);
    expect(s.statusOf(s.invoice('1'))).toBe('overdue');
    expect(s.simulateExport('CSV report')).toBe('Demo export: CSV report (simulated)');
  });

  it('moves every amount from the initial set for the NZD button, never compounding, and resets', () => {
    const s = fresh();
    const before = s.exposure(false).total;
    s.scaleAmounts(10);
    s.scaleAmounts(10);
    expect(s.invoice('1').amount).toBe('13750.00');
    expect(s.exposure(false).total.toFixed(2)).toBe(before.times('1.1').toFixed(2));
    s.scaleAmounts(-10);
    expect(s.invoice('5').amount).toBe('1125000');
    s.scaleAmounts(0);
    expect(s.exposure(false).total.equals(before)).toBe(true);
  });

  it('counts sent and overdue invoices as exposure at the built-in rates, drafts only when asked', () => {
    const s = fresh();
    const open = s.invoices.filter((i) => i.status === 'sent');
    const expected = open.reduce((t, i) => t.plus(new Exact(i.amount).times(BUILT_IN_RATES[i.currency])), new Exact(0));
    expect(s.exposure(false).total.equals(expected)).toBe(true);
    expect(s.exposure(true).invoiceCount).toBe(open.length + 2);
  });

  it('saves a scenario first, pins, deletes by id, and caps the audit log at 50', () => {
    const s = fresh();
    const saved = s.saveScenario('Mine', [], { USD: '0.05' }, false);
    expect(s.scenarios[0]?.id).toBe(saved.id);
    s.deleteScenario(saved.id);
    expect(s.scenarios.some((x) => x.id === saved.id)).toBe(false);
    expect(() => s.scenario(saved.id)).toThrow(/was not found/);
    for (let i = 0; i < 60; i += 1) s.log(`line ${i}`);
    expect(s.audit).toHaveLength(DEMO_AUDIT_CAP);
    expect(s.audit[0]?.message).toBe('line 59');
  });
});

describe('the demo invoices’ lines and GST (issue 27)', () => {
  it("every sample invoice's amount is its lines' total by invoiceTotals, exports zero-rated", () => {
    const s = fresh();
    for (const i of s.invoices) {
      expect(i.lines.length).toBeGreaterThan(0);
      expect(invoiceTotals(i.lines, i.currency, i.pricesIncludeGst).amount).toBe(i.amount);
    }
    expect(new Set(s.invoices.flatMap((i) => i.lines.map((l) => l.gstTreatment)))).toEqual(new Set(['zero_rated', 'standard']));
  });

  it('the one line received in New Zealand carries 15% GST, converted at the rate frozen when it was sent', () => {
    const tokyo = fresh().invoice('5');
    expect(demoTotals(tokyo)).toEqual({
      subtotal: '1220000',
      gstAmount: '30000',
      amount: '1250000',
      zeroRatedAmount: '1020000',
      exemptAmount: '0',
    });
    expect(tokyo.supplyDate).toBe(tokyo.issuedDate);
    expect(tokyo.supplyRate).toBe(BUILT_IN_RATES.JPY);
    expect(demoGstNzd(tokyo)).toBe(new Exact(30000).times(BUILT_IN_RATES.JPY).toDecimalPlaces(2).toFixed(2));
  });

  it('the sent samples are complete tax invoices; the two drafts each lack something, which Send names', () => {
    const s = fresh();
    const issues = (n: string) => demoTsiIssues(s.invoice(n), { name: s.profile.company }, s.rates).map((i) => i.code);
    for (const i of s.invoices.filter((x) => x.status !== 'draft')) expect([i.number, issues(String(i.number))]).toEqual([i.number, []]);
    expect(issues('6')).toEqual(['description']);
    expect(issues('9')).toEqual(['recipient_identifier']);
  });

  it('freezes the time of supply and its rate when a draft is sent, and moves line prices with the NZD button', () => {
    const s = fresh();
    expect(s.invoice('6').supplyDate).toBeNull();
    s.transition('6', 'send');
    expect(s.invoice('6').supplyDate).toBe(s.invoice('6').issuedDate);
    expect(s.invoice('6').supplyRate).toBe(BUILT_IN_RATES.CAD);
    s.scaleAmounts(10);
    expect(s.invoice('5').lines.map((l) => l.unitPrice)).toEqual(['1122000', '110000']);
    expect(s.invoice('5').amount).toBe('1375000');
    s.scaleAmounts(0);
    expect(s.invoice('5').lines.map((l) => l.unitPrice)).toEqual(['1020000', '100000']);
  });

  it('a new demo invoice of only an amount is one line of it, the default treatment for its customer', () => {
    const s = fresh();
    const i = s.add({ counterparty: 'Aroha Cafe Ltd', currency: 'NZD', amount: '115.00', dueDate: '2026-12-01', issuedDate: '2026-11-23' });
    expect(i.lines).toEqual([{ description: '', quantity: '1', unitPrice: '115.00', gstTreatment: 'standard' }]);
    expect(demoTotals(i)).toMatchObject({ amount: '115.00', gstAmount: '15.00' });
  });
});
