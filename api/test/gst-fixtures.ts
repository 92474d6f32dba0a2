import { bearer, type TestApp, type TestUser } from './harness';

/**
 * An owner registered for GST (IR's published valid IRD number 49-091-850), trading as Kiwi Studio
 * Ltd, with any other business details given (issue 27's suites share it).
 */
export async function gstRegisteredOwner(app: TestApp, tag: string, more: Record<string, unknown> = {}): Promise<TestUser> {
  const user = await app.register(tag);
  const saved = await app
    .http()
    .put('/me/profile')
    .set(...bearer(user))
    .send({ company_name: 'Kiwi Studio Ltd', gst_registered: true, gst_number: '49-091-850', ...more });
  if (saved.status !== 200 || saved.body.gst_registered !== true)
    throw new Error(`registering for GST failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  return user;
}
