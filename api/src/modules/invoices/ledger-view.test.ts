import { createDataSource } from '../../database/data-source';
import { createLogger } from '../../logger';
import { createThrowawayDatabase, findLocalServer } from '../../../test/test-database';
import { dropInvoiceColumnsSql, invoiceLedgerSql } from './ddl';

/**
 * invoice_ledger follows the invoices table by itself: re-applying its one text appends the columns
 * the view lacks, and a migration's down drops columns without a frozen copy of an older view.
 * Replayed on a database of its own, from the first migration.
 */
describe('invoice_ledger, the view other modules read invoices through', () => {
  let drop: () => Promise<void>;
  let ds: ReturnType<typeof createDataSource>;
  const columns = async (relation: string): Promise<string[]> =>
    (
      await ds.query<{ c: string }[]>(
        `SELECT attname AS c FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
        [relation],
      )
    ).map((r) => r.c);

  beforeAll(async () => {
    const server = await findLocalServer();
    if (!server) throw new Error('no PostgreSQL server answers on 127.0.0.1:5432');
    const db = await createThrowawayDatabase(server, 'keafx_ledger');
    drop = db.drop;
    ds = createDataSource({ url: db.url, poolSize: 2, logger: createLogger('error') });
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
  });
  afterAll(async () => {
    await ds.destroy();
    await drop();
  });

  it('shows every column of invoices after the migrations', async () => {
    expect([...(await columns('invoice_ledger'))].sort()).toEqual([...(await columns('invoices'))].sort());
  });

  it('appends a new column at the end, keeping the others in place, and is a no-op when nothing is new', async () => {
    const before = await columns('invoice_ledger');
    await ds.query(`ALTER TABLE invoices ADD COLUMN buyer_tax_number text NOT NULL DEFAULT ''`);
    await ds.query(invoiceLedgerSql());
    expect(await columns('invoice_ledger')).toEqual([...before, 'buyer_tax_number']);
    await ds.query(invoiceLedgerSql());
    expect(await columns('invoice_ledger')).toEqual([...before, 'buyer_tax_number']);
    const [row] = await ds.query<{ n: number }[]>(`SELECT count(buyer_tax_number)::int AS n FROM invoice_ledger`);
    expect(row!.n).toBe(0);
  });

  it('drops columns from the table and the view, the rest of the view as it was; the last migration goes down and up again', async () => {
    const before = await columns('invoice_ledger');
    await ds.query(dropInvoiceColumnsSql(['buyer_tax_number']));
    const original = before.filter((c) => c !== 'buyer_tax_number');
    expect(await columns('invoice_ledger')).toEqual(original);
    expect(await columns('invoices')).not.toContain('buyer_tax_number');

    // Whatever the last migration is, its down leaves the view over the table it leaves, in order.
    await ds.undoLastMigration({ transaction: 'each' });
    const undone = await columns('invoice_ledger');
    expect(undone).toEqual(original.filter((c) => undone.includes(c)));
    expect([...undone].sort()).toEqual([...(await columns('invoices'))].sort());
    await ds.runMigrations({ transaction: 'each' });
    expect(await columns('invoice_ledger')).toEqual(original);
  });
});
