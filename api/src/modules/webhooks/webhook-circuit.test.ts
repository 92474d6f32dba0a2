import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_PAUSE_AFTER } from '@keafx/schema';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { until } from '../../../test/files';

/** The circuit per endpoint (issue 25), on an api whose deliveries get one attempt each. */
let app: TestApp;
let receiver: Server;
let base = '';
let failing = true;
let calls = 0;

beforeAll(async () => {
  app = await startTestApp({ config: { webhookRetryLimit: 0, webhookRetryDelaySeconds: 1, reportPollSeconds: 0.5 } });
  await app.server.services.webhookQueue.stop();
  await app.server.services.webhookQueue.start(true);
  receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      calls += 1;
      res.statusCode = failing ? 500 : 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await app.stop();
});

const send = async (user: TestUser): Promise<void> => {
  const inv = await createInvoice(app, user);
  await app
    .http()
    .post(`/me/invoices/${inv.id}/send`)
    .set(...bearer(user));
};
const hooks = async (user: TestUser) =>
  (
    await app
      .http()
      .get('/me/webhooks')
      .set(...bearer(user))
  ).body as { id: string; paused_at: string | null; failed_in_a_row: number }[];

describe('an endpoint that keeps failing', () => {
  it(`is paused after ${WEBHOOK_PAUSE_AFTER} failed deliveries in a row, says so, gets no more, and resumes`, async () => {
    const user = await app.register('circuit');
    const res = await app
      .http()
      .post('/me/webhooks')
      .set(...bearer(user))
      .send({ url: `${base}/down`, events: ['invoice.status_changed'] });
    const id = res.body.id as string;
    for (let i = 1; i <= WEBHOOK_PAUSE_AFTER; i++) {
      await send(user);
      await until(
        `failure ${i}`,
        () => hooks(user),
        (h) => h[0]?.failed_in_a_row === i,
      );
    }
    const [paused] = await hooks(user);
    expect(paused).toMatchObject({ failed_in_a_row: WEBHOOK_PAUSE_AFTER, paused_at: expect.any(String) });
    const audit = await app
      .http()
      .get('/me/audit?action=webhook.paused')
      .set(...bearer(user));
    expect(audit.body).toEqual([
      expect.objectContaining({
        actor: 'system (webhooks)',
        message: `Paused the webhook to ${base}/down: ${WEBHOOK_PAUSE_AFTER} deliveries in a row failed every attempt. Fix the endpoint, then resume it in Settings, API access.`,
      }),
    ]);

    // Paused: a new event makes no delivery for it.
    const before = calls;
    await send(user);
    await new Promise((r) => setTimeout(r, 1500));
    expect(calls).toBe(before);
    const listed = await app
      .http()
      .get(`/me/webhooks/${id}/deliveries`)
      .set(...bearer(user));
    expect(listed.body).toHaveLength(WEBHOOK_PAUSE_AFTER);

    // Fixed and resumed (GraphQL too): the next event is delivered and the count starts again.
    failing = false;
    const resumed = await app.gql<{ resumeWebhook: { pausedAt: string | null; failedInARow: number } }>(
      user.token,
      `mutation { resumeWebhook(id: "${id}") { pausedAt failedInARow } }`,
    );
    expect(resumed.data?.resumeWebhook).toEqual({ pausedAt: null, failedInARow: 0 });
    await send(user);
    await until(
      'the delivery after resuming',
      async () => calls,
      (n) => n === before + 1,
    );
    const stranger = await app.register('circuit-other');
    const theirs = await app
      .http()
      .post(`/me/webhooks/${id}/resume`)
      .set(...bearer(stranger));
    expect(theirs.status).toBe(404);
  });

  it('counts only deliveries that failed every attempt in a row: a success starts it again', async () => {
    failing = true;
    const user = await app.register('circuit-reset');
    await app
      .http()
      .post('/me/webhooks')
      .set(...bearer(user))
      .send({ url: `${base}/flaky`, events: ['invoice.status_changed'] });
    await send(user);
    await send(user);
    await until(
      'two failures',
      () => hooks(user),
      (h) => h[0]?.failed_in_a_row === 2,
    );
    failing = false;
    await send(user);
    await until(
      'the success',
      () => hooks(user),
      (h) => h[0]?.failed_in_a_row === 0,
    );
    expect((await hooks(user))[0]?.paused_at).toBeNull();
  });
});
