import { checkText, isIsoDate } from '@keafx/schema';
import { ValidationError, type FieldIssue } from '../../errors';

/** Settings, Audit Trail: which of the owner's events to show. Every part is optional. */
export interface AuditFilter {
  entityType?: string;
  action?: string;
  /** First day shown, YYYY-MM-DD in the business time zone. */
  from?: string;
  /** Last day shown, inclusive. */
  to?: string;
}

const CODE = /^[a-z_.]{1,64}$/;

/** Checks raw filter input (arguments or a query string); throws ValidationError naming each bad field. */
export function parseAuditFilter(raw: Record<string, unknown>): AuditFilter {
  const issues: FieldIssue[] = [];
  const out: AuditFilter = {};
  for (const field of ['entityType', 'action'] as const) {
    const v = raw[field];
    if (v === undefined || v === null || v === '') continue;
    // The shared text rule first (its messages for NUL, broken Unicode...), then the code's shape.
    const t = checkText(v, { field, max: 64, required: false });
    if (!t.ok) issues.push({ field, message: t.message });
    else if (t.value && CODE.test(t.value)) out[field] = t.value;
    else issues.push({ field, message: `${field} must be a code such as ${field === 'action' ? 'invoice.sent' : 'invoice'}` });
  }
  for (const field of ['from', 'to'] as const) {
    const v = raw[field];
    if (v === undefined || v === null || v === '') continue;
    if (isIsoDate(v)) out[field] = v;
    else issues.push({ field, message: `${field} must be a date written YYYY-MM-DD` });
  }
  if (out.from && out.to && out.to < out.from) issues.push({ field: 'to', message: 'to must be on or after from' });
  if (issues.length) throw new ValidationError(issues);
  return out;
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
