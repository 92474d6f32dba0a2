import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider } from '../session/SessionProvider';

/** Renders with a router, the session and Apollo's mocked link. */
export function renderWithApp(ui: ReactElement, { mocks = [], route = '/' }: { mocks?: MockedResponse[]; route?: string } = {}) {
  return render(
    <MockedProvider mocks={mocks}>
      <SessionProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </SessionProvider>
    </MockedProvider>,
  );
}

/** A JWT-shaped token whose payload carries `exp` (seconds); the signature is not checked here. */
export function fakeToken(expSeconds: number): string {
  const b64 = (o: object): string => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'u1', exp: expSeconds })}.signature`;
}
