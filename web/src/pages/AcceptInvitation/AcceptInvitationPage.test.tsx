import type { MockedResponse } from '@apollo/client/testing';
import { INVITATION_INVALID, ROLE_DESCRIPTIONS } from '@keafx/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { AcceptInvitationDocument, InvitationDocument } from '../../generated/graphql';
import { fakeToken, renderWithApp } from '../../test/render';
import { AcceptInvitation } from './AcceptInvitationPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789_-AB';
const COMMON =
  'This password is one of the 10,000 most common ones, which attackers try first. Please choose another: a few unrelated words work well.';

const details: MockedResponse = {
  request: { query: InvitationDocument, variables: { token: TOKEN } },
  result: {
    data: {
      invitation: {
        __typename: 'InvitationDetails',
        email: 'aroha@accounts.co.nz',
        role: 'accountant',
        businessName: 'Kiwi Exports Ltd',
        expiresAt: '2026-03-17T01:00:00.000Z',
      },
    },
  },
};

const refused = (field: string, message: string) => ({
  errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field, fields: [{ field, message }] } })],
});

function accepting(password: string, result: MockedResponse['result']): MockedResponse {
  return { request: { query: AcceptInvitationDocument, variables: { input: { token: TOKEN, password } } }, result };
}

function renderPage(mocks: MockedResponse[], token = TOKEN) {
  return renderWithApp(
    <Routes>
      <Route path="/accept-invitation" element={<AcceptInvitation />} />
      <Route path="/dashboard" element={<p>the dashboard</p>} />
      <Route path="/login" element={<p>sign in</p>} />
    </Routes>,
    { mocks, route: `/accept-invitation?token=${encodeURIComponent(token)}` },
  );
}

const join = (password: string) => {
  fireEvent.change(screen.getByLabelText('Choose a password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Join and sign in' }));
};

describe('/accept-invitation', () => {
  it('checks the link, then names the business, the e-mail (read-only) and the role', async () => {
    renderPage([details]);
    expect(screen.getByText('Checking the invitation...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Join Kiwi Exports Ltd' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('aroha@accounts.co.nz');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByText(/You are invited as/)).toHaveTextContent(`You are invited as accountant. ${ROLE_DESCRIPTIONS.accountant}`);
    expect(document.title).toBe('Join Kiwi Exports Ltd · Kea FX');
  });

  it('joins: stores the session with the role and opens the dashboard', async () => {
    const token = fakeToken(Math.floor(Date.now() / 1000) + 3600);
    const ok = accepting('a long walk home', {
      data: {
        acceptInvitation: {
          __typename: 'AuthPayload',
          accessToken: token,
          expiresAt: '2026-03-11T01:00:00.000Z',
          user: {
            __typename: 'User',
            id: 'u2',
            email: 'aroha@accounts.co.nz',
            role: 'user',
            createdAt: '2026-03-10T01:00:00.000Z',
            businessRole: 'accountant',
            businessName: 'Kiwi Exports Ltd',
          },
        },
      },
    });
    renderPage([details, ok]);
    await screen.findByRole('heading', { name: 'Join Kiwi Exports Ltd' });
    join('a long walk home');
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      businessRole: 'accountant',
      businessName: 'Kiwi Exports Ltd',
    });
  });

  it('says what is wrong with the password beside it, in the form’s words: too short here, too common from the api', async () => {
    renderPage([details, accepting('password1', refused('password', COMMON))]);
    await screen.findByRole('heading', { name: 'Join Kiwi Exports Ltd' });
    join('abc');
    const field = screen.getByLabelText('Choose a password');
    expect(field).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    join('password1');
    await waitFor(() => expect(field).toHaveAccessibleDescription(COMMON));
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('says INVITATION_INVALID, with a way to sign in, for a link that does not work', async () => {
    renderPage([{ request: details.request, result: refused('token', INVITATION_INVALID) }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_INVALID);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Choose a password')).not.toBeInTheDocument();
  });

  it('says the same at once, asking nothing, for a link cut short', async () => {
    renderPage([], 'short');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_INVALID);
  });

  it('says so when the link is used up between opening and joining', async () => {
    renderPage([details, accepting('a long walk home', refused('token', INVITATION_INVALID))]);
    await screen.findByRole('heading', { name: 'Join Kiwi Exports Ltd' });
    join('a long walk home');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_INVALID);
  });

  it('offers Try again when the link cannot be checked', async () => {
    renderPage([{ request: details.request, error: new Error('offline') }, details]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The invitation could not be checked. Check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Join Kiwi Exports Ltd' })).toBeInTheDocument();
  });
});
