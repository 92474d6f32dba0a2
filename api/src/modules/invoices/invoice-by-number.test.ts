import { createInvoice, startTestApp, type TestApp } from '../../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.stop();
});

const Q = 'query($n: String!) { invoiceByNumber(number: $n) { id number label counterparty } }';

describe('invoiceByNumber: the web addresses an invoice by the number its owner sees', () => {
  it("finds the owner's invoice as 2, #2, INV-0002 or inv2 (2 is also its id), never another owner's", async () => {
    const other = await app.register('bynum-other');
    for (let i = 0; i < 3; i += 1) await createInvoice(app, other, { counterparty: `Other ${i}` });
    const user = await app.register('bynum');
    await createInvoice(app, user, { counterparty: 'First Ltd' });
    const second = await createInvoice(app, user, { counterparty: 'Second Ltd' });
    // One id: the second invoice of this (fourth) owner is 2, whatever other owners hold.
    expect(second.id).toBe(2);
    for (const n of ['2', '#2', 'INV-0002', 'inv2', ' INV-2 ']) {
      const res = await app.gql<{ invoiceByNumber: Record<string, unknown> }>(user.token, Q, { n });
      expect(res.errors).toBeUndefined();
      expect(res.data?.invoiceByNumber).toEqual({ id: String(second.id), number: 2, label: 'INV-0002', counterparty: 'Second Ltd' });
    }
    // The other owner's number 3 exists, this owner's does not.
    const missing = await app.gql(user.token, Q, { n: '3' });
    expect(missing.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(missing.errors?.[0]?.message).toBe('Invoice 3 was not found');
    const theirs = await app.gql<{ invoiceByNumber: { counterparty: string } }>(other.token, Q, { n: '3' });
    expect(theirs.data?.invoiceByNumber.counterparty).toBe('Other 2');
    expect((await app.gql(null, Q, { n: '1' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['text', 'abc'],
    ['empty', ''],
    ['zero', '0'],
    ['negative', '-2'],
    ['a decimal', '2.5'],
    ['huge', '99999999999'],
    ['a prototype key', '__proto__'],
    ['constructor', 'constructor'],
    ['a NUL', '2\u0000'],
    ['a long string', '1'.repeat(5000)],
    ['NaN', 'NaN'],
  ])('refuses %s with BAD_USER_INPUT naming number', async (_what, n) => {
    const user = await app.register('bynum-bad');
    const res = await app.gql(user.token, Q, { n });
    expect(res.errors?.[0]).toMatchObject({
      message: 'number must be an invoice number such as 42, #42 or INV-0042',
      extensions: { code: 'BAD_USER_INPUT', field: 'number' },
    });
  });
});
