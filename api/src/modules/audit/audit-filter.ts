import { AUDIT_FILTER } from '@keafx/schema';
import { parsed } from '../../http/command';

/** Settings, Audit Trail: which of the owner's events to show. Every part is optional. */
export interface AuditFilter {
  entityType?: string;
  action?: string;
  /** First day shown, YYYY-MM-DD in the business time zone. */
  from?: string;
  /** Last day shown, inclusive. */
  to?: string;
}

/** Checks raw filter input (arguments or a query string) with AUDIT_FILTER; throws ValidationError naming each bad field. */
export function parseAuditFilter(raw: Record<string, unknown>): AuditFilter {
  const filter = parsed(AUDIT_FILTER.graphql, raw, undefined);
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));
}

/** The WHERE clause of a filtered listing; $1 owner, $2 limit, $3 offset, then the filter values from $4. */
export function auditFilterSql(f: AuditFilter, timeZone: string): { where: string; params: unknown[] } {
  const where = ['owner_id = $1'];
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length + 3}`;
  };
  if (f.entityType) where.push(`entity_type = ${param(f.entityType)}`);
  if (f.action) where.push(`action = ${param(f.action)}`);
  const zone = f.from || f.to ? param(timeZone) : '';
  // Days are read in the business time zone: midnight there, as an instant.
  if (f.from) where.push(`created_at >= (${param(f.from)}::date)::timestamp AT TIME ZONE ${zone}::text`);
  if (f.to) where.push(`created_at < ((${param(f.to)}::date) + 1)::timestamp AT TIME ZONE ${zone}::text`);
  return { where: where.join(' AND '), params };
}
