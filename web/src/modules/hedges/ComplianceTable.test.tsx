import { render, screen, within } from '@testing-library/react';
import { ComplianceTable, type CoverageCurrency } from './ComplianceTable';
import { percentText } from './hedgeQueries';

const bucket = (over: Partial<CoverageCurrency['buckets'][number]>): CoverageCurrency['buckets'][number] => ({
  bucket: 'M0_3',
  label: '0 to 3 months',
  grossAmount: '0.00',
  hedgedAmount: '0.00',
  unhedgedAmount: '0.00',
  hedgeRatio: null,
  targetRatio: null,
  gapAmount: null,
  gapNzd: null,
  compliance: 'NO_TARGET',
  exceedsExposure: false,
  ...over,
});

const usd: CoverageCurrency = {
  currency: 'USD',
  nzdPerUnit: '1.54',
  grossAmount: '100000.00',
  hedgedAmount: '60000.00',
  unhedgedAmount: '40000.00',
  hedgeRatio: '0.6',
  grossNzd: '154000.00',
  hedgedNzd: '92400.00',
  unhedgedNzd: '61600.00',
  buckets: [
    bucket({
      grossAmount: '100000.00',
      hedgedAmount: '60000.00',
      unhedgedAmount: '40000.00',
      hedgeRatio: '0.6',
      targetRatio: '0.75',
      gapAmount: '-15000.00',
      gapNzd: '-23100.00',
      compliance: 'UNDER',
    }),
    bucket({ bucket: 'M3_6', label: '3 to 6 months', targetRatio: '0.5', gapAmount: '0.00', gapNzd: '0.00', compliance: 'ON_TARGET' }),
    bucket({
      bucket: 'M6_12',
      label: '6 to 12 months',
      hedgedAmount: '500.00',
      unhedgedAmount: '-500.00',
      targetRatio: '0.25',
      gapAmount: '500.00',
      gapNzd: '770.00',
      compliance: 'OVER',
      exceedsExposure: true,
    }),
  ],
};

describe('ComplianceTable', () => {
  it('says under- or over-hedged in words, in the currency and in NZD, and skips empty horizons', () => {
    render(<ComplianceTable currencies={[usd]} />);
    const [first, second, ...rest] = screen.getAllByTestId('compliance-row');
    if (!first || !second) throw new Error('expected two compliance rows');
    expect(rest).toHaveLength(0);
    const rows = [first, second] as const;
    expect(within(rows[0]).getByText('Under-hedged by US$15,000.00 ($23,100)')).toBeInTheDocument();
    expect(within(rows[0]).getByText('60%')).toBeInTheDocument();
    expect(within(rows[0]).getByText('75%')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Over-hedged by US$500.00 ($770)')).toBeInTheDocument();
    expect(within(rows[1]).getByText('—')).toBeInTheDocument();
    expect(rows[1]).toHaveClass('is-alert');
  });

  it('writes ratios as percents', () => {
    expect(percentText('0.6')).toBe('60%');
    expect(percentText('0.6667')).toBe('66.7%');
    expect(percentText(null)).toBe('—');
  });
});
