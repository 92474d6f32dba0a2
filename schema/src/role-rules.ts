/**
 * Who may do what in a business (issue 26). The data belongs to the business (its owner's
 * account); people sign in as members with a role. The api refuses by these rules and the web
 * hides what a role cannot do by the same ones.
 */
export const BUSINESS_ROLES = ['owner', 'accountant', 'viewer'] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number];

/** The roles a person can be invited to: a business has one owner. */
export const MEMBER_ROLES = ['accountant', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const ROLE_LABELS: Record<BusinessRole, string> = { owner: 'Owner', accountant: 'Accountant', viewer: 'Viewer' };

/** What each role may do, in the words the Team settings show. */
export const ROLE_DESCRIPTIONS: Record<BusinessRole, string> = {
  owner: 'Everything: invoices, hedges, settings, people and deleting.',
  accountant: 'Reads everything, exports, records payments and rates. Cannot delete, change settings or invite people.',
  viewer: 'Reads everything. Changes nothing.',
};

/**
 * What a change is open to beyond the owner: `accountant` (recording a payment or a rate, making
 * an export), `personal` (a person's own password and sessions, open to every member), or nothing
 * more (`owner`, the default of every write: a new write path is closed to members until it says).
 */
export type WriteAccess = 'owner' | 'accountant' | 'personal';

/** Whether `role` may make a change open to `access`. */
export function roleMayWrite(role: BusinessRole, access: WriteAccess): boolean {
  if (role === 'owner' || access === 'personal') return true;
  return role === 'accountant' && access === 'accountant';
}

/** The answer (403) when a member's role does not allow a change. */
export function roleRefusal(role: MemberRole): string {
  return role === 'viewer'
    ? 'You are a viewer of this business: you can read its data but not change it. Ask the owner if you need more.'
    : 'You are the accountant of this business: you can read, export, and record payments and rates, but not this. Ask the owner.';
}

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** The one answer to an invitation link that is unknown, used, revoked or past its time. */
export const INVITATION_INVALID =
  'This invitation does not work any more: it was used, withdrawn, has expired or was mistyped. Ask the owner for a new one.';
