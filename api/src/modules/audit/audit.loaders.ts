import DataLoader from 'dataloader';
import type { ServiceContext } from '../../request-context';
import type { AuditEventRecord, AuditService } from './audit.service';

export function createAuditLoaders(audit: AuditService, ctx: ServiceContext) {
  return {
    /** Each invoice's audit events, newest first, for many invoices in one statement. */
    invoiceAudit: new DataLoader<string, AuditEventRecord[]>(async (ids) => {
      const events = await audit.forEntities(ctx.user.id, 'invoice', ids);
      const byId = new Map<string, AuditEventRecord[]>(ids.map((id) => [id, []]));
      for (const e of events) byId.get(e.entityId ?? '')?.push(e);
      return ids.map((id) => byId.get(id) ?? []);
    }),
  };
}
