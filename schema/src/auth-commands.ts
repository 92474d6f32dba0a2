import { command, commandsWithForm, field, type CommandValue } from './command';
import { PASSWORD_MAX, PASSWORD_MIN } from './credentials';
import { checkEmail, EMAIL_MAX } from './profile';

/** The command of registering and signing in. */

/**
 * `{email, password}` for registering and signing in: the email trimmed and lower-cased, the
 * password within its bounds. Other fields are ignored.
 */
export const CREDENTIALS = /* @__PURE__ */ commandsWithForm((naming) =>
  command(
    naming,
    {
      email: (w: string) =>
        field({ type: 'string', format: 'email', maxLength: EMAIL_MAX }, (raw) => {
          const checked = checkEmail(raw, { field: w, lower: true });
          if (checked.ok) return checked;
          return typeof raw === 'string' || raw === undefined || raw === null
            ? checked
            : { ok: false, message: `${w} must be a valid email address` };
        }),
      password: (w: string) =>
        field({ type: 'string', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }, (password) => {
          if (password === undefined || password === null || password === '') return { ok: false, message: `${w} is required` };
          if (typeof password !== 'string') return { ok: false, message: `${w} must be text` };
          if (password.length < PASSWORD_MIN) return { ok: false, message: `${w} must be at least ${PASSWORD_MIN} characters` };
          if (password.length > PASSWORD_MAX) return { ok: false, message: `${w} must be at most ${PASSWORD_MAX} characters` };
          return { ok: true, value: password };
        }),
    },
    { loose: true, labels: { email: 'Email', password: 'Password' } },
  ),
);
export type CredentialsCommand = CommandValue<typeof CREDENTIALS.rest>;
