import { runScenario } from '@keafx/schema';
import {
  clampPercent,
  scenarioExportQuery,
  scenarioLines,
  shockInputs,
  shockVector,
  simulate,
  stateFromSaved,
  type ExposureLineInput,
} from './simulate';

const EXPOSURE: ExposureLineInput[] = [
  { currency: 'USD', totalAmount: '12345.67', nzdPerUnit: '1.54', invoiceCount: 2 },
  { currency: 'EUR', totalAmount: '8000.50', nzdPerUnit: '1.69', invoiceCount: 1 },
  { currency: 'JPY', totalAmount: '987654', nzdPerUnit: '0.0103', invoiceCount: 1 },
  { currency: 'NZD', totalAmount: '500.00', nzdPerUnit: '1', invoiceCount: 1 },
];

describe('the simulator arithmetic', () => {
  it('shocks every foreign currency by the slider, never NZD, and rounds once to cents as the api does', () => {
    const vector = shockVector(['USD', 'EUR', 'JPY'], { percent: 10, overrides: {}, includeDrafts: false });
    expect(vector).toEqual({ USD: '0.1', EUR: '0.1', JPY: '0.1' });
    const r = simulate(scenarioLines(EXPOSURE), vector);
    // 12345.67 × 1.54 = 19012.3318; 8000.50 × 1.69 = 13520.845; 987654 × 0.0103 = 10172.8362; + 500
    expect(r.totalCurrent).toBe('43206.01');
    expect(r.totalImpact).toBe('4270.60');
    expect(r.lines.find((l) => l.currency === 'NZD')).toMatchObject({ shockPercent: 0, impact: '0.00' });
    expect(r.band).toBe('moderate-gain');
  });

  it('reads the exact value (amount × rate), not a rounded one: 1 unit at 0.005 shocked by +10% is 0.0005, so cents stay exact', () => {
    const lines = scenarioLines([{ currency: 'KRW', totalAmount: '1', nzdPerUnit: '0.0012', invoiceCount: 1 }]);
    expect(String(lines[0]?.currentNzd)).toBe('0.0012');
    const exact = runScenario(lines, { KRW: '0.1' });
    expect(simulate(lines, { KRW: '0.1' }).totalImpact).toBe('0.00');
    expect(exact.totalImpact).toBe('0.00012');
  });

  it("uses a currency's own shock over the slider's, and lists the vector as GraphQL inputs", () => {
    const vector = shockVector(['USD', 'EUR'], { percent: 20, overrides: { USD: -2.5 }, includeDrafts: true });
    expect(vector).toEqual({ USD: '-0.025', EUR: '0.2' });
    expect(shockInputs(vector)).toEqual([
      { currency: 'USD', shock: -0.025 },
      { currency: 'EUR', shock: 0.2 },
    ]);
    expect(scenarioExportQuery(vector, true)).toBe('shocks=USD%3A-0.025%2CEUR%3A0.2&include_drafts=true');
  });

  it.each([
    [35, 20],
    [-20.04, -20],
    [3.14159, 3.1],
    [Number.NaN, 0],
    [-0.06, -0.1],
    [-0.04, 0],
  ])('clamps %p to %p', (input, out) => {
    expect(clampPercent(input)).toBe(out);
  });

  it('restores a saved vector: the common shock on the slider, the rest per currency, unshocked currencies held at 0', () => {
    const state = stateFromSaved(
      [
        { currency: 'USD', percent: '5' },
        { currency: 'EUR', percent: '5' },
        { currency: 'GBP', percent: '-3' },
      ],
      ['USD', 'EUR', 'GBP', 'JPY'],
      true,
    );
    expect(state).toEqual({ percent: 5, overrides: { GBP: -3, JPY: 0 }, includeDrafts: true });
    expect(stateFromSaved([{ currency: 'USD', percent: '-10' }], ['USD'], false)).toEqual({
      percent: -10,
      overrides: {},
      includeDrafts: false,
    });
    // One currency of many: the slider stays at 0 and that currency gets its own shock.
    expect(stateFromSaved([{ currency: 'EUR', percent: '-10' }], ['USD', 'EUR', 'JPY', 'NZD'], false)).toEqual({
      percent: 0,
      overrides: { EUR: -10 },
      includeDrafts: false,
    });
  });
});
