import { addDays } from './dates';
import { Exact } from './exact';
import {
  GST_FILING_FREQUENCIES,
  gstBoxes,
  gstPeriodIssue,
  gstPeriodOf,
  gstPeriodProblem,
  gstPeriodsWithin,
  gstReturn,
  gstSupplyBoxes,
  gstSupplyRow,
  nzdOf,
  recentGstPeriods,
  type GstSupply,
} from './gst-return';
import { GST_RETURN_CSV_HEADER, gstReturnCsvNote, gstReturnCsvRecords, gstWithoutRateWarning } from './gst-return-csv';

const supply = (over: Partial<GstSupply>): GstSupply => ({
  kind: 'invoice',
  label: 'INV-0000',
  customer: 'Customer',
  supplyDate: '2026-02-10',
  currency: 'NZD',
  total: '0',
  zeroRated: '0',
  exempt: '0',
  gst: '0',
  rate: '1',
  ...over,
});

describe('nzdOf', () => {
  it('multiplies exactly and rounds to the cent half up, once', () => {
    expect(nzdOf('2000.00', '1.7245')).toBe('3449.00');
    // 220,000 × 0.01086725 = 2,390.795 exactly: half up to 2,390.80.
    expect(nzdOf('220000', '0.01086725')).toBe('2390.80');
    expect(nzdOf('-3.00', '1.0902')).toBe('-3.27');
    expect(nzdOf('1150.00', '1')).toBe('1150.00');
  });
});

