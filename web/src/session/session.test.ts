import { fakeToken } from '../test/render';
import { asBusinessRole, readSession, storeSession, USER_KEY } from './session';

const token = fakeToken(2_000_000_000);
const NOW = 1_900_000_000_000;

describe('the session keeps the business role', () => {
  it('stores the role and business name a sign-in answers, with SPEC’s client role "user"', () => {
    storeSession(token, {
      id: 'u1',
      email: 'aroha@example.co.nz',
      role: 'accountant',
      businessRole: 'accountant',
      businessName: 'Kiwi Exports Ltd',
    });
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}')).toEqual({
      id: 'u1',
      email: 'aroha@example.co.nz',
      role: 'user',
      businessRole: 'accountant',
      businessName: 'Kiwi Exports Ltd',
    });
    expect(readSession(localStorage, NOW)?.user).toMatchObject({
      role: 'user',
      businessRole: 'accountant',
      businessName: 'Kiwi Exports Ltd',
    });
  });

  it('reads a session stored before roles without one (the console treats it as the owner until `me` answers)', () => {
    localStorage.setItem('auth_token', token);
    localStorage.setItem(
      USER_KEY,
      JSON.stringify({ id: '1', email: 'kiri@example.co.nz', role: 'user', createdAt: '2026-01-01T00:00:00Z' }),
    );
    expect(readSession(localStorage, NOW)?.user).toEqual({
      id: '1',
      email: 'kiri@example.co.nz',
      role: 'user',
      createdAt: '2026-01-01T00:00:00Z',
    });
  });

  it('drops a role it does not know (a value tampered with in storage)', () => {
    localStorage.setItem('auth_token', token);
    localStorage.setItem(USER_KEY, JSON.stringify({ id: '1', email: 'kiri@example.co.nz', businessRole: 'admin', businessName: 7 }));
    const user = readSession(localStorage, NOW)?.user;
    expect(user?.businessRole).toBeUndefined();
    expect(user?.businessName).toBeUndefined();
    expect(asBusinessRole('viewer')).toBe('viewer');
    expect(asBusinessRole('constructor')).toBeUndefined();
  });
});
