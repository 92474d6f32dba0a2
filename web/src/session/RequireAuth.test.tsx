import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fakeToken } from '../test/render';
import { RequireAuth, returnPath } from './RequireAuth';
import { SessionContext, SessionProvider } from './SessionProvider';
import { readSession, tokenExpiry } from './session';

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {String((location.state as { from?: string } | null)?.from)}</p>;
}

function renderAt(path: string) {
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route
            path="/invoices/new"
            element={
              <RequireAuth>
                <p>secret page</p>
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
}

const inAnHour = (): number => Math.floor(Date.now() / 1000) + 3600;

describe('session guard', () => {
  it('sends a visitor to /login remembering where they were going', async () => {
    renderAt('/invoices/new?x=1');
    expect(await screen.findByText('login page, from /invoices/new?x=1')).toBeInTheDocument();
  });

  it('shows the page while the token has not expired', async () => {
    localStorage.setItem('auth_token', fakeToken(inAnHour()));
    localStorage.setItem('user', JSON.stringify({ id: '1', email: 'kiri@example.co.nz' }));
    renderAt('/invoices/new');
    expect(await screen.findByText('secret page')).toBeInTheDocument();
  });

  it.each([
    ['an expired token', () => fakeToken(Math.floor(Date.now() / 1000) - 1)],
    ['a token that cannot be decoded', () => 'garbage'],
    ['a token without exp', () => `${Buffer.from('{}').toString('base64url')}.${Buffer.from('{"sub":"u"}').toString('base64url')}.s`],
  ])('treats %s as logged out', async (_name, token) => {
    localStorage.setItem('auth_token', token());
    renderAt('/invoices/new');
    expect(await screen.findByText(/login page/)).toBeInTheDocument();
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('shows a Loading indicator while the session resolves', () => {
    render(
      <SessionContext.Provider value={{ state: { status: 'loading' }, signIn: jest.fn(), logout: jest.fn() }}>
        <MemoryRouter>
          <RequireAuth>
            <p>secret page</p>
          </RequireAuth>
        </MemoryRouter>
      </SessionContext.Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });
});

describe('session storage', () => {
  it('reads exp in seconds and compares it with now', () => {
    const token = fakeToken(2_000_000_000);
    expect(tokenExpiry(token)).toBe(2_000_000_000);
    localStorage.setItem('auth_token', token);
    expect(readSession(localStorage, 1_999_999_999_000)?.token).toBe(token);
    expect(readSession(localStorage, 2_000_000_000_000)).toBeNull();
  });

  it('returns to the remembered location, else /dashboard, never off-site or to the login screen', () => {
    expect(returnPath({ from: '/invoices/new' }, '')).toBe('/invoices/new');
    expect(returnPath(null, '?next=%2Finvoices')).toBe('/invoices');
    expect(returnPath(null, '')).toBe('/dashboard');
    expect(returnPath({ from: '//evil.example' }, '')).toBe('/dashboard');
    expect(returnPath({ from: '/login' }, '')).toBe('/dashboard');
  });
});
