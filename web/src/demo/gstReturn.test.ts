import { Exact, recentGstPeriods } from '@keafx/schema';
import { DemoError, DemoStore } from './store';
import { DEMO_GST_FILING, demoGstPeriods, demoGstReturn, demoGstReturnCsvRecords } from './gstReturn';

const NOW = new Date('2026-11-23T10:30:00+13:00');
const badInput = (field: string, message: string): never => {
  throw new DemoError(message, 'BAD_USER_INPUT', field);
};

describe('the demo GST return', () => {
  it('offers the sample business’s two-monthly periods (March balance month), newest first', () => {
    const store = new DemoStore(() => NOW);
    const answer = demoGstPeriods(store, 3, badInput);
    expect(answer).toEqual({
      registered: true,
      frequency: 'two_monthly',
      balanceMonth: 3,
      periods: [
        { from: '2026-10-01', to: '2026-11-30' },
        { from: '2026-08-01', to: '2026-09-30' },
        { from: '2026-06-01', to: '2026-07-31' },
      ],
    });
  });

  it("answers each period from its sent sample invoices: the supplies' cents add up to the boxes, whatever the page", () => {
    const store = new DemoStore(() => NOW);
    const periods = recentGstPeriods(store.today, DEMO_GST_FILING.frequency, DEMO_GST_FILING.balanceMonth, 12);
    const sum = (values: (string | null | undefined)[]) => values.reduce((s, v) => s.plus(v ?? 0), new Exact(0)).toFixed(2);
    let supplies = 0;
    for (const p of periods) {
      const all = demoGstReturn(store, { from: p.from, to: p.to, limit: 5000 }, badInput);
      supplies += all.suppliesTotal;
      expect([sum(all.supplies.map((s) => s.box5Nzd)), sum(all.supplies.map((s) => s.box6Nzd))]).toEqual([all.box5, all.box6]);
      expect(all.box7).toBe(new Exact(all.box5).minus(all.box6).toFixed(2));
      const page = demoGstReturn(store, { from: p.from, to: p.to, limit: 1, offset: 1 }, badInput);
      expect(page).toMatchObject({ box5: all.box5, box10: all.box10, suppliesTotal: all.suppliesTotal, limit: 1, offset: 1 });
      expect(page.supplies).toEqual(all.supplies.slice(1, 2));
    }
    expect(supplies).toBeGreaterThan(0);
  });

  it('refuses a range that is not one of its periods, naming the field, as the api does', () => {
    const store = new DemoStore(() => NOW);
    expect(() => demoGstReturn(store, { from: '2026-10-15', to: '2026-11-30' }, badInput)).toThrow(
      'A two-monthly GST period runs 2026-10-01 to 2026-11-30; from 2026-10-15 is not the start of one',
    );
  });

  it('writes the bundle’s file for each whole period of a range, or a note when there is none', () => {
    const store = new DemoStore(() => NOW);
    const records = demoGstReturnCsvRecords(store, '2026-06-01', '2026-09-30');
    expect(new Set(records.map((r) => r[0]))).toEqual(new Set(['2026-06-01', '2026-08-01']));
    expect(records.filter((r) => r[2] === 'Box')).toHaveLength(12);
    expect(demoGstReturnCsvRecords(store, '2026-06-10', '2026-06-20').map((r) => r[2])).toEqual(['Note']);
  });
});
