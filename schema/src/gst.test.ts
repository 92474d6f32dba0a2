import { amountLine, GST_TREATMENTS, invoiceTotals, lineFigures, oneLineTotals } from './gst';

/** Issue 27: GST on lines, rounded once; and the import's one-line fast path held to the same rule. */
describe('invoiceTotals', () => {
  it('prices excluding GST: 2 × 500.00 + 1 × 150.00 at 15% is 1,150.00 + 172.50 = 1,322.50', () => {
    const lines = [
      { description: 'a', quantity: '2', unitPrice: '500.00', gstTreatment: 'standard' as const },
      { description: 'b', quantity: '1', unitPrice: '150', gstTreatment: 'standard' as const },
    ];
    expect(invoiceTotals(lines, 'NZD', false)).toEqual({
      subtotal: '1150.00',
      gstAmount: '172.50',
      amount: '1322.50',
      zeroRatedAmount: '0.00',
      exemptAmount: '0.00',
    });
    expect(lineFigures(lines[1]!, false, 'NZD')).toMatchObject({ lineTotal: '150', gst: '22.50' });
  });

  it('prices including GST: 1,150.00 holds GST of 150.00 (3/23)', () => {
    expect(invoiceTotals([amountLine('1150.00', 'standard')], 'NZD', true)).toMatchObject({ gstAmount: '150.00', subtotal: '1000.00' });
  });

  it('rounds once from the exact sum, not line by line', () => {
    // Three lines of 0.10 at 15%: each 0.015 (0.02 rounded), together 0.045 → 0.05 (not 0.06).
    const line = { description: '', quantity: '1', unitPrice: '0.10', gstTreatment: 'standard' as const };
    expect(invoiceTotals([line, line, line], 'NZD', false).gstAmount).toBe('0.05');
  });
});

describe("oneLineTotals (the CSV import's one-line invoices)", () => {
  it('answers what invoiceTotals answers for one line of the amount, prices including GST, over many amounts and every treatment', () => {
    const amounts: [string, string][] = [];
    for (let i = 0; i < 2000; i += 1) amounts.push([`${(i * 7919) % 100000}.${String(i % 100).padStart(2, '0')}`, 'USD']);
    for (let i = 1; i < 500; i += 1) amounts.push([String(i * 37), 'JPY']);
    amounts.push(['0.01', 'NZD'], ['0.23', 'NZD'], ['1000000000000.00', 'NZD'], ['999999999999', 'KRW'], ['11.50', 'NZD']);
    for (const [amount, currency] of amounts)
      for (const treatment of GST_TREATMENTS)
        expect({ amount, currency, treatment, totals: oneLineTotals(amount, currency, treatment) }).toEqual({
          amount,
          currency,
          treatment,
          totals: invoiceTotals([amountLine(amount, treatment)], currency, true),
        });
  });
});
