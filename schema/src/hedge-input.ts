import { type CurrencyCode } from './currencies';
import { Exact } from './exact';
import { type HedgeStatus } from './hedges';
import type { FieldNaming } from './invoice-input';
import { RATE_DECIMALS, RATE_MAX } from './rate-input';

/** The hedge book's input rules: a forward contract, its status changes, and the policy. */

export const HEDGE_BANK_MAX = 80;
export const HEDGE_REFERENCE_MAX = 80;

export interface HedgeFields {
  currency: CurrencyCode;
  amount: string;
  lockedRate: string;
  tradeDate: string;
  maturityDate: string;
  bank: string;
  reference: string;
}

export type HedgeNaming = FieldNaming;

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/** A rate a person gives (NZD per unit): positive, at most RATE_MAX and 10 decimal places. */
export function parseRateValue(raw: unknown, field: string): { ok: true; value: string } | { ok: false; message: string } {
  const text =
    typeof raw === 'number' && Number.isFinite(raw) ? new Exact(raw).toFixed() : typeof raw === 'string' ? raw.trim() : undefined;
  if (text === undefined || !PLAIN_NUMBER.test(text) || new Exact(text).lte(0)) {
    return { ok: false, message: `${field} must be a positive number (NZD per one unit of the currency)` };
  }
  const value = new Exact(text);
  if (value.gt(RATE_MAX)) return { ok: false, message: `${field} must be at most 1,000,000` };
  if (value.decimalPlaces() > RATE_DECIMALS) return { ok: false, message: `${field} may have at most ${RATE_DECIMALS} decimal places` };
  return { ok: true, value: value.toFixed() };
}

/** Which changes of status the book allows: only an open contract settles or is cancelled. */
export function hedgeStatusChange(from: HedgeStatus, to: 'settled' | 'cancelled'): { ok: true } | { ok: false; message: string } {
  if (from === 'open') return { ok: true };
  const verb = to === 'settled' ? 'settle' : 'cancel';
  return {
    ok: false,
    message: `Only an open contract can be ${to === 'settled' ? 'settled' : 'cancelled'}; this one is already ${from}, so you cannot ${verb} it.`,
  };
}
