import { BUSINESS_ROLES, type BusinessRole } from '@keafx/schema';

/** SPEC section 7: the token and the user live in local storage under these keys. */
export const TOKEN_KEY = 'auth_token';
export const USER_KEY = 'user';

export interface SessionUser {
  id: string;
  email: string;
  /** SPEC's client-side role: always 'user'. */
  role: string;
  createdAt?: string;
  /** Their role in the business they sign in to (issue 26); absent in sessions stored before roles. */
  businessRole?: BusinessRole;
  /** The business's name as its people see it. */
  businessName?: string;
}

/** A user as the api answers one (a sign-in, `me`): the business role still a plain string. */
export type SignedInUser = Omit<SessionUser, 'businessRole' | 'businessName'> & {
  businessRole?: string | null;
  businessName?: string | null;
};

/** A known business role, else undefined (an old session, or a value tampered with in storage). */
export function asBusinessRole(value: unknown): BusinessRole | undefined {
  return BUSINESS_ROLES.find((r) => r === value);
}

/** The user to keep: SPEC's role 'user', the business role only when it is one we know. */
function sessionUser(value: Partial<SignedInUser> & { email: string }): SessionUser {
  const businessRole = asBusinessRole(value.businessRole);
  const businessName = typeof value.businessName === 'string' && value.businessName ? value.businessName : undefined;
  return {
    id: String(value.id ?? ''),
    email: value.email,
    role: 'user',
    ...(typeof value.createdAt === 'string' ? { createdAt: value.createdAt } : {}),
    ...(businessRole ? { businessRole } : {}),
    ...(businessName ? { businessName } : {}),
  };
}

export interface Session {
  token: string;
  user: SessionUser | null;
  /** When the token stops working, in milliseconds since the epoch. */
  expiresAt: number;
}

/** The `exp` claim of a JWT in seconds, or null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const part = token.split('.')[1];
    if (!part) return null;
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

function readUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SignedInUser> | null;
    return value && typeof value.email === 'string' ? sessionUser({ ...value, email: value.email }) : null;
  } catch {
    return null;
  }
}

/**
 * The stored session while its token's expiry (seconds) is later than `now`; null otherwise,
 * and whenever anything cannot be decoded (SPEC section 4).
 */
export function readSession(storage: Storage = localStorage, now = Date.now()): Session | null {
  let token: string | null;
  try {
    token = storage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
  if (!token) return null;
  const exp = tokenExpiry(token);
  if (exp === null || exp * 1000 <= now) return null;
  return { token, user: readUser(storage.getItem(USER_KEY)), expiresAt: exp * 1000 };
}

export function storeSession(token: string, user: SignedInUser, storage: Storage = localStorage): void {
  storage.setItem(TOKEN_KEY, token);
  storage.setItem(USER_KEY, JSON.stringify(sessionUser(user)));
}

export function clearSession(storage: Storage = localStorage): void {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(USER_KEY);
}

/** The bearer token to send, if a valid session exists. */
export function currentToken(): string | null {
  return readSession()?.token ?? null;
}

const LOGIN_PATHS = ['/login', '/register'];

/** Set by logout() for the rest of this page's life. */
let signingOut = false;

/** True on the sign-in screen, where a 401 must not redirect again (SPEC section 8). */
export function onLoginScreen(pathname = window.location.pathname): boolean {
  return LOGIN_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}

/**
 * SPEC section 8: any 401 clears the session and goes to /login (remembering where the user
 * was), unless the sign-in screen is already showing.
 */
export function handleUnauthorized(): void {
  clearSession();
  // A query still in flight when Logout was pressed comes back 401 once the api has ended the
  // session; the page is already on its way to /, which must win over /login?next=….
  if (signingOut || onLoginScreen()) return;
  const here = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/login?next=${encodeURIComponent(here)}`);
}

/**
 * SPEC section 4: Logout clears the session and does a full redirect to the site root. It first
 * asks the api to end the session (POST /auth/logout), so the token stops working everywhere,
 * not only in this browser; `keepalive` lets that request finish while the page navigates away.
 */
export function logout(): void {
  signingOut = true;
  const token = readSession()?.token;
  if (token)
    void fetch('/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` }, keepalive: true }).catch(() => undefined);
  clearSession();
  window.location.assign('/');
}
