import { isSupportedCurrency, missingRateWarning, RECORD_RATE, SUPPORTED_CURRENCIES, RATE_HISTORY_QUERY, VOID_RATE } from '@keafx/schema';
import { Router } from 'express';
import { z } from 'zod';
import { dateTime, isoDate } from '../../http/shapes';
import type { Clock } from '../../clock';
import { ValidationError } from '../../errors';
import { answers, withBody, withQuery } from '../../http/command';
import { contextOf } from '../../http/request';
import type { FeedRun, RatesFeed } from './rates-feed';
import { LargeRateChangeError } from './rates.errors';
import { parseRateId, type RateId, type RateRecord, type RatesService } from './rates.service';

/** A rate in REST shape: snake_case, the rate as a JSON number (up to 10 decimal places). */
export const RATE_REST = z.strictObject({
  id: z.number().int(),
  currency: z.string(),
  nzd_per_unit: z.number().meta({ description: 'NZD per one unit of the currency' }),
  source: z.string(),
  rate_type: z.string(),
  effective_date: isoDate,
  recorded_at: dateTime,
  stale: z.boolean(),
  own: z.boolean().meta({ description: "The owner's own recorded rate, not the feed's" }),
  voided_at: dateTime.nullable().meta({ description: 'When the owner voided it (a voided rate is never current), or null' }),
  voided_by: z.string().nullable().meta({ description: 'Who voided it, as the audit trail names them, or null' }),
});
const CURRENT_RATES_REST = z.strictObject({ rates: z.array(RATE_REST), warnings: z.array(z.string()) });
const FEED_RUN_REST = z
  .strictObject({
    started_at: dateTime,
    finished_at: dateTime,
    ok: z.boolean(),
    feed_date: isoDate.nullable(),
    recorded: z.number().int(),
    currencies: z.array(z.string()),
    missing: z.array(z.string()),
    error: z.string().nullable(),
  })
  .nullable();
const FEED_STATUS_REST = z.strictObject({
  configured: z.boolean(),
  url: z.string().nullable(),
  interval_seconds: z.number().nullable(),
  failing: z.boolean(),
  message: z.string(),
  last_run: FEED_RUN_REST,
  last_success: FEED_RUN_REST,
  last_failure: FEED_RUN_REST,
});

export function rateToRest(r: RateRecord): z.infer<typeof RATE_REST> {
  return {
    id: Number(r.id),
    currency: r.currency,
    nzd_per_unit: Number(r.nzdPerUnit),
    source: r.source,
    rate_type: r.rateType,
    effective_date: r.effectiveDate,
    recorded_at: r.recordedAt.toISOString(),
    stale: r.stale,
    own: r.own,
    voided_at: r.voidedAt ? r.voidedAt.toISOString() : null,
    voided_by: r.voidedBy,
  };
}

const runToRest = (r: FeedRun | null): z.infer<typeof FEED_RUN_REST> =>
  r && {
    started_at: r.startedAt.toISOString(),
    finished_at: r.finishedAt.toISOString(),
    ok: r.ok,
    feed_date: r.feedDate,
    recorded: r.recorded,
    currencies: r.currencies,
    missing: r.missing,
    error: r.error,
  };

/** /me/rates: current rates, record one, void one, one currency's history, the feed's status. Mounted behind requireUser. */
export function ratesRouter(rates: RatesService, feed: RatesFeed, clock: Clock): Router {
  const r = Router();
  r.get(
    '/rates',
    answers(
      { summary: "Today's rate per currency (the owner's own first), and which are missing", schema: CURRENT_RATES_REST },
      async (req, res) => {
        const ctx = contextOf(req, clock);
        const map = await rates.current(ctx.user.id, clock.now());
        res.json({
          rates: SUPPORTED_CURRENCIES.filter((c) => map.has(c)).map((c) => rateToRest(map.get(c) as RateRecord)),
          warnings: SUPPORTED_CURRENCIES.filter((c) => !map.has(c)).map(missingRateWarning),
        } satisfies z.infer<typeof CURRENT_RATES_REST>);
      },
    ),
  );
  r.post(
    '/rates',
    answers(
      {
        summary: 'Record a rate of your own (409 when more than 20% from the current rate, unless confirm_large_change is true)',
        status: 201,
        errors: [409],
        schema: RATE_REST,
        access: 'accountant',
      },
      withBody(
        RECORD_RATE.rest,
        async (req, res, rate) => {
          try {
            res.status(201).json(rateToRest(await rates.record(contextOf(req, clock), rate)));
          } catch (e) {
            throw e instanceof LargeRateChangeError ? e.spelled('confirm_large_change') : e;
          }
        },
        () => clock.today(),
      ),
    ),
  );
  r.post(
    '/rates/:id/void',
    answers(
      {
        summary: 'Void a rate you recorded: kept in the history marked void, never current again (409 for a shared or voided rate)',
        errors: [409],
        schema: RATE_REST,
      },
      withBody(
        VOID_RATE.rest,
        async (req, res, _body, id: RateId) => {
          res.json(rateToRest(await rates.void(contextOf(req, clock), id)));
        },
        undefined,
        (req) => parseRateId(req.params.id),
      ),
    ),
  );
  r.get(
    '/rates/feed',
    answers({ summary: 'Whether the rate feed is configured and working', schema: FEED_STATUS_REST }, async (req, res) => {
      contextOf(req, clock);
      const s = await feed.status();
      res.json({
        configured: s.configured,
        url: s.url,
        interval_seconds: s.intervalSeconds,
        failing: s.failing,
        message: s.message,
        last_run: runToRest(s.lastRun),
        last_success: runToRest(s.lastSuccess),
        last_failure: runToRest(s.lastFailure),
      } satisfies z.infer<typeof FEED_STATUS_REST>);
    }),
  );
  r.get(
    '/rates/:currency/history',
    answers(
      { summary: "One currency's rates, newest first", values: { currency: SUPPORTED_CURRENCIES }, schema: z.array(RATE_REST) },
      withQuery(RATE_HISTORY_QUERY.rest, async (req, res, query) => {
        const currency = String(req.params.currency).toUpperCase();
        if (!isSupportedCurrency(currency)) {
          throw new ValidationError([
            { field: 'currency', message: 'currency must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)' },
          ]);
        }
        res.json((await rates.history(contextOf(req, clock), currency, query.limit)).map(rateToRest));
      }),
    ),
  );
  return r;
}
