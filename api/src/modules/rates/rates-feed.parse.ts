import { addDays, BASE_CURRENCY, Exact, isIsoDate, RATE_DECIMALS, SUPPORTED_CURRENCIES } from '@keafx/schema';
import type { SharedRate } from './rates.service';

export interface ParsedFeed {
  date: string;
  base: string;
  rates: SharedRate[];
  /** Supported currencies (other than NZD) the feed did not bring, or brought unusable. */
  missing: string[];
}

export type FeedParse = { ok: true; feed: ParsedFeed } | { ok: false; error: string };

function positive(value: unknown): InstanceType<typeof Exact> | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return new Exact(value);
}

/**
 * Reads a Frankfurter/ECB-shaped feed, `{amount?, base, date, rates: {CODE: units per
 * `amount` base units}}`, into NZD per unit of each supported currency, rounded to 10
 * decimal places. With base NZD a rate r gives 1/r; with another base B it needs rates.NZD
 * and gives NZD/r (a date up to one day ahead is allowed: feeds publish in Europe's day) (and B itself converts at NZD/amount). Currencies the feed omits are listed.
 */
export function parseFeed(body: unknown, today: string): FeedParse {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, error: 'the feed did not answer a JSON object' };
  const b = body as Record<string, unknown>;
  const base = typeof b.base === 'string' ? b.base.trim().toUpperCase() : '';
  if (!/^[A-Z]{3}$/.test(base)) return { ok: false, error: 'the feed has no base currency' };
  if (!isIsoDate(b.date)) return { ok: false, error: 'the feed has no valid date (YYYY-MM-DD)' };
  if (b.date > today && b.date !== addDays(today, 1)) return { ok: false, error: `the feed's date ${b.date} is in the future` };
  if (!b.rates || typeof b.rates !== 'object' || Array.isArray(b.rates)) return { ok: false, error: 'the feed has no rates object' };
  const raw = b.rates as Record<string, unknown>;
  const amount = b.amount === undefined ? new Exact(1) : positive(b.amount);
  if (!amount) return { ok: false, error: 'the feed has an invalid amount' };

  // NZD per one base unit.
  let nzdPerBase: InstanceType<typeof Exact> | null;
  if (base === BASE_CURRENCY) nzdPerBase = new Exact(1);
  else {
    const nzd = positive(raw[BASE_CURRENCY]);
    if (!nzd) return { ok: false, error: `the feed's base is ${base} and it has no NZD rate to convert through` };
    nzdPerBase = nzd.dividedBy(amount);
  }

  const rates: SharedRate[] = [];
  const missing: string[] = [];
  for (const code of SUPPORTED_CURRENCIES) {
    if (code === BASE_CURRENCY) continue;
    let nzdPerUnit: InstanceType<typeof Exact> | null = null;
    if (code === base) nzdPerUnit = nzdPerBase;
    else {
      const perBase = positive(raw[code]);
      if (perBase) nzdPerUnit = nzdPerBase.times(amount).dividedBy(perBase);
    }
    const rounded = nzdPerUnit?.toDecimalPlaces(RATE_DECIMALS);
    if (rounded && rounded.gt(0)) rates.push({ currency: code, nzdPerUnit: rounded.toFixed() });
    else missing.push(code);
  }
  if (rates.length === 0) return { ok: false, error: 'the feed brought no rate for any supported currency' };
  return { ok: true, feed: { date: b.date, base, rates, missing } };
}
