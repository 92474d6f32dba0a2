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
import { withBody, withQuery } from '../../http/command';
import { contextOf } from '../../http/request';
import { nzd } from '../exposure';
import {
  coverageToRest,
  hedgeToRest,
  mtmToRest,
  policyToRest,
  presentContractMtm,
  presentCoverage,
  presentCurrencyMtm,
  presentHedge,
} from './hedges.present';
import { parseHedgeId, type HedgesService } from './hedges.service';

/**
 * The hedge book over REST, mounted under /me behind requireUser: /me/hedges (list, book),
 * /me/hedges/{id} (get, change), /settle and /cancel, the policy, coverage and mark to market.
 * The fixed paths come before /hedges/:id so "policy" is never read as an id.
 */
export function hedgesRouter(hedges: HedgesService, clock: Clock): Router {
  const r = Router();
  r.get(
    '/hedges',
    withQuery(HEDGE_LIST_QUERY.rest, async (req, res, query) => {
      const found = await hedges.list(contextOf(req, clock), query);
      res.set('X-Has-More', String(found.hasMore));
      res.json(found.items.map((h) => hedgeToRest(presentHedge(h))));
    }),
  );
  r.post(
    '/hedges',
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
  );
  r.get('/hedges/policy', async (req, res) => {
    res.json(policyToRest(await hedges.policy(contextOf(req, clock))));
  });
  r.put(
    '/hedges/policy',
    withBody(SET_HEDGE_POLICY.rest, async (req, res, policy) => {
      res.json(policyToRest(await hedges.setPolicy(contextOf(req, clock), policy)));
    }),
  );
  r.get(
    '/hedges/coverage',
    withQuery(EXPOSURE_QUERY.rest, async (req, res, query) => {
      res.json(coverageToRest(presentCoverage(await hedges.coverage(contextOf(req, clock), query.includeDrafts))));
    }),
  );
  r.get(
    '/hedges/mark-to-market',
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
  );
  r.get('/hedges/:id', async (req, res) => {
    res.json(hedgeToRest(presentHedge(await hedges.get(contextOf(req, clock), req.params.id))));
  });
  r.put(
    '/hedges/:id',
    withBody(
      CHANGE_HEDGE.rest,
      async (req, res, change) => {
        res.json(hedgeToRest(presentHedge(await hedges.update(contextOf(req, clock), req.params.id, change, 'rest'))));
      },
      undefined,
      (req) => parseHedgeId(req.params.id),
    ),
  );
  r.post(
    '/hedges/:id/settle',
    withBody(
      SETTLEMENT.rest,
      async (req, res, body) => {
        res.json(hedgeToRest(presentHedge(await hedges.settle(contextOf(req, clock), req.params.id, body, 'rest'))));
      },
      undefined,
      (req) => parseHedgeId(req.params.id),
    ),
  );
  r.post('/hedges/:id/cancel', async (req, res) => {
    res.json(hedgeToRest(presentHedge(await hedges.cancel(contextOf(req, clock), req.params.id))));
  });
  return r;
}
