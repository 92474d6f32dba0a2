import { RUN_SCENARIO, RUN_SCENARIOS, SAVE_SCENARIO, warningMessages, AFFECTED_QUERY, COMPARE_QUERY } from '@keafx/schema';
import { Router } from 'express';
import type { Clock } from '../../clock';
import { answers, withBody, withQuery } from '../../http/command';
import { contextOf } from '../../http/request';
import type { ExposureService } from '../exposure';
import { parseCompareIds, parseScenarioId } from './scenario-params';
import { nzd, num } from '../exposure';
import { INVOICE_SUMMARY_REST, invoiceSummaryToRest } from '../invoices';
import { z } from 'zod';
import {
  comparisonToRest,
  MULTI_SCENARIO_REST,
  presentComparison,
  presentRun,
  presentSaved,
  runToRest,
  SAVED_SCENARIO_REST,
  savedToRest,
  SCENARIO_COMPARISON_REST,
  SCENARIO_RUN_REST,
} from './scenarios.present';
import type { ScenariosService } from './scenarios.service';

/**
 * POST /me/exposure/scenario and /me/exposure/multi-scenario (SPEC section 7), and the saved
 * scenarios under /me/scenarios. Mounted behind requireUser.
 */
export function scenariosRouter(scenarios: ScenariosService, exposure: ExposureService, clock: Clock): Router {
  const r = Router();
  r.post(
    '/exposure/scenario',
    answers(
      { summary: "Shock today's exposure (nothing is saved)", schema: SCENARIO_RUN_REST, access: 'read' },
      withBody(RUN_SCENARIO.rest, async (req, res, run) => {
        res.json(runToRest(presentRun(await scenarios.run(contextOf(req, clock), run))));
      }),
    ),
  );
  r.post(
    '/exposure/multi-scenario',
    answers(
      { summary: 'Up to 10 named shock sets on one read of the exposure', schema: MULTI_SCENARIO_REST, access: 'read' },
      withBody(RUN_SCENARIOS.rest, async (req, res, request) => {
        const multi = await scenarios.runMany(contextOf(req, clock), request);
        const runs = multi.scenarios.map(presentRun);
        const answer: z.infer<typeof MULTI_SCENARIO_REST> = {
          base_currency: multi.baseCurrency,
          include_drafts: multi.includeDrafts,
          as_of: multi.asOf,
          rate_snapshot_date: multi.rateSnapshotDate,
          total_current: num(nzd(multi.totalCurrent)),
          warnings: warningMessages(multi.warnings),
          scenarios: runs.map(runToRest),
        };
        res.json(answer);
      }),
    ),
  );
  r.get(
    '/scenarios',
    answers(
      { summary: 'Saved scenarios, pinned first, each with what it computes today', schema: z.array(SAVED_SCENARIO_REST) },
      async (req, res) => {
        const ctx = contextOf(req, clock);
        const list = await scenarios.list(ctx);
        const summaries = new Map<boolean, Awaited<ReturnType<ExposureService['summary']>>>();
        for (const drafts of new Set(list.map((s) => s.includeDrafts))) summaries.set(drafts, await exposure.summary(ctx, drafts));
        res.json(list.map((s) => savedToRest(presentSaved(s), presentRun(scenarios.rerun(s, summaries.get(s.includeDrafts) as never)))));
      },
    ),
  );
  r.post(
    '/scenarios',
    answers(
      { summary: 'Save a scenario with what it computes now', errors: [409], status: 201, schema: SAVED_SCENARIO_REST },
      withBody(SAVE_SCENARIO.rest, async (req, res, body) => {
        const saved = await scenarios.save(contextOf(req, clock), body);
        res
          .status(201)
          .location(`/me/scenarios/${saved.id}`)
          .json(savedToRest(presentSaved(saved)));
      }),
    ),
  );
  r.get(
    '/scenarios/compare',
    answers(
      { summary: 'Two saved scenarios side by side, then and now', schema: SCENARIO_COMPARISON_REST },
      withQuery(COMPARE_QUERY.rest, async (req, res, query) => {
        res.json(comparisonToRest(presentComparison(await scenarios.compare(contextOf(req, clock), parseCompareIds(query.ids)))));
      }),
    ),
  );
  r.get(
    '/scenarios/:id',
    answers({ summary: 'One saved scenario, with what it computes today', schema: SAVED_SCENARIO_REST }, async (req, res) => {
      const ctx = contextOf(req, clock);
      const saved = await scenarios.get(ctx, parseScenarioId(req.params.id));
      const now = scenarios.rerun(saved, await exposure.summary(ctx, saved.includeDrafts));
      res.json(savedToRest(presentSaved(saved), presentRun(now)));
    }),
  );
  r.delete(
    '/scenarios/:id',
    answers({ summary: 'Delete a saved scenario', status: 204 }, async (req, res) => {
      await scenarios.remove(contextOf(req, clock), parseScenarioId(req.params.id));
      res.status(204).end();
    }),
  );
  r.post(
    '/scenarios/:id/pin',
    answers({ summary: 'Pin a saved scenario to the top', schema: SAVED_SCENARIO_REST }, async (req, res) => {
      res.json(savedToRest(presentSaved(await scenarios.setPinned(contextOf(req, clock), parseScenarioId(req.params.id), true))));
    }),
  );
  r.post(
    '/scenarios/:id/unpin',
    answers({ summary: 'Unpin a saved scenario', schema: SAVED_SCENARIO_REST }, async (req, res) => {
      res.json(savedToRest(presentSaved(await scenarios.setPinned(contextOf(req, clock), parseScenarioId(req.params.id), false))));
    }),
  );
  r.get(
    '/scenarios/:id/invoices',
    answers(
      {
        summary: "The open invoices a saved scenario's shocks touch (X-Has-More)",
        headers: ['X-Has-More'],
        schema: z.array(INVOICE_SUMMARY_REST),
      },
      withQuery(AFFECTED_QUERY.rest, async (req, res, page) => {
        const found = await scenarios.affectedInvoices(contextOf(req, clock), parseScenarioId(req.params.id), page);
        res.set('X-Has-More', String(found.hasMore));
        res.json(found.items.map(invoiceSummaryToRest));
      }),
    ),
  );
  return r;
}
