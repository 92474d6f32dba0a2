import DataLoader from 'dataloader';
import type { ServiceContext } from '../../request-context';
import type { AuditEventRecord, AuditService } from './audit.service';

export function createAuditLoaders(audit: AuditService, ctx: ServiceContext) {
  return {
    /** Each invoice's history (its events and its import's), newest first, for many invoices in one statement. */
    invoiceAudit: new DataLoader<string, AuditEventRecord[]>(async (ids) => {
      const byId = await audit.forInvoices(ctx.user.id, ids);
      return ids.map((id) => byId.get(id) ?? []);
    }),
  };
}
