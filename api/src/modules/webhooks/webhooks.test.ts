import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { bearer, createInvoice, startTestApp, testConfig, type TestApp, type TestUser } from '../../../test/harness';
import { until } from '../../../test/files';
import { createLogger } from '../../logger';
import { runReportCli } from '../../report-cli';
import { buildInvoice } from '../../../test/factories';
import { isPrivateAddress } from './webhook-targets';
import { DELIVERY_PER_OWNER } from './webhook-queue';
import { verifySignature } from './webhook-signature';

/** Webhooks end to end: a real local HTTP receiver, the real queue (pg-boss) and PostgreSQL. */
interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let app: TestApp;
let receiver: Server;
let base = '';
const received = new Map<string, Received[]>();
/** Statuses the receiver answers per path, in order (then 200). */
const answers = new Map<string, number[]>();

beforeAll(async () => {
  app = await startTestApp({ config: { webhookRetryLimit: 3, webhookRetryDelaySeconds: 1, reportPollSeconds: 0.5 } });
  await app.server.services.webhookQueue.stop();
  await app.server.services.webhookQueue.start(true);
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      const path = req.url ?? '/';
      received.set(path, [...(received.get(path) ?? []), { headers: req.headers, body }]);
      const status = answers.get(path)?.shift() ?? 200;
      res.statusCode = status;
      res.end(status === 200 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
  await app?.stop();
});

async function register(user: TestUser, path: string, events: string[]): Promise<{ id: string; secret: string }> {
  const res = await app
    .http()
    .post('/me/webhooks')
    .set(...bearer(user))
    .send({ url: `${base}${path}`, events });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const deliveries = async (user: TestUser, id: string) =>
  (
    await app
      .http()
      .get(`/me/webhooks/${id}/deliveries`)
      .set(...bearer(user))
  ).body as {
    id: string;
    event_type: string;
    status: string;
    attempts: number;
    last_status_code: number;
    history: { status_code: number; latency_ms: number }[];
  }[];

describe('deliveries', () => {
  it('arrive signed at a local receiver, are retried after a 500, and are recorded with each attempt', async () => {
    const user = await app.register('hook');
    const hook = await register(user, '/status', ['invoice.status_changed']);
    expect(hook.secret).toMatch(/^whsec_/);
    answers.set('/status', [500]);
    const invoice = await createInvoice(app, user, { amount: 250 });
    expect(
      (
        await app
          .http()
          .post(`/me/invoices/${invoice.id}/send`)
          .set(...bearer(user))
      ).status,
    ).toBe(200);

    const got = await until(
      'two attempts',
      () => received.get('/status') ?? [],
      (r) => r.length >= 2,
    );
    expect(got).toHaveLength(2);
    for (const r of got) {
      expect(verifySignature(hook.secret, r.body, String(r.headers['kea-signature']), app.clock.now())).toBe(true);
      expect(verifySignature('whsec_wrong', r.body, String(r.headers['kea-signature']), app.clock.now())).toBe(false);
    }
    expect(got[0]?.body).toBe(got[1]?.body);
    const payload = JSON.parse(got[1]?.body ?? 'null');
    expect(payload).toEqual({
      id: expect.any(String),
      type: 'invoice.status_changed',
      time: app.clock.now().toISOString(),
      data: {
        invoice: {
          id: invoice.id,
          number: invoice.number ?? expect.any(Number),
          counterparty: 'Acme Ltd',
          currency: 'USD',
          amount: '250.00',
        },
        from: 'draft',
        to: 'sent',
      },
    });
    expect(got[1]?.headers['kea-event-id']).toBe(payload.id);

    const [delivery] = await until(
      'the delivery recorded as succeeded',
      () => deliveries(user, hook.id),
      (d) => d[0]?.status === 'succeeded',
    );
    expect(delivery).toMatchObject({ event_type: 'invoice.status_changed', status: 'succeeded', attempts: 2, last_status_code: 200 });
    expect(delivery?.history.map((h) => h.status_code)).toEqual([500, 200]);
    expect(delivery?.history.every((h) => Number.isInteger(h.latency_ms) && h.latency_ms >= 0)).toBe(true);

    const resent = await app
      .http()
      .post(`/me/webhooks/${hook.id}/deliveries/${delivery?.id}/resend`)
      .set(...bearer(user));
    expect(resent.status).toBe(202);
    const again = await until(
      'the re-send',
      () => received.get('/status') ?? [],
      (r) => r.length >= 3,
    );
    expect(JSON.parse(again[2]?.body ?? 'null').id).toBe(payload.id);
    expect(verifySignature(hook.secret, again[2]?.body ?? '', String(again[2]?.headers['kea-signature']), app.clock.now())).toBe(true);
  });

  it('tells of an invoice becoming overdue in the sweep', async () => {
    const user = await app.register('overduehook');
    const hook = await register(user, '/overdue', ['invoice.status_changed']);
    await buildInvoice(app, user, { status: 'sent', due_date: '2026-06-01', sent_date: '2026-05-20', booked_rate: '1.6' });
    await app.server.services.overdue.sweep();
    const got = await until(
      'the overdue event',
      () => received.get('/overdue') ?? [],
      (r) => r.length >= 1,
    );
    expect(JSON.parse(got[0]?.body ?? 'null').data).toMatchObject({ from: 'sent', to: 'overdue' });
    await until(
      'recorded',
      () => deliveries(user, hook.id),
      (d) => d[0]?.status === 'succeeded',
    );
  });

  it("tells of a report the CLI made: its process queues report.completed and the api's queue delivers it", async () => {
    const user = await app.register('clihook');
    const hook = await register(user, '/cli', ['report.completed']);
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'keafx-cli-hook-')), 'report.csv');
    const args = ['--email', user.email, '--template', 'overdue-summary', '--from', '2026-01-01', '--to', '2026-12-31'];
    const result = await runReportCli([...args, '--format', 'csv', '--out', out], testConfig(), app.clock, createLogger('error'));
    expect(result.code).toBe(0);
    const jobId = /report job (\S+)\)/.exec(result.message)?.[1];
    const got = await until(
      'the report.completed event',
      () => received.get('/cli') ?? [],
      (r) => r.length >= 1,
    );
    const event = JSON.parse(got[0]?.body ?? 'null') as { type: string; data: { job_id: string; download_url: string } };
    expect(event.type).toBe('report.completed');
    expect(event.data).toEqual({ job_id: jobId, download_url: `/me/reports/jobs/${jobId}/download` });
    await until(
      'recorded',
      () => deliveries(user, hook.id),
      (d) => d[0]?.status === 'succeeded',
    );
  });

  it('takes ten replacements of the thresholds at once: every one answers 200 and one whole list is left (issue 25)', async () => {
    const user = await app.register('threshold-race');
    const lists = Array.from({ length: 10 }, (_, i) => [
      { currency: 'USD', threshold_nzd: 1000 + i },
      { currency: i % 2 ? 'EUR' : 'GBP', threshold_nzd: 2000 + i },
    ]);
    const answers = await Promise.all(
      lists.map((thresholds) =>
        app
          .http()
          .put('/me/exposure-thresholds')
          .set(...bearer(user))
          .send({ thresholds }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const left = await app
      .http()
      .get('/me/exposure-thresholds')
      .set(...bearer(user));
    const kept = (left.body as { currency: string; threshold_nzd: number }[]).map((t) => ({
      currency: t.currency,
      threshold_nzd: t.threshold_nzd,
    }));
    const sorted = (l: { currency: string; threshold_nzd: number }[]) => [...l].sort((a, b) => a.currency.localeCompare(b.currency));
    expect(lists.map(sorted)).toContainEqual(sorted(kept));
  });

  it('fires exposure.threshold_crossed once when a send crosses the threshold, not on every later change', async () => {
    const user = await app.register('threshold');
    const set = await app
      .http()
      .put('/me/exposure-thresholds')
      .set(...bearer(user))
      .send({ thresholds: [{ currency: 'USD', threshold_nzd: 1000 }] });
    expect(set.status).toBe(200);
    expect(set.body).toEqual([{ currency: 'USD', threshold_nzd: 1000, above: false }]);
    const crossed = await register(user, '/crossed', ['exposure.threshold_crossed']);
    const changed = await register(user, '/changed', ['exposure.changed']);
    const first = await createInvoice(app, user, { amount: 900 });
    await app
      .http()
      .post(`/me/invoices/${first.id}/send`)
      .set(...bearer(user));
    const second = await createInvoice(app, user, { amount: 300 });
    await app
      .http()
      .post(`/me/invoices/${second.id}/send`)
      .set(...bearer(user));
    // Four invoice changes (two creates, two sends): four exposure.changed deliveries once all were handled.
    await until(
      'every exposure.changed',
      () => deliveries(user, changed.id),
      (d) => d.length >= 4 && d.every((x) => x.status === 'succeeded'),
    );
    const fired = await until(
      'the crossing delivered',
      () => deliveries(user, crossed.id),
      (d) => d.length >= 1 && d.every((x) => x.status === 'succeeded'),
    );
    expect(fired).toHaveLength(1);
    const body = JSON.parse((received.get('/crossed') ?? [])[0]?.body ?? 'null');
    expect(body).toMatchObject({ type: 'exposure.threshold_crossed', data: { currency: 'USD', threshold_nzd: 1000, direction: 'up' } });
    expect(body.data.exposure_nzd).toBeGreaterThanOrEqual(1000);
    expect(
      (
        await app
          .http()
          .get('/me/exposure-thresholds')
          .set(...bearer(user))
      ).body,
    ).toEqual([{ currency: 'USD', threshold_nzd: 1000, above: true }]);
  });
});

describe('registering webhooks', () => {
  it.each([
    [[], 'The request body must be a JSON object.'],
    [
      {},
      'url is required and must be text; events must be a list of one or more of invoice.status_changed, exposure.changed, exposure.threshold_crossed, report.completed',
    ],
    [{ url: 42, events: ['exposure.changed'] }, 'url is required and must be text'],
    [{ url: 'ftp://example.com/x', events: ['exposure.changed'] }, 'url must be an absolute http:// or https:// URL'],
    [{ url: 'not a url', events: ['exposure.changed'] }, 'url must be an absolute http:// or https:// URL'],
    [{ url: 'https://user:pw@example.com/', events: ['exposure.changed'] }, 'url must not carry a user name or password'],
    [{ url: `https://example.com/${'x'.repeat(2001)}`, events: ['exposure.changed'] }, 'url must be at most 2000 characters'],
    [
      { url: 'https://example.com/', events: [] },
      'events must be a list of one or more of invoice.status_changed, exposure.changed, exposure.threshold_crossed, report.completed',
    ],
    [
      { url: 'https://example.com/', events: 'exposure.changed' },
      'events must be a list of one or more of invoice.status_changed, exposure.changed, exposure.threshold_crossed, report.completed',
    ],
    [
      { url: 'https://example.com/', events: ['invoice.deleted'] },
      '"invoice.deleted" is not an event; use invoice.status_changed, exposure.changed, exposure.threshold_crossed, report.completed',
    ],
    [{ url: 'https://example.com/', events: ['exposure.changed'], constructor: 1 }, '"constructor" is not a field here; send url, events'],
    [
      JSON.parse('{"url":"https://example.com/","events":["exposure.changed"],"__proto__":{"x":1}}'),
      '"__proto__" is not a field here; send url, events',
    ],
    [{ url: 'https://exa\u0000mple.com/', events: ['exposure.changed'] }, 'url must be an absolute http:// or https:// URL'],
  ])('refuses %j with 400 and registers nothing', async (body, detail) => {
    const user = await app.register('hookbad');
    const res = await app
      .http()
      .post('/me/webhooks')
      .set(...bearer(user))
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect(
      (
        await app
          .http()
          .get('/me/webhooks')
          .set(...bearer(user))
      ).body,
    ).toEqual([]);
  });

  it.each([
    [{ thresholds: [{ currency: 'XXX', threshold_nzd: 5 }] }, 'thresholds[0].currency must be a supported currency code or TOTAL'],
    [
      { thresholds: [{ currency: 'USD', threshold_nzd: -5 }] },
      'thresholds[0].threshold_nzd must be a positive NZD amount with at most 2 decimals',
    ],
    [
      { thresholds: [{ currency: 'USD', threshold_nzd: 'NaN' }] },
      'thresholds[0].threshold_nzd must be a positive NZD amount with at most 2 decimals',
    ],
    [
      { thresholds: [{ currency: 'USD', threshold_nzd: 1e20 }] },
      'thresholds[0].threshold_nzd must be a positive NZD amount with at most 2 decimals',
    ],
    [
      {
        thresholds: [
          { currency: 'USD', threshold_nzd: 5 },
          { currency: 'usd', threshold_nzd: 6 },
        ],
      },
      'thresholds[1].currency USD appears twice',
    ],
    [
      JSON.parse('{"thresholds":[{"currency":"TOTAL","threshold_nzd":5,"__proto__":{"x":1}}]}'),
      'thresholds[0] must be an object with currency and threshold_nzd only',
    ],
    [{ thresholds: [{ currency: 'TOTAL\u0000', threshold_nzd: 5 }] }, 'thresholds[0].currency must be a supported currency code or TOTAL'],
    [{ thresholds: 'USD' }, 'thresholds must be a list of at most 50 {currency, threshold_nzd}'],
  ])('refuses thresholds %j with 400', async (body, detail) => {
    const user = await app.register('thrbad');
    const res = await app
      .http()
      .put('/me/exposure-thresholds')
      .set(...bearer(user))
      .set('content-type', 'application/json')
      .send(JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail });
    expect(
      (
        await app
          .http()
          .get('/me/exposure-thresholds')
          .set(...bearer(user))
      ).body,
    ).toEqual([]);
  });

  it('bounds the fan-out: ten endpoints per event, twenty in all, and one URL never twice for an event (issue 25)', async () => {
    const user = await app.register('hooklimits');
    const post = (url: string, events: string[]) =>
      app
        .http()
        .post('/me/webhooks')
        .set(...bearer(user))
        .send({ url, events });
    for (let i = 0; i < 10; i++) expect((await post(`${base}/s${i}`, ['invoice.status_changed'])).status).toBe(201);
    const eleventh = await post(`${base}/s10`, ['exposure.changed', 'invoice.status_changed']);
    expect([eleventh.status, eleventh.body]).toEqual([
      409,
      { detail: 'At most 10 webhooks can listen for invoice.status_changed; delete one of them or choose other events.' },
    ]);
    const again = await post(`${base}/s3`, ['report.completed', 'invoice.status_changed']);
    expect([again.status, again.body]).toEqual([
      409,
      { detail: `${base}/s3 already receives invoice.status_changed from another webhook; delete that one first to change its events.` },
    ]);
    // The same URL for another event is a separate subscription.
    expect((await post(`${base}/s3`, ['report.completed'])).status).toBe(201);
    for (let i = 0; i < 9; i++) expect((await post(`${base}/e${i}`, ['exposure.changed'])).status).toBe(201);
    const twentyFirst = await post(`${base}/r1`, ['report.completed']);
    expect([twentyFirst.status, twentyFirst.body]).toEqual([409, { detail: 'You can register at most 20 webhooks; delete one first.' }]);
    const listed = await app
      .http()
      .get('/me/webhooks')
      .set(...bearer(user));
    expect(listed.body).toHaveLength(20);
  });

  it("keeps owners apart: another owner's webhook is 404 everywhere, a malformed id 400", async () => {
    const owner = await app.register('hookowner');
    const stranger = await app.register('hookstranger');
    const hook = await register(owner, '/isolation', ['report.completed']);
    expect(
      (
        await app
          .http()
          .get('/me/webhooks')
          .set(...bearer(stranger))
      ).body,
    ).toEqual([]);
    const paths: [string, string][] = [
      ['delete', `/me/webhooks/${hook.id}`],
      ['get', `/me/webhooks/${hook.id}/deliveries`],
      ['post', `/me/webhooks/${hook.id}/deliveries/00000000-0000-4000-8000-000000000000/resend`],
    ];
    for (const [method, path] of paths) {
      const agent = app.http() as unknown as Record<string, ((p: string) => ReturnType<ReturnType<TestApp['http']>['get']>) | undefined>;
      const send = agent[method];
      if (!send) throw new Error(`supertest has no method ${method}`);
      const res = await send.call(agent, path).set(...bearer(stranger));
      expect(res.status).toBe(404);
      expect(res.body.detail).toMatch(/was not found$/);
    }
    for (const bad of ['1', '__proto__', 'constructor']) {
      const res = await app
        .http()
        .get(`/me/webhooks/${bad}/deliveries`)
        .set(...bearer(owner));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'id must be a webhook id (a UUID)' });
    }
    expect(
      (
        await app
          .http()
          .get('/me/webhooks')
          .set(...bearer(owner))
      ).body,
    ).toEqual([
      {
        id: hook.id,
        url: `${base}/isolation`,
        events: ['report.completed'],
        created_at: expect.any(String),
        paused_at: null,
        failed_in_a_row: 0,
      },
    ]);
    expect(
      (
        await app
          .http()
          .delete(`/me/webhooks/${hook.id}`)
          .set(...bearer(owner))
      ).status,
    ).toBe(200);
    expect(
      (
        await app
          .http()
          .get('/me/webhooks')
          .set(...bearer(owner))
      ).body,
    ).toEqual([]);
  });

  it('refuses loopback and private targets when the configuration does not allow them', async () => {
    const strict = await startTestApp({ config: { webhookAllowPrivateTargets: false } });
    try {
      const user = await strict.register('strict');
      for (const url of [
        'http://127.0.0.1:9/x',
        'http://localhost/x',
        'http://10.1.2.3/',
        'http://[::1]/',
        'http://169.254.169.254/latest',
      ]) {
        const res = await strict
          .http()
          .post('/me/webhooks')
          .set(...bearer(user))
          .send({ url, events: ['exposure.changed'] });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ detail: 'url must not point at a loopback, private or link-local address' });
      }
    } finally {
      await strict.stop();
    }
    expect(
      ['127.0.0.1', '::1', '10.0.0.1', '172.20.1.1', '192.168.1.1', '::ffff:127.0.0.1', 'fd00::1', '100.64.0.1'].every(isPrivateAddress),
    ).toBe(true);
    expect(['8.8.8.8', '2606:4700:4700::1111', '1.1.1.1'].some(isPrivateAddress)).toBe(false);
  });
});

