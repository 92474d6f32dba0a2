import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import { INVOICE_FIELDS, toInvoiceRecord, type InvoiceRow } from './invoice-record';
import { invoiceToRest } from './invoice-rest';

const row: InvoiceRow = {
  id: '42',
  owner_id: '00000000-0000-4000-8000-000000000001',
  number: 7,
  counterparty: 'Acme',
  currency: 'USD',
  amount: '100.00',
  issued_date: '2026-01-01',
  due_date: '2026-02-01',
  status: 'sent',
  archived: false,
  written_off: false,
  sent_date: '2026-01-02',
  paid_date: null,
  booked_rate: '1.5400000000',
  booked_rate_source: 'built-in',
  booked_rate_type: 'spot',
  booked_rate_date: '2024-12-31',
  created_at: new Date('2026-01-01T00:00:00Z'),
  updated_at: new Date('2026-01-02T00:00:00Z'),
  import_id: null,
  import_line: null,
  settlement_rate: null,
  settlement_rate_source: null,
  realised_gain_nzd: null,
  customer_email: 'accounts@acme.example',
  customer_address: '1 Queen St\nAuckland',
  reference: 'PO-7',
  notes: '',
  payment_terms: 'Net 20',
};

describe('one declared shape: the invoice columns and where each is shown', () => {
  it('maps every column of the row to the record, and the record has exactly the fields INVOICE_FIELDS decides on', () => {
    const record = toInvoiceRecord(row);
    expect(Object.keys(record).sort()).toEqual(Object.keys(INVOICE_FIELDS).sort());
    expect(record).toMatchObject({
      id: '42',
      ownerId: row.owner_id,
      issuedDate: '2026-01-01',
      bookedRateSource: 'built-in',
      importLine: null,
    });
  });

  it('shows under GraphQL `Invoice` exactly the fields marked graphql', () => {
    const sdl = readFileSync(path.resolve(__dirname, '../../../../schema/schema.graphql'), 'utf8');
    const type = buildSchema(sdl).getType('Invoice');
    if (!isObjectType(type)) throw new Error('Invoice is not an object type in schema.graphql');
    const fields = new Set(Object.keys(type.getFields()));
    for (const [name, where] of Object.entries(INVOICE_FIELDS)) {
      expect({ name, shown: fields.has(name) }).toEqual({ name, shown: where.graphql });
    }
  });

  it('shows in the REST shape every field marked with a key, under that key, and no internal column', () => {
    const rest = invoiceToRest(toInvoiceRecord(row)) as Record<string, unknown>;
    for (const [name, where] of Object.entries(INVOICE_FIELDS)) {
      if (where.rest) expect({ name, key: where.rest, present: where.rest in rest }).toEqual({ name, key: where.rest, present: true });
    }
    expect(rest).not.toHaveProperty('owner_id');
    expect(rest).not.toHaveProperty('ownerId');
    expect(rest).not.toHaveProperty('import_id');
  });
});
