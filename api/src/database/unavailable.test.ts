import { GraphQLError } from 'graphql';
import { Client } from 'pg';
import { createFormatError } from '../graphql/format-error';
import { createLogger } from '../logger';
import { createThrowawayDatabase, findLocalServer } from '../../test/test-database';
import { bearer, startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { isDatabaseUnavailable } from './unavailable';

/**
 * Losing the database answers 503 with Retry-After (REST, /healthz) or SERVICE_UNAVAILABLE
 * (GraphQL), never 500; once it is back, the same requests work. On a database of its own, whose
 * connections are cut and refused while the api runs.
 */
describe('when the database cannot be reached (issue 25)', () => {
  let admin: string;
  let db: { url: string; drop(): Promise<void> };
  let app: TestApp;
  let user: TestUser;
  const name = (): string => new URL(db.url).pathname.slice(1);
  const asAdmin = async (text: string): Promise<void> => {
    const c = new Client({ connectionString: admin });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    admin = (await findLocalServer()) ?? '';
    if (!admin) throw new Error('no PostgreSQL server answers on 127.0.0.1:5432');
    db = await createThrowawayDatabase(admin, 'keafx_unavailable');
    app = await startTestApp({ config: { databaseUrl: db.url }, logLines: [] });
    user = await app.register('unavailable');
  });
  afterAll(async () => {
    await asAdmin(`ALTER DATABASE ${name()} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await app.stop();
    await db.drop();
  });

  it('answers 503 with Retry-After, then works again when the database is back', async () => {
    await asAdmin(`ALTER DATABASE ${name()} ALLOW_CONNECTIONS false`);
    await asAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name()}' AND pid <> pg_backend_pid()`);

    const health = await app.http().get('/healthz');
    expect([health.status, health.headers['retry-after'], health.body]).toEqual([
      503,
      '5',
      { detail: 'Kea FX cannot reach its database for a moment. Please try again in a few seconds.' },
    ]);
    const list = await app
      .http()
      .get('/me/invoices')
      .set(...bearer(user));
    expect([list.status, list.headers['retry-after']]).toEqual([503, '5']);
    // /graphql signs the caller in first, at the edge: refused there the same way.
    const gql = await app
      .http()
      .post('/graphql')
      .set(...bearer(user))
      .send({ query: '{ invoices { items { id } } }' });
    expect([gql.status, gql.headers['retry-after']]).toEqual([503, '5']);
    // Past sign-in, a resolver's lost connection is SERVICE_UNAVAILABLE, never INTERNAL_SERVER_ERROR.
    const format = createFormatError(createLogger('silent'));
    const lost = new GraphQLError('lost', {
      path: ['invoices'],
      originalError: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    });
    expect(format({ message: 'lost', path: ['invoices'] }, lost)).toEqual({
      message: 'Kea FX cannot reach its database for a moment. Please try again in a few seconds.',
      path: ['invoices'],
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    });

    await asAdmin(`ALTER DATABASE ${name()} ALLOW_CONNECTIONS true`);
    expect((await app.http().get('/healthz')).status).toBe(200);
    const back = await app
      .http()
      .get('/me/invoices')
      .set(...bearer(user));
    expect(back.status).toBe(200);
  });

  it('tells a lost connection from a fault in a statement', async () => {
    const refused = new Client({ connectionString: 'postgresql://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    const error = await refused.connect().then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable({ driverError: { code: '57P01' } })).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key value violates unique constraint' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error at or near "SELEC"'))).toBe(false);
  });
});
