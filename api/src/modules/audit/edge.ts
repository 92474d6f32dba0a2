/** The audit module's edge, for the composition root: its GraphQL type, resolver, router and loaders. */
export { AuditEvent } from './dto/audit-event.type';
export { AuditResolver } from './audit.resolver';
export { auditRouter } from './audit.rest';
export { createAuditLoaders } from './audit.loaders';
