import PgBoss from 'pg-boss';
import { createLogger } from '../logger';
import { FairWorker } from './fair-worker';
import { ensureQueue } from './queues';

/** The FairWorker on a real pg-boss queue of the test database. */
describe('FairWorker', () => {
  let boss: PgBoss;
  beforeAll(async () => {
    boss = new PgBoss({
      connectionString: process.env.KEAFX_TEST_DATABASE_URL,
      schema: 'pgboss',
      max: 3,
      supervise: false,
      schedule: false,
    });
    boss.on('error', () => undefined);
    await boss.start();
  });
  afterAll(async () => {
    await boss.stop({ graceful: false, wait: true, timeout: 5_000 });
  });

  it("caps each owner's jobs in flight, takes owners in turn, and fails a job whose work throws (pg-boss retries it)", async () => {
    const queue = `fair-${Date.now()}`;
    await ensureQueue(boss, { name: queue, retryLimit: 1, retryDelay: 0, expireInSeconds: 60 });
    // As the webhook and report queues send them: an owner's backlog is its job's fairness key.
    for (let i = 0; i < 12; i++) await boss.send(queue, { owner: 'a', n: i }, { priority: -i });
    await boss.send(queue, { owner: 'b', n: 0 }, { priority: 0 });
    await boss.send(queue, { owner: 'c', n: 0, boom: true }, { priority: 0 });

    const started: string[] = [];
    const running = new Map<string, number>();
    let peakA = 0;
    let peakAll = 0;
    let booms = 0;
    const worker = new FairWorker<{ owner: string; n: number; boom?: boolean }>(boss, {
      queue,
      concurrency: 4,
      perOwner: 2,
      pollMs: 100,
      ownerOf: (d) => d.owner,
      log: createLogger('silent'),
      handle: async (job) => {
        const { owner } = job.data;
        started.push(owner);
        running.set(owner, (running.get(owner) ?? 0) + 1);
        peakA = Math.max(peakA, running.get('a') ?? 0);
        peakAll = Math.max(
          peakAll,
          [...running.values()].reduce((s, n) => s + n, 0),
        );
        try {
          if (job.data.boom && job.retryCount === 0) {
            booms += 1;
            throw new Error('boom');
          }
          await new Promise((r) => setTimeout(r, owner === 'a' ? 150 : 10));
        } finally {
          running.set(owner, (running.get(owner) ?? 1) - 1);
        }
      },
    });
    worker.start();
    const deadline = Date.now() + 15_000;
    while (started.length < 15 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await worker.stop();

    // a's twelve, b's one, c's one and c's retry.
    expect(started.filter((o) => o === 'a')).toHaveLength(12);
    expect(started.filter((o) => o === 'b')).toHaveLength(1);
    expect(booms).toBe(1);
    expect(started.filter((o) => o === 'c')).toHaveLength(2);
    expect(peakA).toBeLessThanOrEqual(2);
    expect(peakAll).toBeLessThanOrEqual(4);
    // b and c were queued after all of a's, yet started among the first jobs.
    expect(started.indexOf('b')).toBeLessThan(4);
    expect(started.indexOf('c')).toBeLessThan(4);
  });

  it('forgets owners once their jobs are done, however many it has served', async () => {
    const queue = `fair-many-${Date.now()}`;
    await ensureQueue(boss, { name: queue, retryLimit: 0, expireInSeconds: 60 });
    const OWNERS = 200;
    for (let i = 0; i < OWNERS; i++) await boss.send(queue, { owner: `o${i}` });
    let done = 0;
    let peakKept = 0;
    const worker: FairWorker<{ owner: string }> = new FairWorker<{ owner: string }>(boss, {
      queue,
      concurrency: 8,
      perOwner: 1,
      pollMs: 50,
      ownerOf: (d) => d.owner,
      log: createLogger('silent'),
      handle: async () => {
        peakKept = Math.max(peakKept, worker.ownersKept);
        await new Promise((r) => setTimeout(r, 2));
        done += 1;
      },
    });
    worker.start();
    const deadline = Date.now() + 20_000;
    while (done < OWNERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await worker.stop();
    expect(done).toBe(OWNERS);
    // What it kept grew with the jobs in hand (at most twice the concurrency), not with the owners served.
    expect(peakKept).toBeLessThanOrEqual(8 * 2);
    expect(worker.ownersKept).toBe(0);
  });

  it('never loses a poke that comes while it is fetching: the new job runs at once, not at the next poll', async () => {
    const queue = `fair-poke-${Date.now()}`;
    await ensureQueue(boss, { name: queue, retryLimit: 0, expireInSeconds: 60 });
    let fetches = 0;
    let ran = 0;
    // The same queue, but the first fetch (of an empty queue) is where new work arrives and is poked.
    const racing = Object.create(boss) as PgBoss;
    racing.fetch = (async (name: string, options: PgBoss.FetchOptions & { includeMetadata: true }) => {
      fetches += 1;
      const jobs = await boss.fetch(name, options);
      if (fetches === 1) {
        await boss.send(queue, { owner: 'late' });
        worker.poke();
      }
      return jobs;
    }) as PgBoss['fetch'];
    const worker: FairWorker<{ owner: string }> = new FairWorker<{ owner: string }>(racing, {
      queue,
      concurrency: 2,
      perOwner: 1,
      pollMs: 60_000,
      ownerOf: (d) => d.owner,
      log: createLogger('silent'),
      handle: async () => {
        ran += 1;
      },
    });
    worker.start();
    const deadline = Date.now() + 3_000;
    while (ran === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await worker.stop();
    expect(ran).toBe(1);
  });
});
