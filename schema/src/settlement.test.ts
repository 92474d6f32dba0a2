import { isReversible, reversibleUntil, settlementDateProblem } from './settlement';

describe('the reversal window', () => {
  const recorded = new Date('2026-06-15T09:00:00.000Z');
  it('is 7 days from when the action was recorded, to the millisecond', () => {
    expect(reversibleUntil(recorded)?.toISOString()).toBe('2026-06-22T09:00:00.000Z');
    expect(isReversible(recorded, new Date('2026-06-22T09:00:00.000Z'))).toBe(true);
    expect(isReversible(recorded, new Date('2026-06-22T09:00:00.001Z'))).toBe(false);
    expect(isReversible('2026-06-15T09:00:00.000Z', new Date('2026-06-16T00:00:00.000Z'))).toBe(true);
  });
  it('never opens for an action with no recorded time (imported, or recorded before reversal existed)', () => {
    expect(reversibleUntil(null)).toBeNull();
    expect(isReversible(undefined, recorded)).toBe(false);
    expect(isReversible('not a time', recorded)).toBe(false);
  });
});

describe('settlementDateProblem', () => {
  const floor = { date: '2026-06-01', what: "the invoice's issue date" };
  it('takes today and any day back to the floor', () => {
    expect(settlementDateProblem('2026-06-15', '2026-06-15', 'Payment date', floor)).toBeNull();
    expect(settlementDateProblem('2026-06-01', '2026-06-15', 'Payment date', floor)).toBeNull();
  });
  it('refuses a future day and one before the floor, naming the field as said and the dates as shown', () => {
    expect(settlementDateProblem('2026-06-16', '2026-06-15', 'payment_date', floor)).toBe(
      'payment_date cannot be in the future (today is 2026-06-15)',
    );
    const show = (iso: string) => iso.split('-').reverse().join('/');
    expect(settlementDateProblem('2026-05-31', '2026-06-15', 'Payment date', floor, show)).toBe(
      "Payment date cannot be before the invoice's issue date (01/06/2026)",
    );
  });
});
