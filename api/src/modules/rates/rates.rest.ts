import { isSupportedCurrency, missingRateWarning, RECORD_RATE, SUPPORTED_CURRENCIES, RATE_HISTORY_QUERY } from '@keafx/schema';
import { Router } from 'express';
import type { Clock } from '../../clock';
import { ValidationError } from '../../errors';
import { withBody, withQuery } from '../../http/command';
import { contextOf } from '../../http/request';
import type { FeedRun, RatesFeed } from './rates-feed';
import { type RateRecord, type RatesService } from './rates.service';

/** A rate in REST shape: snake_case, the rate as a JSON number (up to 10 decimal places). */
export function rateToRest(r: RateRecord) {
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
  };
}

const runToRest = (r: FeedRun | null) =>
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

/** /me/rates: current rates, record one, one currency's history, the feed's status. Mounted behind requireUser. */
export function ratesRouter(rates: RatesService, feed: RatesFeed, clock: Clock): Router {
  const r = Router();
  r.get('/rates', async (req, res) => {
    const ctx = contextOf(req, clock);
    const map = await rates.current(ctx.user.id, clock.now());
    res.json({
      rates: SUPPORTED_CURRENCIES.filter((c) => map.has(c)).map((c) => rateToRest(map.get(c) as RateRecord)),
      warnings: SUPPORTED_CURRENCIES.filter((c) => !map.has(c)).map(missingRateWarning),
    });
  });
  r.post(
    '/rates',
    withBody(
      RECORD_RATE.rest,
      async (req, res, rate) => {
        const created = await rates.record(contextOf(req, clock), rate);
        res.status(201).json(rateToRest(created));
      },
      () => clock.today(),
    ),
  );
  r.get('/rates/feed', async (req, res) => {
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
    });
  });
  r.get(
    '/rates/:currency/history',
    withQuery(RATE_HISTORY_QUERY.rest, async (req, res, query) => {
      const currency = String(req.params.currency).toUpperCase();
      if (!isSupportedCurrency(currency)) {
        throw new ValidationError([
          { field: 'currency', message: 'currency must be one of the 23 supported currency codes (USD, EUR, GBP, JPY, ...)' },
        ]);
      }
      res.json((await rates.history(contextOf(req, clock), currency, query.limit)).map(rateToRest));
    }),
  );
  return r;
}
