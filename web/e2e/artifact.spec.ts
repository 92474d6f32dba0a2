import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import type { FlowResult } from '../../scripts/integrator/result';
import { registerViaApi } from './helpers';

/**
 * The shipped artifact, as integrators and browsers get it: this run's server is `node
 * api/dist/main.js` (tsc's build, started by scripts/e2e.mjs exactly as `npm start` runs it, on a
 * throwaway database with the feed off). Jest runs the source through swc, which once hid a
 * build-only 500 on /openapi.json; these checks ask the build itself.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const NO_PHONE_HOME = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_UPDATE_NOTIFIER: '1' };

interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema: { enum?: string[] } }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
}

let api: APIRequestContext;
let token: string;
/** Ids of the sample owner's things, by the path segment that names them. */
const ids: Record<string, string> = {};

async function json<T>(res: { status(): number; json(): Promise<unknown>; url(): string }, status = 201): Promise<T> {
  expect(res.status(), res.url()).toBe(status);
  return (await res.json()) as T;
}

test.beforeAll(async ({ baseURL }) => {
  const session = await registerViaApi(await playwrightRequest.newContext({ baseURL }));
  token = session.token;
  api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  // Invoices in several currencies and every status: drafts, sent, paid, and overdue (due in the past).
  const made: { id: number; customer_id: string }[] = [];
  for (const [counterparty, currency, amount, issued, due] of [
    ['Acme Cloud Inc', 'USD', 12000.5, '2026-01-10', '2027-03-31'],
    ['Bergmann GmbH', 'EUR', 8400, '2026-01-12', '2027-02-28'],
    ['ＡＢＣ株式会社', 'JPY', 1250000, '2026-01-15', '2027-01-31'],
    ['Thames Ltd', 'GBP', 3100.25, '2025-10-01', '2025-11-01'],
    ['Outback Pty', 'AUD', 990, '2026-02-01', '2027-04-30'],
  ] as const)
    made.push(await json(await api.post('/me/invoices', { data: { counterparty, currency, amount, issued_date: issued, due_date: due } })));
  const [usd, eur, jpy, gbp] = made;
  for (const inv of [usd, eur, jpy, gbp]) expect((await api.post(`/me/invoices/${inv!.id}/send`)).status()).toBe(200);
  expect((await api.post(`/me/invoices/${eur!.id}/pay`, { data: { settlement_rate: 1.7 } })).status()).toBe(200);
  // Registered for GST, so its GST return answers too.
  const profile = await api.put('/me/profile', { data: { company_name: 'Artifact Ltd', gst_registered: true, gst_number: '49-091-850' } });
  expect(profile.status(), await profile.text()).toBe(200);
  ids.invoices = String(usd!.id);
  // A credit note against the sent USD invoice (issue 27), for the credit notes' paths.
  ids['credit-notes'] = String(
    (await json<{ id: number }>(await api.post(`/me/invoices/${usd!.id}/credit-notes`, { data: { reason: 'Goodwill', amount: 100 } }))).id,
  );
  ids.customers = usd!.customer_id;
  ids.hedges = String(
    (
      await json<{ id: string }>(
        await api.post('/me/hedges', {
          data: { currency: 'USD', amount: 5000, locked_rate: 1.62, maturity_date: '2027-03-31', bank: 'ANZ' },
        }),
      )
    ).id,
  );
  const [down, up] = [
    await json<{ id: string }>(await api.post('/me/scenarios', { data: { name: 'USD down 10%', shocks: { USD: -0.1 } } })),
    await json<{ id: string }>(await api.post('/me/scenarios', { data: { name: 'USD up 5%', shocks: { USD: 0.05 } } })),
  ];
  ids.scenarios = String(down.id);
  ids.compare = `${down.id},${up.id}`;
  const job = await json<{ id: string; status: string }>(
    await api.post('/me/reports/jobs', { data: { template: 'exposure-summary', format: 'csv', from: '2026-01-01', to: '2027-12-31' } }),
    202,
  );
  ids.jobs = job.id;
  await expect
    .poll(async () => ((await (await api.get(`/me/reports/jobs/${job.id}`)).json()) as { status: string }).status, { timeout: 20_000 })
    .toBe('completed');
  ids.webhooks = String(
    (
      await json<{ id: string }>(
        await api.post('/me/webhooks', { data: { url: 'https://93.184.215.14/kea', events: ['report.completed'] } }),
      )
    ).id,
  );
  const imported = await api.post('/me/invoices/import', {
    headers: { 'content-type': 'text/csv' },
    data: 'Invoice #,Company,Amount,Currency,Issue Date,Status\nINV-0100,Imported Ltd,150,SGD,2026-03-01,Draft\n',
  });
  expect(imported.status(), await imported.text()).toBe(201);
  // The import's id is its audit event's entity (the latest event).
  ids.imports = ((await (await api.get('/me/audit?limit=1')).json()) as { entity_id: string }[])[0]!.entity_id;
});

