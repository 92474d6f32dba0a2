import PgBoss from 'pg-boss';
import { ensureQueue } from './queues';

// Several pg-boss instances migrating and creating queues at once.
jest.setTimeout(60_000);

/**
 * Processes that start together (api replicas, workers, jest's workers on one database) create
 * the same pg-boss queues at once; the first creation's races (a deadlock on the job table's new
 * partitions) are retried, so every process starts.
 */
it('four processes creating the same three queues at once all start, each queue exists once with its policy; other failures are thrown', async () => {
  const url = process.env.KEAFX_TEST_DATABASE_URL;
  if (!url) throw new Error('KEAFX_TEST_DATABASE_URL is not set: run through jest (global setup)');
  // A schema of its own, so these queues are made for the first time here.
  const schema = `pgboss_race_${process.pid}_${Date.now().toString(36)}`;
  const first = new PgBoss({ connectionString: url, schema, max: 2, supervise: false, schedule: false, migrate: true });
  await first.start();
  const bosses = [
    first,
    ...(await Promise.all(
      [1, 2, 3].map(async () => {
        const b = new PgBoss({ connectionString: url, schema, max: 2, supervise: false, schedule: false, migrate: true });
        await b.start();
        return b;
      }),
    )),
  ];
  try {
    const queues = ['race-a', 'race-b', 'race-c'].map((name, i) => ({ name, retryLimit: i + 1, expireInSeconds: 60 }));
    await Promise.all(bosses.flatMap((b) => queues.map((q) => ensureQueue(b, q))));
    for (const q of queues) expect(await first.getQueue(q.name)).toMatchObject({ name: q.name, retryLimit: q.retryLimit });
    expect((await first.getQueues()).filter((q) => q.name.startsWith('race-'))).toHaveLength(3);
    // A failure that is not a race (a policy pg-boss does not know) is thrown at once, not retried.
    const started = Date.now();
    await expect(ensureQueue(first, { name: 'race-x', policy: 'no-such-policy' as PgBoss.QueuePolicy })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(40);
  } finally {
    await Promise.all(bosses.map((b) => b.stop({ graceful: false, wait: true })));
    const pg = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
    await client.end();
  }
});
