import { command, commandsWithForm, field, type CommandValue } from './command';
import { PASSWORD_MAX, PASSWORD_MIN } from './credentials';
import { checkEmail, EMAIL_MAX } from './profile';

/** The command of registering and signing in. */

/**
 * `{email, password}` for registering and signing in: the email trimmed and lower-cased, the
 * password within its bounds. Other fields are ignored.
 */
/** A password within SPEC's bounds, named `w` in its messages. */
const password = (w: string) =>
  field({ type: 'string', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }, (raw) => {
    if (raw === undefined || raw === null || raw === '') return { ok: false, message: `${w} is required` };
    if (typeof raw !== 'string') return { ok: false, message: `${w} must be text` };
    if (raw.length < PASSWORD_MIN) return { ok: false, message: `${w} must be at least ${PASSWORD_MIN} characters` };
    if (raw.length > PASSWORD_MAX) return { ok: false, message: `${w} must be at most ${PASSWORD_MAX} characters` };
    return { ok: true, value: raw };
  });

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
      password,
    },
    { loose: true, labels: { email: 'Email', password: 'Password' } },
  ),
);
export type CredentialsCommand = CommandValue<typeof CREDENTIALS.rest>;

/** The message when a new password repeats the current one. */
export const SAME_PASSWORD = 'must differ from your current password';

/**
 * `{current_password, new_password}`: changing the password with the current one. The current one
 * is only checked for presence and length here (the service verifies it); the new one takes
 * SPEC's bounds and must differ from the current one.
 */
export const CHANGE_PASSWORD = /* @__PURE__ */ commandsWithForm((naming) =>
  command(
    naming,
    { currentPassword: password, newPassword: password },
    {
      labels: { currentPassword: 'Current password', newPassword: 'New password' },
      across: (v, wire, _c, failed) =>
        !failed.has('currentPassword') && !failed.has('newPassword') && v.currentPassword === v.newPassword
          ? [{ field: wire('newPassword'), message: `${naming === 'form' ? 'New password' : wire('newPassword')} ${SAME_PASSWORD}` }]
          : [],
    },
  ),
);
export type ChangePasswordCommand = CommandValue<typeof CHANGE_PASSWORD.rest>;

/** How long a password reset link works. */
export const RESET_TOKEN_MINUTES = 30;
/** The one answer to a reset request, whether or not the address has an account (nothing is given away). */
export const RESET_REQUESTED =
  'If an account uses that e-mail address, a link to choose a new password is on its way. It works once, for 30 minutes.';
/** The one answer to a reset link that is unknown, used, or past its time. */
export const RESET_LINK_INVALID = 'This reset link does not work any more: it was used, has expired or was mistyped. Ask for a new one.';

const emailField = (w: string) =>
  field({ type: 'string', format: 'email', maxLength: EMAIL_MAX }, (raw) => checkEmail(raw, { field: w, lower: true, required: true }));

/** `{email}`: asking for a password reset link. */
export const REQUEST_PASSWORD_RESET = /* @__PURE__ */ commandsWithForm((naming) =>
  command(naming, { email: emailField }, { labels: { email: 'Email' } }),
);
export type RequestPasswordResetCommand = CommandValue<typeof REQUEST_PASSWORD_RESET.rest>;

/** `{token, new_password}`: choosing a new password with the link's token. */
export const RESET_PASSWORD = /* @__PURE__ */ commandsWithForm((naming) =>
  command(
    naming,
    {
      token: (w: string) =>
        field({ type: 'string', minLength: 20, maxLength: 200 }, (raw) =>
          typeof raw === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(raw.trim())
            ? { ok: true, value: raw.trim() }
            : { ok: false, message: `${w} must be the code from the reset link` },
        ),
      newPassword: password,
    },
    { labels: { token: 'Reset link', newPassword: 'New password' } },
  ),
);
export type ResetPasswordCommand = CommandValue<typeof RESET_PASSWORD.rest>;

const invitationToken = (w: string) =>
  field({ type: 'string', minLength: 20, maxLength: 200 }, (raw) =>
    typeof raw === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(raw.trim())
      ? { ok: true, value: raw.trim() }
      : { ok: false, message: `${w} must be the code from the invitation link` },
  );

/** `{token}`: opening an invitation link (what it invites to). */
export const INVITATION_TOKEN = /* @__PURE__ */ commandsWithForm((naming) =>
  command(naming, { token: invitationToken }, { labels: { token: 'Invitation link' } }),
);
export type InvitationTokenCommand = CommandValue<typeof INVITATION_TOKEN.rest>;

/** `{token, password}`: accepting an invitation to a business, choosing the password to sign in with. */
export const ACCEPT_INVITATION = /* @__PURE__ */ commandsWithForm((naming) =>
  command(naming, { token: invitationToken, password }, { labels: { token: 'Invitation link', password: 'Password' } }),
);
export type AcceptInvitationCommand = CommandValue<typeof ACCEPT_INVITATION.rest>;
