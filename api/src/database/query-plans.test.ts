import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { HOT_QUERIES } from '../../test/hot-queries';

/** Tables that hold one owner's rows each; every scan of them must start from owner_id. */
const TENANT_TABLES = new Set([
  'invoices',
  'audit_events',
  'saved_scenarios',
  'fx_rates',
  'exposure_totals',
  'exposure_due',
  'exposure_counterparty',
  'hedge_contracts',
  'hedge_open_totals',
  'hedge_policies',
]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function scans(node: PlanNode, out: PlanNode[] = []): PlanNode[] {
  if (node['Relation Name'] || node['Index Name']) out.push(node);
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

describe('hot queries use owner-leading indexes', () => {
  let db: Client;
  const owner = randomUUID();
  let indexes: Map<string, { table: string; firstColumn: string; predicate: string | null; primary: boolean }>;

  beforeAll(async () => {
    db = new Client({ connectionString: process.env.KEAFX_TEST_DATABASE_URL });
    await db.connect();
    // Three owners with a few thousand invoices and events each, so the planner has a choice.
    for (const id of [owner, randomUUID(), randomUUID()]) {
      await db.query(`INSERT INTO users (id, email, password_hash) VALUES ($1, $2, 'x')`, [id, `plan-${id}@example.com`]);
      await db.query(`INSERT INTO audit_heads (owner_id, seq, hash) VALUES ($1, 3000, 'x')`, [id]);
      await db.query(
        `INSERT INTO invoices (owner_id, number, counterparty, currency, amount, issued_date, due_date, status, archived, written_off)
         SELECT $1, g, 'Customer ' || g, (ARRAY['USD','EUR','GBP','JPY'])[1 + g % 4], 100 + g, date '2026-01-01' + g % 200,
                date '2026-02-01' + g % 200, (ARRAY['draft','sent','overdue','paid'])[1 + g % 4], g % 10 = 0, g % 40 = 0
         FROM generate_series(1, 3000) g`,
        [id],
      );
      await db.query(
        `INSERT INTO audit_events (owner_id, seq, actor, entity_type, entity_id, action, message, created_at, prev_hash, hash)
         SELECT $1, g, 'x', 'invoice', (g % 3000)::text, 'invoice.updated', 'x', now(), 'x', 'x' FROM generate_series(1, 3000) g`,
        [id],
      );
    }
    await db.query(
      'ANALYZE invoices; ANALYZE audit_events; ANALYZE fx_rates; ANALYZE exposure_totals; ANALYZE exposure_due; ANALYZE exposure_counterparty',
    );
    const rows = (
      await db.query(
        `
      SELECT i.relname AS index, t.relname AS table, a.attname AS first_column, x.indisprimary AS primary,
             pg_get_expr(x.indpred, x.indrelid) AS predicate
      FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = x.indkey[0]
      WHERE t.relname = ANY($1)`,
        [[...TENANT_TABLES]],
      )
    ).rows;
    indexes = new Map(
      rows.map((r) => [r.index, { table: r.table, firstColumn: r.first_column, predicate: r.predicate, primary: r.primary }]),
    );
  });
  afterAll(async () => {
    await db.end();
  });

  it.each(HOT_QUERIES.map((q) => [q.name, q] as const))('%s', async (_name, q) => {
    await db.query('BEGIN');
    try {
      // Ask which index serves the query when a sequential scan is not an option.
      await db.query('SET LOCAL enable_seqscan = off');
      const { rows } = await db.query(`EXPLAIN (FORMAT JSON) ${q.sql}`, q.params(owner, '2026-06-15'));
      const tenantScans = scans(rows[0]['QUERY PLAN'][0].Plan).filter((n) =>
        TENANT_TABLES.has(n['Relation Name'] ?? indexes.get(n['Index Name'] ?? '')?.table ?? ''),
      );
      expect(tenantScans.length).toBeGreaterThan(0);
      for (const node of tenantScans) {
        if (node['Node Type'] === 'Bitmap Heap Scan') continue; // its Bitmap Index Scan children are checked
        const index = indexes.get(node['Index Name'] ?? '');
        const described = `${node['Node Type']} on ${node['Relation Name'] ?? index?.table} via ${node['Index Name'] ?? 'no index'}`;
        expect([described, Boolean(index)]).toEqual([described, true]);
        const ok =
          q.kind === 'point'
            ? index?.primary || index?.firstColumn === 'owner_id'
            : index?.firstColumn === 'owner_id' || /owner_id IS NULL/.test(index?.predicate ?? '');
        expect([described, ok]).toEqual([described, true]);
      }
    } finally {
      await db.query('ROLLBACK');
    }
  });
});

describe('SQL statements per request', () => {
  let app: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    app = await startTestApp();
    user = await app.register();
    for (let i = 0; i < 60; i += 1) await createInvoice(app, user, { counterparty: `Customer ${i}` });
  });
  afterAll(async () => {
    await app.stop();
  });

  const statementsOf = async (send: () => Promise<unknown>): Promise<number> => {
    const before = app.stats.length;
    await send();
    expect(app.stats.length).toBe(before + 1);
    return app.stats.at(-1)?.statements ?? -1;
  };

  // A REST invoice comes in full (issue 27): the page, then its lines, its customers' tax facts and the seller, read once for the page.
  it('runs at most 6 statements for a REST list, whatever the page holds', async () => {
    const counts: number[] = [];
    for (const limit of [1, 10, 50]) {
      counts.push(
        await statementsOf(() =>
          app
            .http()
            .get(`/me/invoices?limit=${limit}`)
            .set(...bearer(user)),
        ),
      );
    }
    expect(counts.every((n) => n === counts[0])).toBe(true);
    expect(counts[0]).toBeLessThanOrEqual(6);
  });

  it("reads a GraphQL page's lines and TSI issues together, whatever the page holds", async () => {
    const counts: number[] = [];
    for (const limit of [1, 10, 50])
      counts.push(
        await statementsOf(() =>
          app.gql(user.token, `{ invoices(limit: ${limit}) { items { id lines { description gst } tsiIssues { code } } } }`),
        ),
      );
    expect(counts.every((n) => n === counts[0])).toBe(true);
    expect(counts[0]).toBeLessThanOrEqual(6);
  });

  it('runs at most 3 statements for a GraphQL list, whatever the page holds', async () => {
    const counts: number[] = [];
    for (const limit of [1, 10, 50]) {
      counts.push(
        await statementsOf(() => app.gql(user.token, `{ invoices(limit: ${limit}) { items { id label amount status } hasMore } }`)),
      );
    }
    expect(counts.every((n) => n === counts[0])).toBe(true);
    expect(counts[0]).toBeLessThanOrEqual(3);
  });

  it('resolves nested relations with a fixed number of statements (no N+1)', async () => {
    const query = (limit: number) =>
      `{ invoices(limit: ${limit}) { items { id owner { email } auditEvents { action actorUser { email } invoice { id label } } } } }`;
    const counts: number[] = [];
    for (const limit of [1, 10, 50]) counts.push(await statementsOf(() => app.gql(user.token, query(limit))));
    expect(counts).toEqual([counts[0], counts[0], counts[0]]);
    // The page, its owners, their audit events; actors and invoices come from loader caches.
    expect(counts[0]).toBe(3);
  });
});
