import type { BusinessRole } from '@keafx/schema';
import { fakeToken } from './render';

/** Signs in (as the session stores it) as a person with `role` in Kiwi Exports Ltd. */
export function signInAs(role: BusinessRole): void {
  localStorage.setItem('auth_token', fakeToken(Math.floor(Date.now() / 1000) + 3600));
  localStorage.setItem(
    'user',
    JSON.stringify({
      id: '5c0b8f0e-0000-4000-8000-000000000002',
      email: `${role}@example.co.nz`,
      role: 'user',
      businessRole: role,
      businessName: 'Kiwi Exports Ltd',
    }),
  );
}

/** The three roles, for `describe.each`. */
export const ROLES: BusinessRole[] = ['owner', 'accountant', 'viewer'];
