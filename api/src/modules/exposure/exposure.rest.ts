import type { Warning } from '@keafx/schema';
import { Router, type Request } from 'express';
import type { Clock } from '../../clock';
import { contextOf } from '../../http/request';
import { parsePage } from '../../paging';
import { parseFlag } from '../../params';
import type { ExposureService } from './exposure.service';
import { COUNTERPARTY_PAGE_MAX } from './exposure.resolver';
import {
  bucketToRest, counterpartyToRest, num, presentBucket, presentCounterparty, presentSummary, summaryToRest,
} from './exposure.present';

/** `?include_drafts=true|false` (default false). */
function includeDrafts(req: Request): boolean {
  return parseFlag(req.query.include_drafts, 'include_drafts');
}

/** SPEC's missing-rate warnings travel in a Warning header where SPEC fixes the body's shape. */
function warn(res: { set(name: string, value: string[]): unknown }, warnings: readonly Warning[]): void {
  if (warnings.length) res.set('Warning', warnings.map((w) => `199 kea-fx "${w.message.replace(/"/g, "'")}"`));
}

/** /me/exposure/* (SPEC section 7) plus /me/exposure (the full answer). Mounted behind requireUser. */
export function exposureRouter(exposure: ExposureService, clock: Clock): Router {
  const r = Router();
  r.get('/exposure', async (req, res) => {
    const summary = await exposure.summary(contextOf(req, clock), includeDrafts(req));
    res.json(summaryToRest(presentSummary(summary)));
  });
  r.get('/exposure/summary', async (req, res) => {
    const raw = await exposure.summary(contextOf(req, clock), includeDrafts(req));
    const summary = presentSummary(raw);
    warn(res, raw.warnings.filter((w) => w.code === 'missing_rate'));
    res.json(summary.currencies.map((c) => ({ currency: c.currency, total_amount: num(c.totalAmount) })));
  });
  r.get('/exposure/counterparty', async (req, res) => {
    const drafts = includeDrafts(req);
    const page = parsePage(req.query, COUNTERPARTY_PAGE_MAX, 100);
    const { items, warnings } = await exposure.counterparties(contextOf(req, clock), drafts);
    warn(res, warnings);
    res.set('X-Has-More', String(items.length > page.offset + page.limit));
    res.json(items.slice(page.offset, page.offset + page.limit).map((c) => counterpartyToRest(presentCounterparty(c))));
  });
  r.get('/exposure/aging', async (req, res) => {
    const { items, warnings } = await exposure.aging(contextOf(req, clock), includeDrafts(req));
    warn(res, warnings);
    res.json(items.map((b) => bucketToRest(presentBucket(b))));
  });
  return r;
}
