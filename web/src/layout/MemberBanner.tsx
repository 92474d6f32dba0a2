import type { MemberRole } from '@keafx/schema';
import { useBusiness } from '../session/useBusinessRole';

/** What each member role may do, as the banner says it. */
const ALLOWED: Record<MemberRole, string> = {
  accountant: 'you can read, export, and record payments and rates.',
  viewer: 'you can read everything but change nothing.',
};

/** The banner's sentence for a member of `businessName` (null when not yet known). */
export function memberBannerText(role: MemberRole, businessName: string | null): string {
  return `You are signed in to ${businessName ?? 'this business'} as ${role}: ${ALLOWED[role]}`;
}

/**
 * A slim notice above a member's console (issue 26): whose business this is and what their role
 * allows, so a control that is missing or refused is no surprise. Not shown to the owner, nor in
 * the demo (useBusiness answers owner there).
 */
export function MemberBanner() {
  const { role, name } = useBusiness();
  if (role === 'owner') return null;
  return (
    <div className="member-banner" role="region" aria-label="Your role in this business">
      <p>{memberBannerText(role, name)}</p>
    </div>
  );
}
