import { command, commandsWithForm, field, oneOf, type CommandValue } from './command';
import { checkEmail, EMAIL_MAX } from './profile';
import { MEMBER_ROLES } from './role-rules';

/** The commands of the people of a business; the role rules themselves are in role-rules.ts (no zod, for the web's first load). */

const email = (w: string) =>
  field({ type: 'string', format: 'email', maxLength: EMAIL_MAX }, (raw) => checkEmail(raw, { field: w, lower: true, required: true }));

const role = (w: string) => oneOf(MEMBER_ROLES, `${w} must be accountant or viewer`);

/** `{email, role}`: inviting a person to the business. */
export const INVITE_MEMBER = /* @__PURE__ */ commandsWithForm((naming) =>
  command(naming, { email, role }, { labels: { email: 'Email', role: 'Role' } }),
);
export type InviteMemberCommand = CommandValue<typeof INVITE_MEMBER.rest>;

/** `{role}`: changing a member's role. */
export const CHANGE_ROLE = /* @__PURE__ */ commandsWithForm((naming) => command(naming, { role }, { labels: { role: 'Role' } }));
export type ChangeRoleCommand = CommandValue<typeof CHANGE_ROLE.rest>;
