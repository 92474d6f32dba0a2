import { Decimal } from 'decimal.js';

/**
 * Decimal arithmetic for money sums and rate products: 60 significant digits, so a sum of
 * 100,000 amounts times a 10-decimal rate never rounds before the edge. (decimal.js's
 * default of 20 significant digits would round such sums silently.)
 */
export const Exact = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
export type Exact = Decimal;
