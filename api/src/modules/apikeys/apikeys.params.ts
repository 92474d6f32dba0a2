import { API_KEY_NAME_MAX, isApiKeyScope, type ApiKeyScope } from '@keafx/schema';
import { ValidationError, type FieldIssue } from '../../errors';
import { ownFields, readName } from '../../params';

export type Naming = 'rest' | 'graphql';

export interface CreateKeyRequest {
  name: string;
  scope: ApiKeyScope;
  expiresAt: Date | null;
}

/** The longest a key may live: past this, ask for a new one. */
const EXPIRY_MAX_DAYS = 5 * 366;

/** `{name, scope, expires_at?}` (REST) or `{name, scope, expiresAt?}` (GraphQL); throws ValidationError. */
export function parseCreateKey(raw: unknown, naming: Naming, now: Date): CreateKeyRequest {
  const expiresField = naming === 'rest' ? 'expires_at' : 'expiresAt';
  const body = ownFields(raw, ['name', 'scope', expiresField]);
  const issues: FieldIssue[] = [];
  const name = readName(body.get('name'), 'name', API_KEY_NAME_MAX, issues);
  const scope = body.get('scope');
  if (!isApiKeyScope(scope)) issues.push({ field: 'scope', message: 'scope must be "read" or "read-write"' });
  const expiresAt = readExpiry(body.get(expiresField), expiresField, now, issues);
  if (issues.length) throw new ValidationError(issues);
  return { name, scope: scope as ApiKeyScope, expiresAt };
}

function readExpiry(raw: unknown, field: string, now: Date, issues: FieldIssue[]): Date | null {
  if (raw === undefined || raw === null) return null;
  const at =
    typeof raw === 'string' && raw.length <= 40 && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw) ? new Date(raw) : null;
  if (!at || Number.isNaN(at.getTime())) {
    issues.push({ field, message: `${field} must be a date or date-time such as 2027-01-31 or 2027-01-31T00:00:00Z` });
    return null;
  }
  if (at.getTime() <= now.getTime()) issues.push({ field, message: `${field} must be in the future` });
  else if (at.getTime() - now.getTime() > EXPIRY_MAX_DAYS * 86_400_000)
    issues.push({ field, message: `${field} must be within five years` });
  return at;
}
