import { bearer, startTestApp, type TestApp, type TestUser } from '../../../test/harness';

/**
 * Issue 26: the CSV import reads dates in the owner's date format (what NZ Excel writes, 01/10/2026
 * for 1 October) and amounts in their number format, over REST and GraphQL alike; ISO dates and the
 * plain numbers our exports write always read; a date that cannot be is refused by row and column,
 * naming the format expected, and nothing is saved.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const HEADER = 'Invoice #,Company,Amount,Currency,Issue Date,Status,Due Date';

async function ownerWith(dateFormat: string, numberFormat = 'comma'): Promise<TestUser> {
  const user = await app.register('import-formats');
  await app
    .http()
    .put('/me/preferences')
    .set(...bearer(user))
    .send({ date_format: dateFormat, number_format: numberFormat })
    .expect(200);
  return user;
}

const post = (user: TestUser, csv: string) =>
  app
    .http()
    .post('/me/invoices/import')
    .set(...bearer(user))
    .set('content-type', 'text/csv')
    .send(csv);

async function stored(user: TestUser): Promise<unknown[][]> {
  const list = await app
    .http()
    .get('/me/invoices?view=all&sort=number_asc')
    .set(...bearer(user))
    .expect(200);
  return list.body.map((i: Record<string, unknown>) => [i.invoice_number, i.amount, i.issued_date, i.due_date]);
}

describe("CSV import in the owner's formats", () => {
  it('a DD/MM/YYYY owner imports 01/10/2026 as 1 October 2026, and ISO dates beside it', async () => {
    const user = await ownerWith('dd/mm/yyyy');
    const csv = [HEADER, 'INV-0001,Kea Ltd,1200.50,USD,01/10/2026,Draft,31/10/2026', 'INV-0002,Tui Ltd,99,EUR,2026-10-02,Draft,2026-11-01'];
    const res = await post(user, csv.join('\r\n'));
    expect(res.status).toBe(201);
    expect(await stored(user)).toEqual([
      ['INV-0001', 1200.5, '2026-10-01', '2026-10-31'],
      ['INV-0002', 99, '2026-10-02', '2026-11-01'],
    ]);
  });

  it('an MM/DD/YYYY owner imports the same 01/10/2026 as 10 January 2026', async () => {
    const user = await ownerWith('mm/dd/yyyy');
    expect((await post(user, `${HEADER}\n1,Kea Ltd,10,USD,01/10/2026,Draft,`)).status).toBe(201);
    expect(await stored(user)).toEqual([['INV-0001', 10, '2026-01-10', '2026-02-09']]);
  });

  it('a period (1.234,56) owner imports amounts as they type them, and the plain numbers our exports write', async () => {
    const user = await ownerWith('dd/mm/yyyy', 'period');
    const csv = [
      HEADER,
      '1,Kea Ltd,"1.234,56",USD,01/10/2026,Draft,',
      '2,Tui Ltd,12345.67,USD,01/10/2026,Draft,',
      '3,Moa Ltd,1.234,USD,01/10/2026,Draft,',
    ];
    expect((await post(user, csv.join('\n'))).status).toBe(201);
    expect((await stored(user)).map((r) => r[1])).toEqual([1234.56, 12345.67, 1234]);
  });

  it('refuses a day the calendar lacks, or one in the other order, by row and column with the format expected, and saves nothing', async () => {
    const user = await ownerWith('dd/mm/yyyy');
    const csv = [
      HEADER,
      'INV-0001,Kea Ltd,10,USD,01/10/2026,Draft,',
      'INV-0002,Tui Ltd,10,USD,31/02/2026,Draft,',
      'INV-0003,Moa Ltd,10,USD,13/25/2026,Draft,',
      'INV-0004,Weka Ltd,10,USD,2026-01-15,Draft,01/15/2026',
    ];
    const res = await post(user, csv.join('\n'));
    expect(res.status).toBe(400);
    const expected = 'must be a valid date in YYYY-MM-DD or DD/MM/YYYY format: read as DD/MM/YYYY';
    expect(res.body.errors).toEqual([
      { row: 3, field: 'Issue Date', message: `Issue Date "31/02/2026" ${expected}, February 2026 has 28 days` },
      { row: 4, field: 'Issue Date', message: `Issue Date "13/25/2026" ${expected}, there is no month 25` },
      {
        row: 5,
        field: 'Due Date',
        message: `Due Date "01/15/2026" ${expected}, there is no month 15 (for 15 January 2026, write 15/01/2026)`,
      },
    ]);
    expect(await stored(user)).toEqual([]);
  });

  it('reads the same over GraphQL (the demo and integrators): the owner format, and the same refusals', async () => {
    const user = await ownerWith('dd/mm/yyyy');
    const mutation = 'mutation($csv: String!) { importInvoices(csv: $csv) { imported errors { row field message } } }';
    const bad = await app.gql<{ importInvoices: unknown }>(user.token, mutation, { csv: `${HEADER}\n1,Kea Ltd,10,USD,31/02/2026,Draft,` });
    expect(bad.data?.importInvoices).toEqual({
      imported: 0,
      errors: [
        {
          row: 2,
          field: 'Issue Date',
          message:
            'Issue Date "31/02/2026" must be a valid date in YYYY-MM-DD or DD/MM/YYYY format: read as DD/MM/YYYY, February 2026 has 28 days',
        },
      ],
    });
    const good = await app.gql<{ importInvoices: unknown }>(user.token, mutation, { csv: `${HEADER}\n1,Kea Ltd,10,USD,01/10/2026,Draft,` });
    expect(good.data?.importInvoices).toEqual({ imported: 1, errors: [] });
    expect(await stored(user)).toEqual([['INV-0001', 10, '2026-10-01', '2026-10-31']]);
  });
});
