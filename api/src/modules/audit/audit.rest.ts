import { AUDIT_QUERY } from '@keafx/schema';
import { Router } from 'express';
import { z } from 'zod';
import { dateTime } from '../../http/shapes';
import type { Clock } from '../../clock';
import { answers, withQuery } from '../../http/command';
import { contextOf } from '../../http/request';
import type { ServiceContext } from '../../request-context';
import type { AuditEventRecord, AuditService } from './audit.service';

export const AUDIT_EVENT_REST = z.strictObject({
  id: z.number().int(),
  seq: z.number().int(),
  timestamp: dateTime,
  actor: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  action: z.string(),
  message: z.string(),
  before: z.unknown().meta({ description: 'The changed fields before, or null' }),
  after: z.unknown().meta({ description: 'The changed fields after, or null' }),
});

const AUDIT_VERIFY_REST = z.strictObject({
  ok: z.boolean(),
  checked: z.number().int(),
  broken_at_seq: z.number().int().nullable(),
  reason: z.string().nullable(),
});

export function auditToRest(e: AuditEventRecord): z.infer<typeof AUDIT_EVENT_REST> {
  return {
    id: Number(e.id),
    seq: e.seq,
    timestamp: e.createdAt.toISOString(),
    actor: e.actor,
    entity_type: e.entityType,
    entity_id: e.entityId,
    action: e.action,
    message: e.message,
    before: e.before,
    after: e.after,
  };
}

/**
 * The caller's invoice with this path id, or the invoices module's not-found error: the
 * composition root passes InvoicesService.get, so audit does not import invoices.
 */
export type FindInvoice = (ctx: ServiceContext, rawId: unknown) => Promise<{ id: string }>;

/** The audit trail over REST: the owner's events, one invoice's events, and verification. */
export function auditRouter(audit: AuditService, findInvoice: FindInvoice, clock: Clock): Router {
  const r = Router();
  r.get(
    '/audit',
    answers(
      { summary: "The caller's audit trail, newest first", headers: ['X-Has-More'], schema: z.array(AUDIT_EVENT_REST) },
      withQuery(AUDIT_QUERY.rest, async (req, res, query) => {
        const ctx = contextOf(req, clock);
        const { limit, offset, ...given } = query;
        const page = { limit, offset };
        const filter = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
        const rows = Object.keys(filter).length
          ? await audit.search(ctx.user.id, filter, page.limit + 1, page.offset)
          : await audit.list(ctx.user.id, page.limit + 1, page.offset);
        res.set('X-Has-More', String(rows.length > page.limit));
        res.json(rows.slice(0, page.limit).map(auditToRest));
      }),
    ),
  );
  r.get(
    '/audit/verify',
    answers({ summary: "Check the audit trail's hash chain", schema: AUDIT_VERIFY_REST }, async (req, res) => {
      const result = await audit.verify(contextOf(req, clock).user.id);
      res.json({
        ok: result.ok,
        checked: result.checked,
        broken_at_seq: result.brokenAtSeq,
        reason: result.reason,
      } satisfies z.infer<typeof AUDIT_VERIFY_REST>);
    }),
  );
  r.get(
    '/invoices/:id/audit',
    answers({ summary: "One invoice's audit events", schema: z.array(AUDIT_EVENT_REST) }, async (req, res) => {
      const ctx = contextOf(req, clock);
      const invoice = await findInvoice(ctx, req.params.id);
      const events = (await audit.forInvoices(ctx.user.id, [invoice.id])).get(invoice.id) ?? [];
      res.json(events.map(auditToRest));
    }),
  );
  return r;
}
