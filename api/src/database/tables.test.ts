import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { printTableTypes } from './table-types';

describe('tables.generated.ts, the one declared shape of every table', () => {
  it('matches the columns the migrations create (run `npm run tables:emit` after a migration)', async () => {
    const client = new Client({ connectionString: process.env.KEAFX_TEST_DATABASE_URL });
    await client.connect();
    try {
      const printed = await printTableTypes(client);
      const committed = readFileSync(path.join(__dirname, 'tables.generated.ts'), 'utf8');
      expect(committed).toBe(printed);
    } finally {
      await client.end();
    }
  });

  it('prints a nullable NUMERIC as a string or null and a TIMESTAMPTZ as a Date', async () => {
    const client = new Client({ connectionString: process.env.KEAFX_TEST_DATABASE_URL });
    await client.connect();
    try {
      const printed = await printTableTypes(client);
      expect(printed).toContain('export interface InvoicesRow {');
      expect(printed).toMatch(/\n {2}booked_rate: string \| null;\n/);
      expect(printed).toMatch(/\n {2}created_at: Date;\n/);
      expect(printed).toContain('  invoices: InvoicesRow;');
      expect(printed).not.toContain('schema_migrations');
    } finally {
      await client.end();
    }
  });
});
