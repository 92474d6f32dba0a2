import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions that end (issue 25): every token carries its user's session version; signing out
 * (everywhere) raises it, which refuses every token issued before. A change of version, or the
 * user's row going, is announced to every api process on the events channel by a trigger, so the
 * processes' caches of "this user's version" drop it at once, whoever made the change.
 */
export class SessionVersions1764300900000 implements MigrationInterface {
  name = 'SessionVersions1764300900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0 CHECK (session_version >= 0)`);
    await q.query(`
      CREATE FUNCTION users_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('keafx_events', json_build_object('type', 'sessions.revoked', 'ownerId', OLD.id)::text);
        RETURN NULL;
      END $$;
    `);
    await q.query(`
      CREATE TRIGGER users_sessions_changed AFTER UPDATE OF session_version OR DELETE ON users
        FOR EACH ROW EXECUTE FUNCTION users_sessions_changed();
    `);
    // Even in a bulk operation with session_replication_role = replica, which skips ordinary triggers.
    await q.query('ALTER TABLE users ENABLE ALWAYS TRIGGER users_sessions_changed');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER users_sessions_changed ON users');
    await q.query('DROP FUNCTION users_sessions_changed()');
    await q.query('ALTER TABLE users DROP COLUMN session_version');
  }
}
