import { checkEmail, PASSWORD_MAX, PASSWORD_MIN } from '@keafx/schema';
import type { FieldIssue } from '../../errors';

export { PASSWORD_MAX, PASSWORD_MIN };

export interface Credentials {
  email: string;
  password: string;
}

/** Checks an {email, password} body; the email comes back trimmed and lower-cased. */
export function parseCredentials(raw: unknown): { ok: true; value: Credentials } | { ok: false; issues: FieldIssue[] } {
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const issues: FieldIssue[] = [];
  const checked = checkEmail(body.email, { field: 'email', lower: true });
  const email = checked.ok ? checked.value : '';
  if (!checked.ok)
    issues.push({
      field: 'email',
      message:
        typeof body.email === 'string' || body.email === undefined || body.email === null
          ? checked.message
          : 'email must be a valid email address',
    });
  const password = body.password;
  if (password === undefined || password === null || password === '') issues.push({ field: 'password', message: 'password is required' });
  else if (typeof password !== 'string') issues.push({ field: 'password', message: 'password must be text' });
  else if (password.length < PASSWORD_MIN)
    issues.push({ field: 'password', message: `password must be at least ${PASSWORD_MIN} characters` });
  else if (password.length > PASSWORD_MAX)
    issues.push({ field: 'password', message: `password must be at most ${PASSWORD_MAX} characters` });
  return issues.length ? { ok: false, issues } : { ok: true, value: { email, password: password as string } };
}
