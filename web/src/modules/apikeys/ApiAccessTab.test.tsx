import type { MockedResponse } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { ApiKeysDocument, WebhooksDocument } from '../../generated/graphql';
import { fakeToken, renderWithApp } from '../../test/render';
import { ApiAccessTab, OWNER_MANAGES_ACCESS } from './ApiAccessTab';

const KEY = {
  __typename: 'ApiKey' as const,
  id: 'k1',
  name: 'Xero sync',
  prefix: 'kfx_ab12',
  scope: 'read',
  createdAt: '2026-03-01T00:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
};

function mocks(): MockedResponse[] {
  return [
    { request: { query: ApiKeysDocument }, result: { data: { apiKeys: [KEY] } } },
    { request: { query: WebhooksDocument }, result: { data: { webhooks: [] } } },
  ];
}

function signedInAs(businessRole: string): void {
  localStorage.setItem('auth_token', fakeToken(Math.floor(Date.now() / 1000) + 3600));
  localStorage.setItem('user', JSON.stringify({ id: 'u1', email: 'aroha@accounts.co.nz', businessRole, businessName: 'Kiwi Exports Ltd' }));
}

describe('Settings, API access by role', () => {
  it('gives the owner the forms and Revoke', async () => {
    signedInAs('owner');
    renderWithApp(<ApiAccessTab demo={false} />, { mocks: mocks() });
    expect(await screen.findByText('Xero sync')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Create an API key' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Register a webhook' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke Xero sync' })).toBeInTheDocument();
    expect(screen.queryByText(OWNER_MANAGES_ACCESS)).not.toBeInTheDocument();
  });

  it.each(['accountant', 'viewer'])('shows a %s the keys and webhooks read-only, saying why', async (role) => {
    signedInAs(role);
    renderWithApp(<ApiAccessTab demo={false} />, { mocks: mocks() });
    expect(await screen.findByText('Xero sync')).toBeInTheDocument();
    expect(screen.getByText(OWNER_MANAGES_ACCESS)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create an API key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Register a webhook' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });
});
