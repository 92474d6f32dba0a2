import { fxGauge } from './fxMeter';

describe('fxGauge (SPEC section 9)', () => {
  it('fills (locked / market) / 2 and is green when locked is at or above market', () => {
    const g = fxGauge({ pair: 'NZD/USD', locked: 0.6125, market: 0.5948 });
    expect(g.fill).toBeCloseTo(0.6125 / 0.5948 / 2, 10);
    expect(g.favourable).toBe(true);
    expect(g.caption).toBe('Locked 0.61 · Market 0.59 · +3.0%');
  });

  it('is red below market, and equal rates count as favourable', () => {
    expect(fxGauge({ pair: 'NZD/EUR', locked: 0.548, market: 0.5612 })).toEqual({
      fill: 0.548 / 0.5612 / 2,
      favourable: false,
      caption: 'Locked 0.55 · Market 0.56 · -2.4%',
    });
    expect(fxGauge({ pair: 'X', locked: 1, market: 1 }).favourable).toBe(true);
  });

  it('clamps the fill to 0..1, and a market rate of 0 gives an empty gauge rather than a division by zero', () => {
    expect(fxGauge({ pair: 'X', locked: 5, market: 1 }).fill).toBe(1);
    expect(fxGauge({ pair: 'X', locked: 1, market: 0 })).toEqual({
      fill: 0,
      favourable: true,
      caption: 'Locked 1.00 · Market 0.00 · 0.0%',
    });
  });
});