describe('webhooks over GraphQL', () => {
  it('registers, lists and deletes, with coded errors for bad input and for another owner', async () => {
    const user = await app.register('gqlhook');
    const stranger = await app.register('gqlhookother');
    const reg = await app.gql<{ registerWebhook: { secret: string; webhook: { id: string; events: string[] } } }>(
      user.token,
      `mutation { registerWebhook(input: {url: "${base}/gql", events: ["report.completed"]}) { secret webhook { id events } } }`,
    );
    expect(reg.data?.registerWebhook.secret).toMatch(/^whsec_/);
    const id = reg.data?.registerWebhook.webhook.id;
    const bad = await app.gql(user.token, 'mutation { registerWebhook(input: {url: "javascript:alert(1)", events: ["nope"]}) { secret } }');
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(bad.errors?.[0]?.message).toBe(
      'url must be an absolute http:// or https:// URL; "nope" is not an event; use invoice.status_changed, exposure.changed, exposure.threshold_crossed, report.completed',
    );
    const theirs = await app.gql(stranger.token, `{ webhookDeliveries(webhookId: "${id}") { id } }`);
    expect(theirs.errors?.[0]).toMatchObject({ message: 'Webhook was not found', extensions: { code: 'NOT_FOUND' } });
    expect((await app.gql(stranger.token, '{ webhooks { id } }')).data).toEqual({ webhooks: [] });
    expect((await app.gql(user.token, `mutation { deleteWebhook(id: "${id}") { id } }`)).data).toEqual({ deleteWebhook: { id } });
    expect((await app.gql(user.token, '{ webhooks { id } }')).data).toEqual({ webhooks: [] });
  });
});

