import { CREDENTIALS } from '@keafx/schema';
import { sharedApolloClient } from '../../apollo/client';
import { serverMessage } from '../../apollo/errors';
import { LoginDocument, RegisterDocument } from '../../generated/graphql';
import type { SignedInUser } from '../../session/session';

/**
 * What the sign-in form does beyond drawing itself: the credentials command and the GraphQL
 * client. Its own chunk, fetched when the visitor first touches the form, so the page's first
 * load carries neither zod nor Apollo.
 */

export type Mode = 'login' | 'register';
export interface CredentialErrors {
  email?: string;
  password?: string;
}

const SHAPE_MESSAGE = 'Email must be a valid email address';

/**
 * The api's own command (schema/src/auth-commands.ts), read as a form: its rules, the fields named by their labels.
 * @public LoginPage loads this file with import(), which knip does not follow.
 */
export function validateCredentials(email: string, password: string): CredentialErrors {
  const checked = CREDENTIALS.form.parse({ email, password }, undefined);
  if (checked.ok) return {};
  const errors: CredentialErrors = {};
  for (const e of checked.errors) {
    // Only the shape message is worded for the form.
    if (e.field === 'email')
      errors.email = e.message === SHAPE_MESSAGE ? 'Enter a valid email address, like name@example.co.nz' : e.message;
    else if (e.field === 'password') errors.password = e.message;
  }
  return errors;
}

/**
 * Signs in or registers through GraphQL; resolves to the new session's token and user.
 * @public LoginPage loads this file with import(), which knip does not follow.
 */
export async function submitCredentials(
  mode: Mode,
  input: { email: string; password: string },
): Promise<{ token: string; user: SignedInUser }> {
  const client = sharedApolloClient();
  const payload =
    mode === 'login'
      ? (await client.mutate({ mutation: LoginDocument, variables: { input } })).data?.login
      : (await client.mutate({ mutation: RegisterDocument, variables: { input } })).data?.register;
  if (!payload) throw new Error('no session returned');
  return { token: payload.accessToken, user: payload.user };
}

export { serverMessage };