describe('gstReturn (issue 27 item 6): boxes 5 to 10 against a hand-worked example', () => {
  // A two-monthly period, 1 February to 31 March 2026. Given out of order: lines come by date, then label.
  const supplies: GstSupply[] = [
    // A credit note in NZD: 575.00 including GST 75.00. Box 9 −75.00.
    supply({ kind: 'credit_note', label: 'CN-0001', customer: 'Tui Ltd', supplyDate: '2026-03-20', total: '575.00', gst: '75.00' }),
    // A domestic NZD invoice: 1,150.00 including GST 150.00. Box 5 +1,150.00.
    supply({ label: 'INV-0001', customer: 'Tui Ltd', supplyDate: '2026-02-03', total: '1150.00', gst: '150.00' }),
    // A zero-rated export in USD: 2,000.00 × 1.7245 = 3,449.00. Box 5 and box 6 +3,449.00.
    supply({
      label: 'INV-0002',
      customer: 'Acme Inc',
      supplyDate: '2026-02-10',
      currency: 'USD',
      total: '2000.00',
      zeroRated: '2000.00',
      rate: '1.7245',
    }),
    // JPY 250,000 of which 30,000 exempt; the standard-rated 220,000 includes GST 28,696.
    // (250,000 − 30,000) × 0.01086725 = 2,390.795, half up 2,390.80. Box 5 +2,390.80.
    supply({
      label: 'INV-0003',
      customer: 'Sakura KK',
      supplyDate: '2026-02-17',
      currency: 'JPY',
      total: '250000',
      exempt: '30000',
      gst: '28696',
      rate: '0.01086725',
    }),
    // AUD 230.00 of which 100.00 zero-rated; the standard-rated 130.00 includes GST 16.96.
    // 230.00 × 1.0871 = 250.033 → 250.03 to box 5; 100.00 × 1.0871 = 108.71 to box 6.
    supply({
      label: 'INV-0004',
      customer: 'Wattle Pty',
      supplyDate: '2026-03-02',
      currency: 'AUD',
      total: '230.00',
      zeroRated: '100.00',
      gst: '16.96',
      rate: '1.0871',
    }),
    // Wholly exempt: no supply on the return, no line anywhere.
    supply({ label: 'INV-0005', customer: 'Kiwi Trust', supplyDate: '2026-03-05', total: '500.00', exempt: '500.00' }),
    // A zero-rated credit note in USD gives back no GST: nothing in box 9.
    supply({
      kind: 'credit_note',
      label: 'CN-0002',
      customer: 'Acme Inc',
      supplyDate: '2026-03-09',
      currency: 'USD',
      total: '100.00',
      zeroRated: '100.00',
      rate: '1.7301',
    }),
    // A credit note in AUD: 23.00 including GST 3.00, at its own rate: 3.00 × 1.0902 = 3.2706 → 3.27. Box 9 −3.27.
    supply({
      kind: 'credit_note',
      label: 'CN-0003',
      customer: 'Wattle Pty',
      supplyDate: '2026-03-25',
      currency: 'AUD',
      total: '23.00',
      gst: '3.00',
      rate: '1.0902',
    }),
  ];

  it('answers each box to the cent', () => {
    const r = gstReturn(supplies);
    // Box 5: 1,150.00 + 3,449.00 + 2,390.80 + 250.03 = 7,239.83.
    expect(r.box5).toBe('7239.83');
    // Box 6: 3,449.00 + 108.71 = 3,557.71.
    expect(r.box6).toBe('3557.71');
    // Box 7: 7,239.83 − 3,557.71 = 3,682.12.
    expect(r.box7).toBe('3682.12');
    // Box 8: 3,682.12 × 3 / 23 = 11,046.36 / 23 = 480.2765217…, half up 480.28 (cutting would give 480.27).
    // The invoices' own GST in NZD sums to 480.29 (150.00 + 28,696 × 0.01086725 = 311.85 + 16.96 × 1.0871 = 18.44):
    // the form takes 3/23 of box 7, not that sum.
    expect(r.box8).toBe('480.28');
    // Box 9: −(75.00 + 3.27) = −78.27.
    expect(r.box9).toBe('-78.27');
    // Box 10: 480.28 − 78.27 = 402.01.
    expect(r.box10).toBe('402.01');
  });

  it('lists the supplies behind boxes 5, 6 and 9, by date, each summing to its box', () => {
    const r = gstReturn(supplies);
    expect(r.lines.box5.map((l) => [l.label, l.currency, l.amount, l.rate, l.nzd])).toEqual([
      ['INV-0001', 'NZD', '1150.00', '1', '1150.00'],
      ['INV-0002', 'USD', '2000.00', '1.7245', '3449.00'],
      ['INV-0003', 'JPY', '220000', '0.01086725', '2390.80'],
      ['INV-0004', 'AUD', '230.00', '1.0871', '250.03'],
    ]);
    expect(r.lines.box6.map((l) => [l.label, l.amount, l.nzd])).toEqual([
      ['INV-0002', '2000.00', '3449.00'],
      ['INV-0004', '100.00', '108.71'],
    ]);
    expect(r.lines.box9).toEqual([
      {
        kind: 'credit_note',
        label: 'CN-0001',
        customer: 'Tui Ltd',
        supplyDate: '2026-03-20',
        currency: 'NZD',
        amount: '-75.00',
        nzd: '-75.00',
        rate: '1',
      },
      {
        kind: 'credit_note',
        label: 'CN-0003',
        customer: 'Wattle Pty',
        supplyDate: '2026-03-25',
        currency: 'AUD',
        amount: '-3.00',
        nzd: '-3.27',
        rate: '1.0902',
      },
    ]);
    const sum = (lines: { nzd: string }[]): string => lines.reduce((s, l) => s.plus(l.nzd), new Exact(0)).toFixed(2);
    expect([sum(r.lines.box5), sum(r.lines.box6), sum(r.lines.box9)]).toEqual([r.box5, r.box6, r.box9]);
  });

  it('rounds each supply once, then adds: three 0.005s are 0.03, not 0.02', () => {
    const third = supply({ label: 'INV-0009', currency: 'USD', total: '0.01', rate: '0.5' });
    expect(gstReturn([third, third, third]).box5).toBe('0.03');
  });

  it('answers zeros and no lines for no supplies', () => {
    expect(gstReturn([])).toEqual({
      box5: '0.00',
      box6: '0.00',
      box7: '0.00',
      box8: '0.00',
      box9: '0.00',
      box10: '0.00',
      lines: { box5: [], box6: [], box9: [] },
    });
  });
});

