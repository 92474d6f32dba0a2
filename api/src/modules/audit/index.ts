/** The audit module's public surface: other modules and the composition root import only this file. */
export { AuditEvent } from './dto/audit-event.type';
export { GENESIS_HASH } from './audit-hash';
export {
  AuditService,
  AUDIT_BATCH_SQL,
  AUDIT_FOR_INVOICES_SQL,
  AUDIT_LIST_SQL,
  latestAuditEventsSql,
  type AuditEventInput,
  type AuditEventRecord,
} from './audit.service';
export { AuditResolver } from './audit.resolver';
export { auditRouter } from './audit.rest';
export { createAuditLoaders } from './audit.loaders';
