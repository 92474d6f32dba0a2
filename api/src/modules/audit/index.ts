/** The audit module's door for other modules: its service, its types and the SQL of a batch others export. */
export { AuditService, AUDIT_BATCH_SQL, latestAuditEventsSql, type AuditEventInput, type AuditEventRecord } from './audit.service';
