import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isNonNullType, isObjectType } from 'graphql';
import { TABLE_COLUMNS } from '../../database/rows';
import { auditSnapshot, columnOf, describeChange, EDITABLE_FIELDS, INVOICE_FIELDS } from './invoice-fields';
import { CREATE_INVOICE_SQL, UPDATE_INVOICE_SQL } from './invoices.sql';
import { toInvoiceRecord, type InvoiceRow } from './invoice-record';
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
  paid_at: null,
  settlement_rate_date: null,
  customer_id: null,
  customer_email: 'accounts@acme.example',
  customer_address: '1 Queen St\nAuckland',
  reference: 'PO-7',
  notes: '',
  payment_terms: 'Net 20',
  prices_include_gst: false,
  gst_amount: '0.00',
  subtotal: '100.00',
  zero_rated_amount: '100.00',
  exempt_amount: '0.00',
  supply_date: '2026-01-01',
  supply_rate: '1.5300000000',
  supply_rate_source: 'built-in',
  supply_rate_type: 'spot',
  supply_rate_date: '2024-12-31',
  gst_nzd: '0.00',
  credited_amount: '0.00',
  outstanding_amount: '100.00',
  export_kind: 'services',
  export_date: null,
  residency_evidence: [],
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
      // GraphQL's id is the owner's number and supplyRate the rate with its provenance (field resolvers), not the row's values of those names.
      if (name !== 'id' && name !== 'supplyRate') expect({ name, shown: fields.has(name) }).toEqual({ name, shown: where.graphql });
    }
    expect(fields.has('id')).toBe(true);
  });

  it('shows in the REST shape every field marked with a key, under that key, and no internal column', () => {
    const rest = invoiceToRest(toInvoiceRecord(row), {
      lines: [],
      tsiIssues: [],
      recipient: { name: 'Acme', address: '', email: '', phone: '', tradingName: '', businessNumber: '', country: '' },
    }) as Record<string, unknown>;
    for (const [name, where] of Object.entries(INVOICE_FIELDS)) {
      if (where.rest) expect({ name, key: where.rest, present: where.rest in rest }).toEqual({ name, key: where.rest, present: true });
    }
    // One id: REST's id is the owner's number, never the row's key.
    expect(rest).toMatchObject({ id: 7, number: 7, invoice_number: 'INV-0007' });
    expect(rest).not.toHaveProperty('owner_id');
    expect(rest).not.toHaveProperty('ownerId');
    expect(rest).not.toHaveProperty('import_id');
    // The time-of-supply rate travels as one object, its four columns never on their own.
    expect(rest.supply_rate).toEqual({ rate: 1.53, source: 'built-in', type: 'spot', date: '2024-12-31' });
    expect(rest).not.toHaveProperty('supply_rate_source');
  });

  it('gives every GraphQL field its nullability and description from the table', () => {
    const sdl = readFileSync(path.resolve(__dirname, '../../../../schema/schema.graphql'), 'utf8');
    const type = buildSchema(sdl).getType('Invoice');
    if (!isObjectType(type)) throw new Error('Invoice is not an object type in schema.graphql');
    for (const [name, field] of Object.entries(INVOICE_FIELDS)) {
      if (!field.graphql) continue;
      const shown = type.getFields()[name];
      expect({ name, nullable: !isNonNullType(shown?.type), description: shown?.description }).toEqual({
        name,
        nullable: field.nullable,
        description: field.description,
      });
    }
  });

  it('writes every editable field in the INSERT and the UPDATE, each to a column the table has, by name', () => {
    expect([...EDITABLE_FIELDS].sort()).toEqual([
      'amount',
      'counterparty',
      'currency',
      'customerAddress',
      'customerEmail',
      'dueDate',
      'issuedDate',
      'notes',
      'paymentTerms',
      'reference',
    ]);
    for (const f of EDITABLE_FIELDS) {
      expect(TABLE_COLUMNS.invoices).toContain(columnOf(f));
      expect(CREATE_INVOICE_SQL).toContain(`:${f}`);
      expect(UPDATE_INVOICE_SQL).toContain(`${columnOf(f)} = :${f}`);
    }
    expect(CREATE_INVOICE_SQL).not.toMatch(/\$\d/);
    expect(UPDATE_INVOICE_SQL).not.toMatch(/\$\d/);
  });

  it('keeps in the audit snapshot exactly the audited fields, the number as shown', () => {
    const audited = Object.entries(INVOICE_FIELDS)
      .filter(([, f]) => 'audited' in f && f.audited)
      .map(([k]) => k);
    const snapshot = auditSnapshot(toInvoiceRecord(row));
    expect(Object.keys(snapshot).sort()).toEqual(audited.sort());
    expect(snapshot).toMatchObject({ number: 'INV-0007', counterparty: 'Acme', amount: '100.00', customerAddress: '1 Queen St\nAuckland' });
  });

  it('describes a change as its row says: values, short text with (none), or only the name', () => {
    const before = toInvoiceRecord(row);
    const after = { ...before, dueDate: '2026-03-01', reference: '', notes: 'Thanks', paymentTerms: 'x'.repeat(130) };
    expect(describeChange('dueDate', before, after)).toBe('due date 2026-02-01 → 2026-03-01');
    expect(describeChange('reference', before, after)).toBe('reference PO-7 → (none)');
    expect(describeChange('notes', before, after)).toBe('notes changed');
    expect(describeChange('paymentTerms', before, after)).toBe('payment terms changed');
  });
});
