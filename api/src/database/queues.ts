import type PgBoss from 'pg-boss';

/**
 * Errors two processes starting at once can meet while pg-boss makes a queue the first time (its
 * create_queue adds a partition to the job table): a deadlock, or the other one's row or table
 * arriving first. Anything else is a real failure.
 */
const RACES = new Set(['40P01', '23505', '42P07']);
const ATTEMPTS = 6;

/**
 * Creates a pg-boss queue if it is missing and sets its policy either way (createQueue leaves an
 * existing queue as it was), retrying the races of a first creation shared with another process.
 */
export async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(queue.name, queue);
      await boss.updateQueue(queue.name, queue);
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= ATTEMPTS || typeof code !== 'string' || !RACES.has(code)) throw error;
      await new Promise((r) => setTimeout(r, 40 * attempt + Math.floor(Math.random() * 80)));
    }
  }
}