/** A URL for a documented GET: path ids from the sample owner, enums by their first value, required queries filled. */
function urlFor(openPath: string, op: Operation): string {
  const params = op.parameters ?? [];
  const filled = openPath.replace(/\{(\w+)\}/g, (_, name: string) => {
    const enumValues = params.find((p) => p.name === name)?.schema.enum;
    if (enumValues?.length) return enumValues[0]!;
    const owner = openPath
      .match(/\/(invoices|credit-notes|customers|hedges|scenarios|jobs|webhooks|imports)\/\{/g)
      ?.at(-1)
      ?.slice(1, -2);
    const id = owner ? ids[owner] : undefined;
    if (!id) throw new Error(`no sample id for ${openPath}`);
    return id;
  });
  const query = new URLSearchParams();
  for (const p of params.filter((x) => x.in === 'query' && x.required)) {
    // The GST return's range is one of the owner's GST periods (two-monthly, March balance month: February and March).
    const gst = openPath.startsWith('/me/gst/');
    const known: Record<string, string> = {
      from: gst ? '2026-02-01' : '2026-01-01',
      to: gst ? '2026-03-31' : '2027-12-31',
      shocks: 'USD:-0.1',
      ids: ids.compare!,
      key: 'all',
    };
    query.set(p.name, p.schema.enum?.[0] ?? known[p.name] ?? '');
  }
  const q = query.toString();
  return q ? `${filled}?${q}` : filled;
}

test('every GET the served /openapi.json lists answers from the built server: no 5xx, JSON where JSON is declared', async () => {
  test.setTimeout(90_000);
  const res = await api.get('/openapi.json');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/json/);
  const doc = (await res.json()) as Doc;
  const gets = Object.entries(doc.paths).flatMap(([p, ops]) => (ops.get ? [[p, ops.get] as const] : []));
  expect(gets.length).toBeGreaterThan(45);
  const wrong: string[] = [];
  for (const [openPath, op] of gets) {
    const url = urlFor(openPath, op);
    const answer = await api.get(url);
    const status = answer.status();
    const type = answer.headers()['content-type'] ?? '';
    const success = Object.entries(op.responses).find(([code]) => code.startsWith('2'));
    const declared = Object.keys(success?.[1].content ?? {});
    if (status >= 500) wrong.push(`${url} → ${status}`);
    else if (status >= 400) wrong.push(`${url} → ${status} ${(await answer.text()).slice(0, 120)}`);
    else if (declared.length && !declared.some((m) => type.startsWith(m)))
      wrong.push(`${url} → ${type}, declared ${declared.join(' or ')}`);
    else if (type.startsWith('application/json')) await answer.json().catch(() => wrong.push(`${url} → JSON that does not parse`));
  }
  expect(wrong).toEqual([]);
});

test('the served /openapi.json passes redocly lint with its recommended rules: 0 errors, 0 warnings', async () => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'keafx-openapi-'));
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, await (await api.get('/openapi.json')).text());
  let out: string;
  try {
    out = execFileSync('npx', ['redocly', 'lint', file, '--format=json', '--max-problems=1000'], {
      cwd: ROOT,
      env: NO_PHONE_HOME,
    }).toString();
  } catch (e) {
    out = String((e as { stdout?: Buffer }).stdout ?? e);
  }
  const report = JSON.parse(out.slice(out.indexOf('{'))) as {
    totals: { errors: number; warnings: number };
    problems: { ruleId: string; message: string }[];
  };
  expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
});

test('a typed client generated from the served document type-checks and runs an integrator flow', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const generated = path.join(ROOT, 'scripts/integrator/openapi.generated.ts');
  execFileSync('npx', ['openapi-typescript', `${baseURL}/openapi.json`, '-o', generated], { cwd: ROOT, env: NO_PHONE_HOME, stdio: 'pipe' });
  // tsc fails the test (with its errors in the message) when the flow does not compile against the document.
  execFileSync('npx', ['tsc', '-p', 'scripts/integrator'], { cwd: ROOT, stdio: 'pipe' });
  const out = execFileSync(process.execPath, ['-r', '@swc-node/register', 'scripts/integrator/run.ts', baseURL!, token], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  }).toString();
  const result = JSON.parse(out) as FlowResult;
  expect(result.invoiceNumbers).toEqual(['INV-0001', 'INV-0002']);
  expect(result.exposureCurrencies).toEqual(expect.arrayContaining(['USD', 'JPY', 'GBP']));
  expect(result.scenarioImpact).toBeLessThan(0);
  expect(result.csvHeader).toMatch(/^Invoice #,/);
  expect(result.webhookSecretPrefix).toBe('whsec_');
  expect(result.nextPage).toMatch(/^<\/me\/invoices\?.*offset=2.*>; rel="next"$/);
});

test('/api/docs, /graphql by GET and POST, and the web routes answer from the built server', async () => {
  const docs = await api.get('/api/docs');
  expect(docs.status()).toBe(200);
  expect(await docs.text()).toContain('Kea FX REST API');
  const byGet = await api.get('/graphql?query=%7B__typename%7D');
  expect({ status: byGet.status(), body: await byGet.json() }).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
  const me = await api.get(`/graphql?query=${encodeURIComponent('{ me { email } }')}`);
  expect(me.status()).toBe(200);
  const byPost = await api.post('/graphql', { data: { query: '{ invoices(limit: 1) { items { currency } } }' } });
  expect(byPost.status()).toBe(200);
  const mutationByGet = await api.get(
    `/graphql?query=${encodeURIComponent('mutation { createApiKey(input: {name: "by GET", scope: "read"}) { key } }')}`,
  );
  expect({ status: mutationByGet.status(), allow: mutationByGet.headers()['allow'] }).toEqual({ status: 405, allow: 'POST' });
  for (const route of [
    '/',
    '/login',
    '/register',
    '/demo',
    '/demo/dashboard',
    '/dashboard',
    '/invoices',
    '/invoices/new',
    '/coming-soon',
    '/no-such-page',
  ]) {
    const page = await api.get(route);
    expect({ route, status: page.status(), type: page.headers()['content-type'] }).toEqual({
      route,
      status: 200,
      type: expect.stringMatching(/^text\/html/),
    });
  }
});
