import {
  CHANGE_HEDGE,
  CREATE_HEDGE,
  SET_HEDGE_POLICY,
  SETTLEMENT,
  warningMessages,
  EXPOSURE_QUERY,
  HEDGE_LIST_QUERY,
  HEDGE_PAGE_QUERY,
} from '@keafx/schema';
import { Router } from 'express';
import type { Clock } from '../../clock';
import { answers, withBody, withQuery } from '../../http/command';
import { contextOf } from '../../http/request';
import { nzd } from '../exposure';
import { z } from 'zod';
import {
  coverageToRest,
  HEDGE_COVERAGE_REST,
  HEDGE_MTM_REST,
  HEDGE_POLICY_REST,
  HEDGE_REST,
  hedgeToRest,
  mtmToRest,
  policyToRest,
  presentContractMtm,
  presentCoverage,
  presentCurrencyMtm,
  presentHedge,
} from './hedges.present';
import { parseHedgeId, type HedgeId, type HedgesService } from './hedges.service';

/**
 * The hedge book over REST, mounted under /me behind requireUser: /me/hedges (list, book),
 * /me/hedges/{id} (get, change), /settle and /cancel, the policy, coverage and mark to market.
 * The fixed paths come before /hedges/:id so "policy" is never read as an id.
 */
export function hedgesRouter(hedges: HedgesService, clock: Clock): Router {
  const r = Router();
  r.get(
    '/hedges',
    answers(
      { summary: 'Forward contracts, newest first (X-Has-More)', headers: ['X-Has-More'], schema: z.array(HEDGE_REST) },
      withQuery(HEDGE_LIST_QUERY.rest, async (req, res, query) => {
        const found = await hedges.list(contextOf(req, clock), query);
        res.set('X-Has-More', String(found.hasMore));
        res.json(found.items.map((h) => hedgeToRest(presentHedge(h))));
      }),
    ),
  );
  r.post(
    '/hedges',
    answers(
      { summary: 'Book a forward contract', status: 201, schema: HEDGE_REST },
      withBody(
        CREATE_HEDGE.rest,
        async (req, res, body) => {
          const created = await hedges.create(contextOf(req, clock), body);
          res
            .status(201)
            .location(`/me/hedges/${created.id}`)
            .json(hedgeToRest(presentHedge(created)));
        },
        () => clock.today(),
      ),
    ),
  );
  r.get(
    '/hedges/policy',
    answers({ summary: 'Target hedge ratios per horizon (null: no target)', schema: HEDGE_POLICY_REST }, async (req, res) => {
      res.json(policyToRest(await hedges.policy(contextOf(req, clock))));
    }),
  );
  r.put(
    '/hedges/policy',
    answers(
      { summary: 'Replace the hedge policy', schema: HEDGE_POLICY_REST },
      withBody(SET_HEDGE_POLICY.rest, async (req, res, policy) => {
        res.json(policyToRest(await hedges.setPolicy(contextOf(req, clock), policy)));
      }),
    ),
  );
  r.get(
    '/hedges/coverage',
    answers(
      { summary: 'Exposure, hedged and unhedged per currency and horizon, against the policy', schema: HEDGE_COVERAGE_REST },
      withQuery(EXPOSURE_QUERY.rest, async (req, res, query) => {
        res.json(coverageToRest(presentCoverage(await hedges.coverage(contextOf(req, clock), query.includeDrafts))));
      }),
    ),
  );
  r.get(
    '/hedges/mark-to-market',
    answers(
      { summary: "Open contracts valued at today's rates (X-Has-More)", headers: ['X-Has-More'], schema: HEDGE_MTM_REST },
      withQuery(HEDGE_PAGE_QUERY.rest, async (req, res, page) => {
        const m = await hedges.markToMarket(contextOf(req, clock), page);
        res.set('X-Has-More', String(m.hasMore));
        res.json(
          mtmToRest({
            asOf: m.asOf,
            totalNzd: nzd(m.totalNzd),
            warnings: warningMessages(m.warnings),
            currencies: m.currencies.map(presentCurrencyMtm),
            contracts: m.contracts.map(presentContractMtm),
          }),
        );
      }),
    ),
  );
  r.get(
    '/hedges/:id',
    answers({ summary: 'One forward contract', schema: HEDGE_REST }, async (req, res) => {
      res.json(hedgeToRest(presentHedge(await hedges.get(contextOf(req, clock), parseHedgeId(req.params.id)))));
    }),
  );
  r.put(
    '/hedges/:id',
    answers(
      { summary: 'Change an open contract', errors: [409], schema: HEDGE_REST },
      withBody(
        CHANGE_HEDGE.rest,
        async (req, res, change, id: HedgeId) => {
          res.json(hedgeToRest(presentHedge(await hedges.update(contextOf(req, clock), id, change))));
        },
        undefined,
        (req) => parseHedgeId(req.params.id),
      ),
    ),
  );
  r.post(
    '/hedges/:id/settle',
    answers(
      {
        summary:
          'Settle an open contract on the date given (today when left out) at the rate given, or else the rate recorded for that date',
        errors: [409],
        schema: HEDGE_REST,
      },
      withBody(
        SETTLEMENT.rest,
        async (req, res, body, id: HedgeId) => {
          res.json(hedgeToRest(presentHedge(await hedges.settle(contextOf(req, clock), id, body))));
        },
        () => clock.today(),
        (req) => parseHedgeId(req.params.id),
      ),
    ),
  );
  r.post(
    '/hedges/:id/cancel',
    answers({ summary: 'Cancel an open contract', errors: [409], schema: HEDGE_REST }, async (req, res) => {
      res.json(hedgeToRest(presentHedge(await hedges.cancel(contextOf(req, clock), parseHedgeId(req.params.id)))));
    }),
  );
  r.post(
    '/hedges/:id/reopen',
    answers(
      { summary: 'Reopen a contract settled or cancelled in the last 7 days (audited as a reversal)', errors: [409], schema: HEDGE_REST },
      async (req, res) => {
        res.json(hedgeToRest(presentHedge(await hedges.reopen(contextOf(req, clock), parseHedgeId(req.params.id)))));
      },
    ),
  );
  return r;
}
