import { bearer, startTestApp, type TestApp, type TestUser } from '../../test/harness';

/** /graphql by HTTP method (GraphQL over HTTP): GET answers queries, nothing is a 5xx. */
let app: TestApp;
let user: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  user = await app.register('graphql-http');
});
afterAll(async () => {
  await app.stop();
});

describe('GET /graphql', () => {
  it('answers a query from the query string, signed in or not', async () => {
    const anonymous = await app.http().get('/graphql').query({ query: '{__typename}' });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ data: { __typename: 'Query' } });

    const me = await app
      .http()
      .get('/graphql')
      .query({ query: 'query Me { me { email } }', operationName: 'Me' })
      .set(...bearer(user));
    expect(me.status).toBe(200);
    expect(me.body.data.me.email).toBe(user.email);
  });

  it('takes variables as JSON in the query string', async () => {
    const res = await app
      .http()
      .get('/graphql')
      .query({ query: 'query Q($n: Int!) { invoices(limit: $n) { items { id } limit } }', variables: JSON.stringify({ n: 1 }) })
      .set(...bearer(user));
    expect(res.status).toBe(200);
    expect(res.body.data.invoices).toEqual({ items: [], limit: 1 });
  });

  it('refuses a mutation with 405 and Allow: POST, and changes nothing', async () => {
    const res = await app
      .http()
      .get('/graphql')
      .query({ query: 'mutation { createApiKey(input: {name: "by-get", scope: "read"}) { key } }' })
      .set(...bearer(user));
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.body.errors[0].message).toMatch(/mutation/);
    const keys = await app
      .http()
      .get('/me/api-keys')
      .set(...bearer(user));
    expect(keys.body).toEqual([]);
  });

  it('answers a GET without a query with 400, not 500', async () => {
    const res = await app.http().get('/graphql');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
  });
});

describe('other methods and bodies', () => {
  it.each(['PUT', 'PATCH', 'DELETE'] as const)('%s is 405 with Allow: GET, POST', async (method) => {
    const res = await app.http()[method.toLowerCase() as 'put' | 'patch' | 'delete']('/graphql');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, POST');
    expect(res.body.errors[0].extensions.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('a POST that is not JSON is 415, naming the type it was', async () => {
    const res = await app.http().post('/graphql').set('content-type', 'text/plain').send('{__typename}');
    expect(res.status).toBe(415);
    expect(res.body.errors[0].message).toBe('Send the operation as application/json (this request was text/plain).');
  });

  it('a POST with no body is 400, naming what to send', async () => {
    const res = await app.http().post('/graphql');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/JSON body/);
  });
});