describe('fair delivery between owners (issue 25)', () => {
  it("delivers owner B's event within seconds while owner A's 20 endpoints never answer", async () => {
    // A receiver that takes the request and never answers: each of A's attempts holds its slot until the timeout.
    const hung: import('node:http').ServerResponse[] = [];
    // The attempts still waiting: one that timed out (its client gave up) has freed its slot for the next.
    const open = new Set<import('node:http').ServerResponse>();
    const silent = createServer((_req, res) => {
      hung.push(res);
      open.add(res);
      res.on('close', () => open.delete(res));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentBase = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const a = await app.register('fair-a');
      const b = await app.register('fair-b');
      // Twenty endpoints, ten for each of the two events a send sets off (WEBHOOK_ENDPOINTS_PER_EVENT is 10).
      for (let i = 0; i < 20; i++) {
        const res = await app
          .http()
          .post('/me/webhooks')
          .set(...bearer(a))
          .send({ url: `${silentBase}/a${i}`, events: [i < 10 ? 'invoice.status_changed' : 'exposure.changed'] });
        expect(res.status).toBe(201);
      }
      const bHook = await register(b, '/fair-b', ['invoice.status_changed']);
      const aInvoice = await createInvoice(app, a);
      await app
        .http()
        .post(`/me/invoices/${aInvoice.id}/send`)
        .set(...bearer(a));
      await until(
        'A’s attempts to start',
        () => hung.length,
        (n) => n >= 4,
        10_000,
      );
      const sentAt = Date.now();
      const bInvoice = await createInvoice(app, b);
      await app
        .http()
        .post(`/me/invoices/${bInvoice.id}/send`)
        .set(...bearer(b));
      await until(
        'B’s delivery',
        () => deliveries(b, bHook.id),
        (d) => d[0]?.status === 'succeeded',
        5_000,
      );
      expect(Date.now() - sentAt).toBeLessThan(5_000);
      // A holds at most its share of the slots meanwhile (on a slow machine its first attempts may
      // have timed out and been retried, so count those still waiting, not all there were).
      expect(open.size).toBeLessThanOrEqual(DELIVERY_PER_OWNER);
      expect(open.size).toBeGreaterThan(0);
    } finally {
      for (const res of hung) res.destroy();
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
