import type { MockedResponse } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MeDocument } from '../generated/graphql';
import { SessionRefresh } from '../session/SessionRefresh';
import { SessionProvider } from '../session/SessionProvider';
import { fakeToken, renderWithApp } from '../test/render';
import { AppLayout } from './AppLayout';
import { MemberBanner, memberBannerText } from './MemberBanner';

const inAnHour = (): number => Math.floor(Date.now() / 1000) + 3600;

function signedInAs(businessRole?: string, businessName = 'Kiwi Exports Ltd'): void {
  localStorage.setItem('auth_token', fakeToken(inAnHour()));
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 'u2', email: 'aroha@example.co.nz', role: 'user', ...(businessRole ? { businessRole, businessName } : {}) }),
  );
}

const BANNER = { name: 'Your role in this business' };

function renderLayout(demo = false) {
  return render(
    <SessionProvider>
      <MemoryRouter>
        <AppLayout demo={demo}>
          <p>page</p>
        </AppLayout>
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe('the member banner', () => {
  it('tells an accountant whose business it is and what their role allows', async () => {
    signedInAs('accountant');
    renderLayout();
    expect(await screen.findByRole('region', BANNER)).toHaveTextContent(
      'You are signed in to Kiwi Exports Ltd as accountant: you can read, export, and record payments and rates.',
    );
  });

  it('tells a viewer they read only', async () => {
    signedInAs('viewer');
    renderLayout();
    expect(await screen.findByRole('region', BANNER)).toHaveTextContent(
      'You are signed in to Kiwi Exports Ltd as viewer: you can read everything but change nothing.',
    );
  });

  it('is not shown to the owner, to a session stored before roles, nor in the demo', async () => {
    signedInAs('owner');
    const { unmount } = renderLayout();
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
    unmount();

    signedInAs(undefined);
    const old = renderLayout();
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
    old.unmount();

    signedInAs('viewer');
    renderLayout(true);
    expect(await screen.findByRole('region', { name: 'Demo mode' })).toBeInTheDocument();
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
  });

  it('names the business once known', () => {
    expect(memberBannerText('viewer', null)).toBe(
      'You are signed in to this business as viewer: you can read everything but change nothing.',
    );
  });
});

describe('the session refreshed from `me` once per load', () => {
  const me = (businessRole: string): MockedResponse => ({
    request: { query: MeDocument },
    result: {
      data: {
        me: {
          __typename: 'User',
          id: 'u2',
          email: 'aroha@example.co.nz',
          role: 'user',
          createdAt: '2026-01-01T00:00:00.000Z',
          businessRole,
          businessName: 'Kiwi Exports Ltd',
        },
      },
    },
  });

  it('shows a role the owner changed since sign-in, and stores it', async () => {
    signedInAs(undefined); // stored before roles: the owner's console until `me` answers
    renderWithApp(
      <>
        <SessionRefresh />
        <MemberBanner />
      </>,
      { mocks: [me('viewer')] },
    );
    expect(await screen.findByRole('region', BANNER)).toHaveTextContent('as viewer');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ businessRole: 'viewer', businessName: 'Kiwi Exports Ltd' });
  });

  it('keeps the banner when `me` answers the same role', async () => {
    signedInAs('accountant');
    renderWithApp(
      <>
        <SessionRefresh />
        <MemberBanner />
      </>,
      { mocks: [me('accountant')] },
    );
    expect(await screen.findByRole('region', BANNER)).toHaveTextContent('as accountant');
  });
});
