import { createHash } from 'node:crypto';
import http from 'node:http';
import { IMPORT_MAX_ROWS, INVOICE_NUMBER_MAX } from '@keafx/schema';
import { binary } from '../../../test/files';
import { bearer, createInvoice, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { userContext } from '../../request-context';
import { IMPORTS_AT_ONCE, importLockKey } from './invoice-import.service';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const HEADER = 'Invoice #,Company,Amount,Currency,Issue Date,Status';
const post = (user: TestUser, csv: string, query = '') =>
  app
    .http()
    .post(`/me/invoices/import${query}`)
    .set(...bearer(user))
    .set('content-type', 'text/csv')
    .send(csv);
const count = async (user: TestUser) =>
  (
    await app
      .http()
      .get('/me/invoices/counts?view=all')
      .set(...bearer(user))
  ).body.all as number;

describe('CSV import', () => {
  it('saves every row in one go, with booked rates, quoted cells and one audit event for the file', async () => {
    const user = await app.register();
    const csv = [
      HEADER,
      'INV-0010,"Acme, ""Intl"" Ltd",$1200.50,usd,2026-01-15,Sent',
      '11,Beta Co,"¥5,000",JPY,2026-02-01,draft',
      '#12,Gamma,99,EUR,2026-03-01,PAID',
    ].join('\r\n');
    const res = await post(user, csv);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ imported: 3, dry_run: false, first_number: 10, last_number: 12 });
    const list = (
      await app
        .http()
        .get('/me/invoices?sort=number_asc')
        .set(...bearer(user))
    ).body;
    expect(
      list.map((i: Record<string, unknown>) => [i.invoice_number, i.counterparty, i.amount, i.currency, i.status, i.due_date]),
    ).toEqual([
      ['INV-0010', 'Acme, "Intl" Ltd', 1200.5, 'USD', 'overdue', '2026-02-14'],
      ['INV-0011', 'Beta Co', 5000, 'JPY', 'draft', '2026-03-03'],
      ['INV-0012', 'Gamma', 99, 'EUR', 'paid', '2026-03-31'],
    ]);
    expect(list[0]).toMatchObject({
      booked_rate: 1.54,
      booked_rate_source: 'built-in',
      booked_rate_type: 'spot',
      booked_rate_date: '2024-12-31',
    });
    expect(list[1]).toMatchObject({ booked_rate: null });
    const sha256 = createHash('sha256').update(csv).digest('hex');
    const event = {
      action: 'invoices.imported',
      entity_type: 'import',
      actor: user.email,
      message: `Imported 3 invoices (INV-0010 to INV-0012) from a CSV file of ${Buffer.byteLength(csv)} bytes, SHA-256 ${sha256}`,
      after: expect.objectContaining({
        invoices: 3,
        firstNumber: 'INV-0010',
        lastNumber: 'INV-0012',
        file: { sha256, bytes: Buffer.byteLength(csv) },
        byStatus: { sent: 1, draft: 1, paid: 1 },
        byCurrency: {
          USD: { invoices: 1, amount: '1200.50' },
          JPY: { invoices: 1, amount: '5000' },
          EUR: { invoices: 1, amount: '99.00' },
        },
        bookedRates: {
          USD: { rate: '1.5400000000', source: 'built-in', type: 'spot', date: '2024-12-31' },
          EUR: expect.objectContaining({ rate: '1.6900000000' }),
        },
      }),
    };
    // The import is one event in the owner's trail (after the one that added its new customers), and part of each imported invoice's history.
    const trail = (
      await app
        .http()
        .get('/me/audit')
        .set(...bearer(user))
    ).body;
    expect(trail.map((e: { action: string }) => e.action)).toEqual(['invoices.imported', 'customer.created', 'user.registered']);
    expect(trail[0]).toMatchObject(event);
    for (const invoice of list) {
      expect(
        (
          await app
            .http()
            .get(`/me/invoices/${invoice.id}/audit`)
            .set(...bearer(user))
        ).body,
      ).toEqual([expect.objectContaining(event)]);
    }
    await app
      .http()
      .post(`/me/invoices/${list[1].id}/send`)
      .set(...bearer(user));
    const history = (
      await app
        .http()
        .get(`/me/invoices/${list[1].id}/audit`)
        .set(...bearer(user))
    ).body;
    expect(history.map((e: { action: string }) => e.action)).toEqual(['invoice.sent', 'invoices.imported']);
    const gql = await app.gql<{ invoice: { auditEvents: { action: string }[] } }>(
      user.token,
      `{ invoice(id: "${list[2].id}") { auditEvents { action } } }`,
    );
    expect(gql.data?.invoice.auditEvents).toEqual([{ action: 'invoices.imported' }]);
    expect((await createInvoice(app, user)).number).toBe(13);
    const verified = await app.gql<{ verifyAuditTrail: { ok: boolean; checked: number } }>(
      user.token,
      '{ verifyAuditTrail { ok checked } }',
    );
    // Registered, the import's customers, the import, the send, the new invoice's customer, the new invoice.
    expect(verified.data?.verifyAuditTrail).toEqual({ ok: true, checked: 6 });
  });

  it('keeps the file as received: its owner downloads it byte for byte (audited), nobody else can', async () => {
    const user = await app.register();
    const csv = `\uFEFF${HEADER}\n1,"Café Māori, Ltd",10,NZD,2026-01-01,Draft\n`;
    await post(user, csv);
    const [event] = (
      await app
        .http()
        .get('/me/audit?limit=1')
        .set(...bearer(user))
    ).body;
    const id = event.entity_id;
    const file = await app
      .http()
      .get(`/me/invoices/imports/${id}/file`)
      .set(...bearer(user))
      .buffer(true)
      .parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="invoices_import_${id}.csv"`);
    expect(Buffer.compare(file.body as Buffer, Buffer.from(csv, 'utf8'))).toBe(0);
    const [exported] = (
      await app
        .http()
        .get('/me/audit?limit=1')
        .set(...bearer(user))
    ).body;
    expect(exported).toMatchObject({ action: 'export.import_file', entity_type: 'import', entity_id: id });
    const stranger = await app.register();
    const other = await app
      .http()
      .get(`/me/invoices/imports/${id}/file`)
      .set(...bearer(stranger));
    expect([other.status, other.body]).toEqual([404, { detail: `Import ${id} was not found` }]);
    const bad = await app
      .http()
      .get('/me/invoices/imports/abc/file')
      .set(...bearer(user));
    expect([bad.status, bad.body]).toEqual([400, { detail: 'id must be a positive whole number' }]);
  });

  it('refuses changes to a kept file, and verify catches one made behind the trigger', async () => {
    const user = await app.register();
    await post(user, `${HEADER}\n1,Acme,10,NZD,2026-01-01,Draft`);
    const [event] = (
      await app
        .http()
        .get('/me/audit?limit=1')
        .set(...bearer(user))
    ).body;
    await expect(
      app.server.ds.query('UPDATE invoice_imports SET file = $2 WHERE id = $1', [event.entity_id, Buffer.from('x')]),
    ).rejects.toThrow(/invoice_imports is append-only; UPDATE is refused/);
    const runner = app.server.ds.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query('ALTER TABLE invoice_imports DISABLE TRIGGER invoice_imports_no_change');
      await runner.query(`UPDATE invoice_imports SET file = $2 WHERE id = $1`, [
        event.entity_id,
        Buffer.from(`${HEADER}\n1,Acme,99999,NZD,2026-01-01,Draft`),
      ]);
      await runner.query('ALTER TABLE invoice_imports ENABLE TRIGGER invoice_imports_no_change');
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    const verified = await app.gql<{ verifyAuditTrail: Record<string, unknown> }>(
      user.token,
      '{ verifyAuditTrail { ok checked brokenAtSeq reason } }',
    );
    expect(verified.data?.verifyAuditTrail).toEqual({
      // Registered (1), the import's new customers added (2), the import (3).
      ok: false,
      checked: 2,
      brokenAtSeq: 3,
      reason: 'the file kept for the import of event 3 no longer matches its recorded SHA-256',
    });
  });

  it('lists every error by row and field, and imports nothing', async () => {
    const user = await app.register();
    const csv = [HEADER, '1,Acme,100,USD,2026-01-01,Sent', 'abc,Beta,-5,USD,2026-13-01,Pending'].join('\n');
    const res = await post(user, csv);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(
      'The file has 4 errors; nothing was imported. Invalid invoice number format "abc". Expected format: INV-0001 or numeric value.',
    );
    expect(res.body.errors).toEqual([
      { row: 3, field: 'Invoice #', message: 'Invalid invoice number format "abc". Expected format: INV-0001 or numeric value.' },
      { row: 3, field: 'Amount', message: 'Amount must be a positive number' },
      { row: 3, field: 'Issue Date', message: 'Issue Date "2026-13-01" must be a valid date in YYYY-MM-DD or DD/MM/YYYY format' },
      { row: 3, field: 'Status', message: 'Status "Pending" is not valid. Please use Draft, Sent, Overdue, or Paid.' },
    ]);
    expect(await count(user)).toBe(0);
  });

  it('refuses amounts that only look like numbers, a repeated header and a paid row dated after today, storing nothing', async () => {
    const user = await app.register();
    const bad = await post(
      user,
      [HEADER, '1,Acme,1e309,USD,2026-01-01,Sent', '2,Beta,12abc34,USD,2026-01-01,Sent', '3,Gamma,100,USD,2099-01-01,Paid'].join('\n'),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { row: 2, field: 'Amount', message: 'Amount must be a positive number' },
      { row: 3, field: 'Amount', message: 'Amount must be a positive number' },
      {
        row: 4,
        field: 'Issue Date',
        message: expect.stringMatching(
          /^Issue Date 2099-01-01 is in the future; a paid invoice must have been issued by today \(\d{4}-\d{2}-\d{2}\)$/,
        ),
      },
    ]);
    const twice = await post(user, [`${HEADER},Total`, '1,Acme,100,USD,2026-01-01,Sent,100'].join('\n'));
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([
      { row: null, field: 'Amount', message: 'The Amount column appears more than once in the header. Please keep one column for it.' },
    ]);
    expect(await count(user)).toBe(0);
  });

  it("refuses numbers the owner already has, but not another owner's", async () => {
    const user = await app.register();
    const other = await app.register();
    await createInvoice(app, user);
    await createInvoice(app, other);
    await createInvoice(app, other);
    const res = await post(user, [HEADER, 'INV-0001,Acme,1,USD,2026-01-01,Draft', 'INV-0002,Acme,1,USD,2026-01-01,Draft'].join('\n'));
    expect(res.body.errors).toEqual([
      { row: 2, field: 'Invoice #', message: 'Invoice #1 already exists. Please use a unique invoice number.' },
    ]);
    expect(await count(user)).toBe(1);
  });

  it('refuses a file over 30 MB with 413 naming the limit, not a row count (issue 25)', async () => {
    const user = await app.register();
    const res = await post(user, `${HEADER}\n${'x'.repeat(31 * 1024 * 1024)}`);
    expect([res.status, res.body]).toEqual([413, { detail: 'The request body is too large: at most 30 MB.' }]);
  });

  it('runs one import at a time per owner: another under way (in any process) answers 429 with Retry-After, and nothing is stored (issue 25)', async () => {
    const user = await app.register();
    const other = await app.register();
    // Another process's import of this owner holds the owner's import lock.
    const held = await app.server.ds.createQueryRunner();
    await held.connect();
    await held.startTransaction();
    await held.query('SELECT pg_advisory_xact_lock(hashtext($1))', [importLockKey(user.id)]);
    try {
      const busy = await post(user, [HEADER, 'INV-0001,Acme,1,USD,2026-01-01,Draft'].join('\n'));
      expect([busy.status, busy.headers['retry-after'], busy.body]).toEqual([
        429,
        '5',
        { detail: 'An import for this account is already running; try again when it has finished.' },
      ]);
      expect(await count(user)).toBe(0);
      // Another owner imports meanwhile.
      expect((await post(other, [HEADER, 'INV-0001,Acme,1,USD,2026-01-01,Draft'].join('\n'))).status).toBe(201);
    } finally {
      await held.rollbackTransaction();
      await held.release();
    }
    expect((await post(user, [HEADER, 'INV-0001,Acme,1,USD,2026-01-01,Draft'].join('\n'))).status).toBe(201);
  });

  it('takes the turn before the upload is read: the same owner and a third owner meanwhile get 429 at once, and both uploads then finish (issue 25)', async () => {
    expect(IMPORTS_AT_ONCE).toBe(2);
    const [a, b, c] = [await app.register(), await app.register(), await app.register()];
    const csv = Buffer.from([HEADER, 'INV-0001,Acme,1,USD,2026-01-01,Draft', ''].join('\n'));
    // Two uploads that have sent their headers and half their bytes: both hold a turn while they arrive.
    const slow = (user: TestUser) => {
      const req = http.request(`${app.server.url}/me/invoices/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'text/csv', 'content-length': String(csv.length) },
      });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        req.on('response', (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString('utf8')));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
      });
      req.write(csv.subarray(0, 20));
      return { finish: () => req.end(csv.subarray(20)), answer };
    };
    const first = slow(a);
    const second = slow(b);
    // Both uploads' headers reach the server and take their turns before anyone else asks (on a
    // loaded machine a probe sent at once could take the second turn ahead of the second upload).
    const waitForTurns = async () => {
      for (let i = 0; i < 500 && app.server.services.invoiceImport.turnsTaken < 2; i++) await new Promise((r) => setTimeout(r, 20));
      if (app.server.services.invoiceImport.turnsTaken < 2) throw new Error('the two uploads never held their turns');
      return post(c, csv.toString('utf8'));
    };
    const busyServer = await waitForTurns();
    expect([busyServer.status, busyServer.headers['retry-after'], busyServer.body]).toEqual([
      429,
      '5',
      { detail: 'The server is busy with other imports; try again in a few seconds.' },
    ]);
    const sameOwner = await post(a, csv.toString('utf8'));
    expect([sameOwner.status, sameOwner.body]).toEqual([
      429,
      { detail: 'An import for this account is already running; try again when it has finished.' },
    ]);
    first.finish();
    second.finish();
    expect((await first.answer).status).toBe(201);
    expect((await second.answer).status).toBe(201);
    expect([await count(a), await count(b), await count(c)]).toEqual([1, 1, 0]);
    // The turns were given back.
    expect((await post(c, csv.toString('utf8'))).status).toBe(201);
  });

  it('gives the turn back when an upload is abandoned half way', async () => {
    const user = await app.register();
    // A half-sent upload: it holds the owner's import turn while it waits for the rest of its body.
    const upload = () => {
      const req = http.request(`${app.server.url}/me/invoices/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'text/csv', 'content-length': '1000' },
      });
      const state = { req, answered: false };
      req.on('error', () => undefined);
      req.on('response', () => {
        state.answered = true;
      });
      req.write(`${HEADER}\nINV-0001,Acme,`);
      return state;
    };
    // Dry runs (which save nothing) until the upload is seen to hold the turn. A dry run takes the
    // turn too while it runs, so an upload that arrived meanwhile was refused (429): it is sent again.
    let held = upload();
    let busy = 0;
    for (const until = Date.now() + 20_000; Date.now() < until && busy !== 429;) {
      if (held.answered) held = upload();
      await new Promise((r) => setTimeout(r, 50));
      busy = (await post(user, `${HEADER}\nINV-0002,Acme,1,USD,2026-01-01,Draft`, '?dry_run=true')).status;
    }
    expect(busy).toBe(429);
    expect(await count(user)).toBe(0);
    held.req.destroy();
    let after = 0;
    for (const until = Date.now() + 20_000; Date.now() < until && after !== 201;) {
      await new Promise((r) => setTimeout(r, 50));
      after = (await post(user, `${HEADER}\nINV-0002,Acme,1,USD,2026-01-01,Draft`)).status;
    }
    expect(after).toBe(201);
    expect(await count(user)).toBe(1);
  }, 60_000);

  it('refuses text with broken Unicode even in a column it does not read, rather than keep a file that differs from what was sent', async () => {
    const user = await app.register();
    const res = await app.gql<{ importInvoices: { errors: { row: number | null; message: string }[] } }>(
      user.token,
      'mutation M($csv: String!) { importInvoices(csv: $csv) { errors { row message } } }',
      { csv: `${HEADER},Notes\nINV-0100,Acme,10,USD,2026-01-01,Sent,note \ud800 here\n` },
    );
    expect(res.data?.importInvoices.errors).toEqual([
      { row: null, message: 'The file holds broken Unicode (an unpaired surrogate). Save it as "CSV UTF-8" and import it again.' },
    ]);
    expect(await count(user)).toBe(0);
  });

  it('names the size of a file given as text over the limit (the service behind GraphQL and JSON), and stores nothing', async () => {
    const user = await app.register();
    const ctx = userContext({ id: user.id, email: user.email }, app.clock, 'test');
    const text = `${HEADER}\n${'x'.repeat(31 * 1024 * 1024)}`;
    await expect(app.server.services.invoiceImport.importCsv(ctx, text, false)).rejects.toMatchObject({
      extra: { fields: [{ field: 'csv', message: 'The file is 31 MB; import at most 30 MB (about 100,000 rows) at a time.' }] },
    });
    expect(await count(user)).toBe(0);
  });

  it('refuses numbers past the ceiling; at the ceiling, a new invoice answers 409 with a reason, never a 500 (issue 25)', async () => {
    const user = await app.register();
    const refused = await post(user, [HEADER, 'INV-2147483647,Acme,1,USD,2026-01-01,Draft'].join('\n'));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { row: 2, field: 'Invoice #', message: 'Invoice #2147483647 is too high: invoice numbers go up to 999,999,999' },
    ]);
    expect(await count(user)).toBe(0);

    const highest = await post(user, [HEADER, `INV-${INVOICE_NUMBER_MAX},Acme,1,USD,2026-01-01,Draft`].join('\n'));
    expect(highest.status).toBe(201);
    for (let attempt = 0; attempt < 2; attempt++) {
      const next = await app
        .http()
        .post('/me/invoices')
        .set(...bearer(user))
        .send({ counterparty: 'Next', currency: 'USD', amount: 5, due_date: '2026-12-01' });
      expect([next.status, next.body]).toEqual([
        409,
        {
          detail:
            'No invoice number is left: this account has used numbers up to INV-999999999, the highest Kea FX gives. Please contact us through the Contact page.',
        },
      ]);
    }
    expect(await count(user)).toBe(1);
    // Another owner numbers on as before.
    const other = await app.register();
    expect((await createInvoice(app, other)).id).toBe(1);
  });

  it.each([
    ['', null, 'CSV file is empty or invalid. Please ensure the file has headers and at least one data row.'],
    [HEADER, null, 'CSV file is empty or invalid. Please ensure the file has headers and at least one data row.'],
    [
      'Company,Amount\nAcme,5',
      null,
      'Missing required headers: Invoice #, Currency, Issue Date, Status. Please ensure your CSV has all required columns.',
    ],
    [`${HEADER}\n1,"Acme,100,USD,2026-01-01,Sent`, 2, 'The CSV could not be read at row 2: a quoted cell is never closed.'],
  ])("answers 400 with SPEC's message for file %j", async (csv, row, message) => {
    const user = await app.register();
    const res = await post(user, csv);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ row, field: null, message }]);
    expect(await count(user)).toBe(0);
  });

  it('refuses a file that is not UTF-8, saying how to fix it', async () => {
    const user = await app.register();
    const latin1 = Buffer.concat([Buffer.from(`${HEADER}\n1,Caf`), Buffer.from([0xe9]), Buffer.from(',10,NZD,2026-01-01,Draft')]);
    const res = await app
      .http()
      .post('/me/invoices/import')
      .set(...bearer(user))
      .set('content-type', 'text/csv')
      .send(latin1);
    expect([res.status, res.body]).toEqual([400, { detail: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and import it again.' }]);
    expect(await count(user)).toBe(0);
  });

  it('checks without saving on a dry run', async () => {
    const user = await app.register();
    const res = await post(user, `${HEADER}\n5,Acme,10,NZD,2026-01-01,Draft`, '?dry_run=true');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ imported: 0, dry_run: true, first_number: 5, last_number: 5 });
    expect(await count(user)).toBe(0);
  });

  it('takes the file as JSON {csv} too, and refuses a body that is neither', async () => {
    const user = await app.register();
    const ok = await app
      .http()
      .post('/me/invoices/import')
      .set(...bearer(user))
      .send({ csv: `${HEADER}\n7,Acme,10,NZD,2026-01-01,Draft` });
    expect(ok.status).toBe(201);
    const bad = await app
      .http()
      .post('/me/invoices/import')
      .set(...bearer(user))
      .send({ file: 'x' });
    expect([bad.status, bad.body]).toEqual([400, { detail: 'csv must be the text of a CSV file' }]);
  });

  it('imports over GraphQL with the same rules', async () => {
    const user = await app.register();
    const mutation =
      'mutation($csv: String!, $dry: Boolean) { importInvoices(csv: $csv, dryRun: $dry) { imported dryRun firstNumber lastNumber errors { row field message } } }';
    const bad = await app.gql<{ importInvoices: { errors: unknown[] } }>(user.token, mutation, {
      csv: `${HEADER}\n1,Acme,10,XYZ,2026-01-01,Draft`,
    });
    expect(bad.data?.importInvoices).toEqual({
      imported: 0,
      dryRun: false,
      firstNumber: null,
      lastNumber: null,
      errors: [
        {
          row: 2,
          field: 'Currency',
          message: 'Currency "XYZ" is not supported. Use one of the 23 supported codes, such as USD, EUR, GBP or JPY.',
        },
      ],
    });
    const good = await app.gql<{ importInvoices: { imported: number } }>(user.token, mutation, {
      csv: `${HEADER}\n1,Acme,10,AUD,2026-01-01,Draft`,
    });
    expect(good.data?.importInvoices).toMatchObject({ imported: 1, errors: [] });
  });

  it('refuses a file with more rows than one import takes', async () => {
    const user = await app.register();
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `${i + 1},A,1,USD,2026-01-01,Draft`);
    const res = await post(user, [HEADER, ...rows].join('\n'));
    expect(res.body.errors[0].message).toBe('This file has 100,001 rows; import at most 100,000 at a time.');
    expect(await count(user)).toBe(0);
  });
});
