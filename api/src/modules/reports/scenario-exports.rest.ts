import { COMPARE_QUERY, SCENARIO_EXPORT_QUERY } from '@keafx/schema';
import { Router } from 'express';
import type { Clock } from '../../clock';
import { answers, withQuery } from '../../http/command';
import { contextOf } from '../../http/request';
import { sendFile } from './reports.rest';
import { parseExportFormat, type ScenarioExportsService } from './scenario-exports';

/**
 * The Scenario Analysis page's exports, behind requireUser under /me:
 * GET /scenarios/export/{csv,pdf}?shocks=USD:0.1,EUR:-0.05&include_drafts=false (the current, unsaved scenario)
 * and GET /scenarios/compare/export/{csv,pdf}?ids=1,2 (two saved scenarios side by side).
 */
export function scenarioExportsRouter(scenarioExports: ScenarioExportsService, clock: Clock): Router {
  const r = Router();
  r.get(
    '/scenarios/export/:format',
    answers(
      {
        summary: 'The current (unsaved) scenario as CSV or PDF',
        expand: { param: 'format', values: ['csv', 'pdf'] },
        media: ['text/csv', 'application/pdf'],
      },
      withQuery(SCENARIO_EXPORT_QUERY.rest, async (req, res, query) => {
        sendFile(res, await scenarioExports.current(contextOf(req, clock), query, parseExportFormat(req.params.format)));
      }),
    ),
  );
  r.get(
    '/scenarios/compare/export/:format',
    answers(
      {
        summary: 'A comparison of two saved scenarios as CSV or PDF',
        values: { format: ['csv', 'pdf'] },
        media: ['text/csv', 'application/pdf'],
      },
      withQuery(COMPARE_QUERY.rest, async (req, res, query) => {
        sendFile(res, await scenarioExports.comparison(contextOf(req, clock), query.ids, parseExportFormat(req.params.format)));
      }),
    ),
  );
  return r;
}
