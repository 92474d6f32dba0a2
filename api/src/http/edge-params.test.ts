import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../test/harness';

/**
 * Names an object inherits (constructor, __proto__, toString, hasOwnProperty) are not
 * parameters: every parser looks keys up in own-property maps or Maps, so these probes answer
 * 400 with {detail} and change nothing (issue 14).
 */
let app: TestApp;
let owner: TestUser;
let id: number;
beforeAll(async () => {
  app = await startTestApp();
  owner = await app.register('probe');
  id = (await createInvoice(app, owner)).id;
});
afterAll(async () => {
  await app.stop();
});

const listProbes = ['sort=constructor', 'sort=toString', 'view=__proto__', 'view=hasOwnProperty', 'view=constructor', 'status=constructor'];

test.each(listProbes)('GET /me/invoices?%s answers 400 with a detail', async (query) => {
  const res = await app
    .http()
    .get(`/me/invoices?${query}`)
    .set(...bearer(owner));
  expect(res.status).toBe(400);
  expect(typeof res.body.detail).toBe('string');
});

test.each(listProbes.filter((p) => !p.startsWith('sort=')))(
  'GET /invoices/export/csv?%s (which takes no sort) answers 400 with a detail',
  async (query) => {
    const res = await app
      .http()
      .get(`/invoices/export/csv?${query}`)
      .set(...bearer(owner));
    expect(res.status).toBe(400);
    expect(typeof res.body.detail).toBe('string');
  },
);

test.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
  'POST /me/invoices/bulk/%s and /me/invoices/{id}/%s answer 400 and change nothing',
  async (action) => {
    const before = (
      await app
        .http()
        .get(`/me/invoices/${id}`)
        .set(...bearer(owner))
    ).body;
    const bulk = await app
      .http()
      .post(`/me/invoices/bulk/${action}`)
      .set(...bearer(owner))
      .send({ ids: [id] });
    expect(bulk.status).toBe(400);
    expect(bulk.body.detail).toBe('action must be one of archive, unarchive, write-off, restore');
    const one = await app
      .http()
      .post(`/me/invoices/${id}/${action}`)
      .set(...bearer(owner));
    expect(one.status).toBe(400);
    expect(one.body.detail).toBe('action must be one of archive, unarchive, write-off, restore');
    expect(
      (
        await app
          .http()
          .get(`/me/invoices/${id}`)
          .set(...bearer(owner))
      ).body,
    ).toEqual(before);
  },
);

test('an empty ?include_drafts= means false on every path that takes it', async () => {
  for (const path of ['/me/exposure/summary', '/me/exposure', '/me/exposure/report/csv']) {
    const empty = await app
      .http()
      .get(`${path}?include_drafts=`)
      .set(...bearer(owner));
    const absent = await app
      .http()
      .get(`${path}?include_drafts=false`)
      .set(...bearer(owner));
    expect([path, empty.status]).toEqual([path, 200]);
    if (path.endsWith('/csv')) expect(empty.text.split('\n').slice(0, -2)).toEqual(absent.text.split('\n').slice(0, -2));
    else expect(empty.body).toEqual(absent.body);
  }
});
