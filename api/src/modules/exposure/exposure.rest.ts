import { COUNTERPARTY_QUERY, EXPOSURE_QUERY, netPosition, roundRatio, roundToMinor, type Warning } from '@keafx/schema';
import { Router } from 'express';
import type { Clock } from '../../clock';
import { answers, withQuery } from '../../http/command';
import { contextOf } from '../../http/request';
import type { ServiceContext } from '../../request-context';
import type { ExposureService } from './exposure.service';
import { z } from 'zod';
import {
  AGING_BUCKET_REST,
  bucketToRest,
  COUNTERPARTY_REST,
  EXPOSURE_REST,
  EXPOSURE_SUMMARY_ROW_REST,
  counterpartyToRest,
  num,
  presentBucket,
  presentCounterparty,
  presentSummary,
  summaryToRest,
} from './exposure.present';

/** SPEC's missing-rate warnings travel in a Warning header where SPEC fixes the body's shape. */
function warn(res: { set(name: string, value: string[]): unknown }, warnings: readonly Warning[]): void {
  if (warnings.length)
    res.set(
      'Warning',
      warnings.map((w) => `199 kea-fx "${w.message.replace(/"/g, "'")}"`),
    );
}

/** Open hedge contracts per currency (native amounts), as the composition root wires them in from the hedges module. */
export type HedgedAmounts = (ctx: ServiceContext) => Promise<{ currency: string; amount: string }[]>;

/**
 * /me/exposure/* (SPEC section 7) plus /me/exposure (the full answer). Mounted behind requireUser.
 * With `hedged`, each /me/exposure/summary row also carries hedged_amount, unhedged_amount and
 * hedge_ratio (SPEC's currency and total_amount unchanged), read in parallel with the summary.
 */
export function exposureRouter(exposure: ExposureService, clock: Clock, hedged?: HedgedAmounts): Router {
  const r = Router();
  r.get(
    '/exposure',
    answers(
      { summary: 'The whole exposure answer: totals, per currency, rates, warnings', schema: EXPOSURE_REST },
      withQuery(EXPOSURE_QUERY.rest, async (req, res, { includeDrafts }) => {
        const summary = await exposure.summary(contextOf(req, clock), includeDrafts);
        res.json(summaryToRest(presentSummary(summary)));
      }),
    ),
  );
  r.get(
    '/exposure/summary',
    answers(
      { summary: 'Open exposure per currency (missing rates in a Warning header)', schema: z.array(EXPOSURE_SUMMARY_ROW_REST) },
      withQuery(EXPOSURE_QUERY.rest, async (req, res, { includeDrafts }) => {
        const ctx = contextOf(req, clock);
        const [raw, positions] = await Promise.all([exposure.summary(ctx, includeDrafts), hedged ? hedged(ctx) : undefined]);
        const summary = presentSummary(raw);
        warn(
          res,
          raw.warnings.filter((w) => w.code === 'missing_rate'),
        );
        if (!positions) {
          res.json(summary.currencies.map((c) => ({ currency: c.currency, total_amount: num(c.totalAmount) })));
          return;
        }
        const byCurrency = new Map(positions.map((p) => [p.currency, p.amount]));
        res.json(
          raw.lines.map((l) => {
            const net = netPosition(l.amount, byCurrency.get(l.currency) ?? '0');
            const ratio = roundRatio(net.ratio);
            return {
              currency: l.currency,
              total_amount: num(roundToMinor(l.amount, l.currency)),
              hedged_amount: num(roundToMinor(net.hedged, l.currency)),
              unhedged_amount: num(roundToMinor(net.unhedged, l.currency)),
              hedge_ratio: ratio === null ? null : num(ratio),
            };
          }),
        );
      }),
    ),
  );
  r.get(
    '/exposure/counterparty',
    answers(
      { summary: 'Open exposure per counterparty (X-Has-More)', headers: ['X-Has-More'], schema: z.array(COUNTERPARTY_REST) },
      withQuery(COUNTERPARTY_QUERY.rest, async (req, res, page) => {
        const { items, warnings } = await exposure.counterparties(contextOf(req, clock), page.includeDrafts);
        warn(res, warnings);
        res.set('X-Has-More', String(items.length > page.offset + page.limit));
        res.json(items.slice(page.offset, page.offset + page.limit).map((c) => counterpartyToRest(presentCounterparty(c))));
      }),
    ),
  );
  r.get(
    '/exposure/aging',
    answers(
      { summary: 'Open exposure by due date', schema: z.array(AGING_BUCKET_REST) },
      withQuery(EXPOSURE_QUERY.rest, async (req, res, { includeDrafts }) => {
        const { items, warnings } = await exposure.aging(contextOf(req, clock), includeDrafts);
        warn(res, warnings);
        res.json(items.map((b) => bucketToRest(presentBucket(b))));
      }),
    ),
  );
  return r;
}