describe('gstPeriodOf', () => {
  it('monthly: the calendar month, leap February included', () => {
    expect(gstPeriodOf('2026-02-15', 'monthly', 3)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(gstPeriodOf('2028-02-29', 'monthly', 3)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(gstPeriodOf('2026-12-31', 'monthly', 8)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('two-monthly, balance month 3 (odd): periods end Jan, Mar, May, Jul, Sep, Nov; Dec-Jan crosses the year', () => {
    expect(gstPeriodOf('2026-02-15', 'two_monthly', 3)).toEqual({ from: '2026-02-01', to: '2026-03-31' });
    expect(gstPeriodOf('2026-03-31', 'two_monthly', 3)).toEqual({ from: '2026-02-01', to: '2026-03-31' });
    expect(gstPeriodOf('2026-04-01', 'two_monthly', 3)).toEqual({ from: '2026-04-01', to: '2026-05-31' });
    expect(gstPeriodOf('2025-12-01', 'two_monthly', 3)).toEqual({ from: '2025-12-01', to: '2026-01-31' });
    expect(gstPeriodOf('2026-01-31', 'two_monthly', 3)).toEqual({ from: '2025-12-01', to: '2026-01-31' });
    expect(gstPeriodOf('2026-11-30', 'two_monthly', 3)).toEqual({ from: '2026-10-01', to: '2026-11-30' });
  });

  it('two-monthly, balance month 2 (even): periods end Feb, Apr, ... Dec, inside the calendar year; leap February', () => {
    expect(gstPeriodOf('2028-01-10', 'two_monthly', 2)).toEqual({ from: '2028-01-01', to: '2028-02-29' });
    expect(gstPeriodOf('2026-02-28', 'two_monthly', 2)).toEqual({ from: '2026-01-01', to: '2026-02-28' });
    expect(gstPeriodOf('2026-12-31', 'two_monthly', 12)).toEqual({ from: '2026-11-01', to: '2026-12-31' });
    expect(gstPeriodOf('2027-01-01', 'two_monthly', 12)).toEqual({ from: '2027-01-01', to: '2027-02-28' });
  });

  it('six-monthly: periods end on the balance month and six months after it', () => {
    expect(gstPeriodOf('2026-02-15', 'six_monthly', 3)).toEqual({ from: '2025-10-01', to: '2026-03-31' });
    expect(gstPeriodOf('2026-04-01', 'six_monthly', 3)).toEqual({ from: '2026-04-01', to: '2026-09-30' });
    expect(gstPeriodOf('2026-09-30', 'six_monthly', 9)).toEqual({ from: '2026-04-01', to: '2026-09-30' });
    expect(gstPeriodOf('2026-12-31', 'six_monthly', 6)).toEqual({ from: '2026-07-01', to: '2026-12-31' });
    expect(gstPeriodOf('2028-01-01', 'six_monthly', 8)).toEqual({ from: '2027-09-01', to: '2028-02-29' });
  });

  it('refuses what is no date or setting', () => {
    expect(() => gstPeriodOf('2026-02-30', 'monthly', 3)).toThrow('not a YYYY-MM-DD date');
    expect(() => gstPeriodOf('2026-02-01', 'monthly', 13)).toThrow('balance month 13 is not 1 to 12');
    expect(() => gstPeriodOf('2026-02-01', 'monthly', 2.5)).toThrow('balance month');
    expect(() => gstPeriodOf('2026-02-01', 'yearly' as never, 3)).toThrow('yearly is not a GST filing frequency');
  });
});

describe('gstPeriodProblem', () => {
  it('accepts exactly one period of each frequency', () => {
    expect(gstPeriodProblem('2026-02-01', '2026-02-28', 'monthly', 3)).toBeNull();
    expect(gstPeriodProblem('2025-12-01', '2026-01-31', 'two_monthly', 3)).toBeNull();
    expect(gstPeriodProblem('2025-10-01', '2026-03-31', 'six_monthly', 3)).toBeNull();
  });

  it('names the period that contains from', () => {
    expect(gstPeriodProblem('2026-02-15', '2026-03-31', 'two_monthly', 3)).toBe(
      'A two-monthly GST period runs 2026-02-01 to 2026-03-31; from 2026-02-15 is not the start of one',
    );
    expect(gstPeriodProblem('2026-02-01', '2026-03-31', 'two_monthly', 2)).toBe(
      'A two-monthly GST period runs 2026-01-01 to 2026-02-28; from 2026-02-01 is not the start of one',
    );
    expect(gstPeriodProblem('2026-02-01', '2026-05-31', 'two_monthly', 3)).toBe(
      'The two-monthly GST period from 2026-02-01 runs to 2026-03-31; to 2026-05-31 is not its end',
    );
    expect(gstPeriodProblem('2026-04-01', '2026-03-31', 'six_monthly', 3)).toBe(
      'The six-monthly GST period from 2026-04-01 runs to 2026-09-30; to 2026-03-31 is not its end',
    );
    expect(gstPeriodProblem('2026-02-01', '2026-03-31', 'monthly', 3)).toBe(
      'The monthly GST period from 2026-02-01 runs to 2026-02-28; to 2026-03-31 is not its end',
    );
  });

  it('refuses what is no date', () => {
    expect(gstPeriodProblem('2026-02', '2026-03-31', 'two_monthly', 3)).toBe('from must be a valid date in YYYY-MM-DD form');
    expect(gstPeriodProblem('2026-02-01', '2026-02-29', 'monthly', 3)).toBe('to must be a real calendar date: 2026-02-29 does not exist');
  });
});

describe('recentGstPeriods', () => {
  it('lists the current period and those before it, newest first, across a year end', () => {
    expect(recentGstPeriods('2026-02-15', 'two_monthly', 3, 3)).toEqual([
      { from: '2026-02-01', to: '2026-03-31' },
      { from: '2025-12-01', to: '2026-01-31' },
      { from: '2025-10-01', to: '2025-11-30' },
    ]);
    expect(recentGstPeriods('2026-02-15', 'six_monthly', 3, 2)).toEqual([
      { from: '2025-10-01', to: '2026-03-31' },
      { from: '2025-04-01', to: '2025-09-30' },
    ]);
    expect(recentGstPeriods('2028-03-01', 'monthly', 3, 2)).toEqual([
      { from: '2028-03-01', to: '2028-03-31' },
      { from: '2028-02-01', to: '2028-02-29' },
    ]);
    expect(recentGstPeriods('2026-02-15', 'monthly', 3, 0)).toEqual([]);
  });

  it('every period of every frequency and balance month follows the one before it without gap', () => {
    for (const frequency of GST_FILING_FREQUENCIES) {
      for (let balanceMonth = 1; balanceMonth <= 12; balanceMonth++) {
        const periods = recentGstPeriods('2027-01-15', frequency, balanceMonth, 14);
        periods.slice(1).forEach((period, i) => {
          expect(addDays(period.to, 1)).toBe(periods[i]?.from);
          expect(gstPeriodOf(period.to, frequency, balanceMonth)).toEqual(period);
        });
        expect(periods.every((p) => gstPeriodProblem(p.from, p.to, frequency, balanceMonth) === null)).toBe(true);
        const ends = periods.map((p) => Number(p.to.slice(5, 7)));
        expect(ends.every((m) => (m - balanceMonth + 12) % { monthly: 1, two_monthly: 2, six_monthly: 6 }[frequency] === 0)).toBe(true);
      }
    }
  });
});

describe('gstBoxes', () => {
  it('finishes the three sums as gstReturn does: 7 = 5 − 6, 8 = 3/23 of 7 half up, 10 = 8 + 9', () => {
    expect(gstBoxes({ box5: '7239.83', box6: '3557.71', box9: '-78.27' })).toEqual({
      box5: '7239.83',
      box6: '3557.71',
      box7: '3682.12',
      box8: '480.28',
      box9: '-78.27',
      box10: '402.01',
    });
    // 3/23 of 1.00 is 0.1304…: 0.13.
    expect(gstBoxes({ box5: '1', box6: '0', box9: '0' }).box8).toBe('0.13');
    expect(gstBoxes({ box5: '0', box6: '0', box9: '0' })).toMatchObject({ box7: '0.00', box8: '0.00', box10: '0.00' });
  });
});

describe('a supply as the return lists it', () => {
  it('names the boxes it feeds and its NZD in each, summing to gstReturn’s boxes', () => {
    const invoice = supply({ label: 'INV-0004', currency: 'AUD', total: '230.00', zeroRated: '100.00', gst: '16.96', rate: '1.0871' });
    expect(gstSupplyRow(invoice)).toMatchObject({ boxes: [5, 6], box5Nzd: '250.03', box6Nzd: '108.71', box9Nzd: null, invoiceLabel: null });
    const note = supply({ kind: 'credit_note', label: 'CN-0003', total: '23.00', gst: '3.00', rate: '1.0902', invoiceLabel: 'INV-0004' });
    expect(gstSupplyRow(note)).toMatchObject({ boxes: [9], box5Nzd: null, box9Nzd: '-3.27', invoiceLabel: 'INV-0004' });
    expect(gstSupplyBoxes(supply({ total: '500.00', exempt: '500.00' }))).toEqual([]);
    expect(gstSupplyBoxes(supply({ kind: 'credit_note', total: '100.00', zeroRated: '100.00' }))).toEqual([]);
  });

  it('writes one CSV table: supplies, those without a rate, then boxes 5 to 10, every record as wide as the header', () => {
    const supplies = [
      supply({ label: 'INV-0001', total: '1150.00', gst: '150.00' }),
      supply({ kind: 'credit_note', label: 'CN-0001', total: '575.00', gst: '75.00' }),
    ];
    const r = gstReturn(supplies);
    const records = gstReturnCsvRecords({ from: '2026-02-01', to: '2026-03-31' }, r, supplies.map(gstSupplyRow), [
      {
        kind: 'invoice',
        label: 'INV-0002',
        invoiceLabel: null,
        customer: 'Bonn GmbH',
        supplyDate: '2026-02-11',
        currency: 'EUR',
        total: '100.00',
      },
    ]);
    expect(records.every((rec) => rec.length === GST_RETURN_CSV_HEADER.length)).toBe(true);
    expect(records.map((rec) => [rec[2], rec[3], rec[6], rec.at(-1)])).toEqual([
      ['Supply', '5', 'INV-0001', null],
      ['Supply', '9', 'CN-0001', null],
      ['Not counted', '', 'INV-0002', null],
      ['Box', '5', null, '1150.00'],
      ['Box', '6', null, '0.00'],
      ['Box', '7', null, '1150.00'],
      ['Box', '8', null, '150.00'],
      ['Box', '9', null, '-75.00'],
      ['Box', '10', null, '75.00'],
    ]);
    expect(gstReturnCsvNote({ from: '2026-01-01', to: '2026-01-31' }, 'x')).toHaveLength(GST_RETURN_CSV_HEADER.length);
    expect(gstWithoutRateWarning(1)).toBe('1 supply of this period has no rate recorded for its time of supply and is not in the boxes.');
    expect(gstWithoutRateWarning(2400)).toBe(
      '2,400 supplies of this period have no rate recorded for their time of supply and are not in the boxes.',
    );
  });
});

describe('gstPeriodIssue and gstPeriodsWithin', () => {
  it('names the field a period is wrong in', () => {
    expect(gstPeriodIssue('2026-02-15', '2026-03-31', 'two_monthly', 3)?.field).toBe('from');
    expect(gstPeriodIssue('2026-02-01', '2026-02-28', 'two_monthly', 3)).toEqual({
      field: 'to',
      message: 'The two-monthly GST period from 2026-02-01 runs to 2026-03-31; to 2026-02-28 is not its end',
    });
    expect(gstPeriodIssue('2026-02-01', 'soon', 'two_monthly', 3)).toEqual({
      field: 'to',
      message: 'to must be a valid date in YYYY-MM-DD form',
    });
    expect(gstPeriodIssue('2026-02-01', '2026-03-31', 'two_monthly', 3)).toBeNull();
  });

  it('lists the whole periods inside a range, oldest first, and none when the range holds no whole one', () => {
    expect(gstPeriodsWithin('2026-04-01', '2026-07-31', 'two_monthly', 3)).toEqual([
      { from: '2026-04-01', to: '2026-05-31' },
      { from: '2026-06-01', to: '2026-07-31' },
    ]);
    expect(gstPeriodsWithin('2026-04-02', '2026-07-30', 'two_monthly', 3)).toEqual([]);
    expect(gstPeriodsWithin('2025-04-01', '2026-03-31', 'six_monthly', 3)).toEqual([
      { from: '2025-04-01', to: '2025-09-30' },
      { from: '2025-10-01', to: '2026-03-31' },
    ]);
    expect(gstPeriodsWithin('2026-01-01', '2026-03-31', 'monthly', 3).map((p) => p.to)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
  });
});
