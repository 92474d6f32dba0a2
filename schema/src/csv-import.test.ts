import { ImportCheck, IMPORT_MAX_ROWS, IMPORT_TEMPLATE, validateImport } from './csv-import';
import { invoiceLabel, parseInvoiceReference } from './invoice-number';

const HEADER = ['Invoice #', 'Company', 'Amount', 'Currency', 'Issue Date', 'Status'];
const row = (over: Partial<Record<'n' | 'c' | 'a' | 'cur' | 'd' | 's', string>> = {}): string[] => [
  over.n ?? 'INV-0001',
  over.c ?? 'Acme Ltd',
  over.a ?? '1200.50',
  over.cur ?? 'USD',
  over.d ?? '2026-01-15',
  over.s ?? 'Sent',
];

describe('validateImport: the file', () => {
  it.each([[[]], [[HEADER]], [[HEADER, ['', '', '', '', '', '']]], [[[''], ['']]]])('calls %j empty or invalid', (table) => {
    expect(validateImport(table)).toEqual({
      ok: false,
      errors: [
        { row: null, field: null, message: 'CSV file is empty or invalid. Please ensure the file has headers and at least one data row.' },
      ],
    });
  });

  it('names every missing required header in template order', () => {
    expect(
      validateImport([
        ['Company', 'Amount', 'Issue Date'],
        ['Acme', '1', '2026-01-01'],
      ]),
    ).toEqual({
      ok: false,
      errors: [
        {
          row: null,
          field: null,
          message: 'Missing required headers: Invoice #, Currency, Status. Please ensure your CSV has all required columns.',
        },
      ],
    });
  });

  it('accepts the alternative header names, in any order and case, with a BOM', () => {
    const result = validateImport([
      ['\uFEFFstatus', ' Invoice Number ', 'CUSTOMER', 'Total', 'currency', 'Date'],
      ['paid', '42', 'Beta Co', '99', 'eur', '2026-02-01'],
    ]);
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          number: 42,
          counterparty: 'Beta Co',
          amount: '99.00',
          currency: 'EUR',
          issuedDate: '2026-02-01',
          dueDate: '2026-03-03',
          status: 'paid',
          paidDate: null,
          description: '',
        },
      ],
    });
  });

  it('reads an optional Description column (also Details or Item) as what was supplied, lines kept', () => {
    const result = validateImport([
      ['Invoice #', 'Company', 'Amount', 'Currency', 'Issue Date', 'Status', 'Details'],
      ['7', 'Beta Co', '99', 'EUR', '2026-02-01', 'Draft', ' Design work\r\nand hosting '],
    ]);
    expect(result.ok && result.rows[0]?.description).toBe('Design work\nand hosting');
  });

  it('refuses more rows than one import takes', () => {
    const table = [HEADER, ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => row({ n: String(i + 1) }))];
    const result = validateImport(table);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]?.message).toBe('This file has 100,001 rows; import at most 100,000 at a time.');
  });
});

describe('validateImport: rows (numbers start at 2)', () => {
  it.each([
    [{ n: 'ABC' }, 'Invoice #', 'Invalid invoice number format "ABC". Expected format: INV-0001 or numeric value.'],
    [{ n: '' }, 'Invoice #', 'Invoice # is required'],
    [{ c: '   ' }, 'Company', 'Company is required'],
    [{ c: 'Acme\u0000' }, 'Company', 'Company must not contain control characters'],
    [{ a: 'abc' }, 'Amount', 'Amount must be a positive number'],
    [{ a: '-5' }, 'Amount', 'Amount must be a positive number'],
    [{ a: '0' }, 'Amount', 'Amount must be a positive number'],
    [{ a: '' }, 'Amount', 'Amount is required'],
    [{ a: '10.001' }, 'Amount', 'Amount must have at most 2 decimal places for USD'],
    [{ a: '10.5', cur: 'JPY' }, 'Amount', 'Amount must be a whole number for JPY'],
    [{ cur: 'XYZ' }, 'Currency', 'Currency "XYZ" is not supported. Use one of the 23 supported codes, such as USD, EUR, GBP or JPY.'],
    [{ cur: '' }, 'Currency', 'Currency is required'],
    [{ d: '15/01/2026' }, 'Issue Date', 'Issue Date "15/01/2026" must be a valid date in YYYY-MM-DD format'],
    [{ d: '2026-02-30' }, 'Issue Date', 'Issue Date "2026-02-30" must be a valid date in YYYY-MM-DD format'],
    [{ d: '2026-13-01' }, 'Issue Date', 'Issue Date "2026-13-01" must be a valid date in YYYY-MM-DD format'],
    [{ d: '1900-01-01' }, 'Issue Date', 'Issue Date must be on or after 1990-01-01'],
    [{ d: '' }, 'Issue Date', 'Issue Date is required'],
    [{ s: 'Pending' }, 'Status', 'Status "Pending" is not valid. Please use Draft, Sent, Overdue, or Paid.'],
    [{ s: '' }, 'Status', 'Status is required'],
    [{ c: 'Acme\ud800' }, 'Company', 'Company must not contain broken Unicode (an unpaired surrogate)'],
    [{ c: '\u202eemcA' }, 'Company', 'Company must not contain bidirectional override characters'],
    [{ c: '\u200b' }, 'Company', 'Company is required'],
    [{ n: 'INV-0\u00001' }, 'Invoice #', 'Invoice # must not contain control characters'],
    [{ a: '10\ud800' }, 'Amount', 'Amount must not contain broken Unicode (an unpaired surrogate)'],
    [{ s: 'paid\u0000' }, 'Status', 'Status must not contain control characters'],
  ])('row %j: %s says %j', (over, field, message) => {
    expect(validateImport([HEADER, row(over)])).toEqual({ ok: false, errors: [{ row: 2, field, message }] });
  });

  it('strips currency symbols and separators from amounts', () => {
    const result = validateImport([HEADER, row({ a: '$1,234.50' }), row({ n: '2', a: '¥5,000', cur: 'JPY' })]);
    expect(result.ok && result.rows.map((r) => r.amount)).toEqual(['1234.50', '5000']);
  });

  it('reads status case-insensitively and numbers from INV-0042, #42 and 42', () => {
    const result = validateImport([
      HEADER,
      row({ n: 'INV-0042', s: 'OVERDUE' }),
      row({ n: '#43', s: 'draft' }),
      row({ n: '44', s: 'PaId' }),
    ]);
    expect(result.ok && result.rows.map((r) => [r.number, r.status])).toEqual([
      [42, 'overdue'],
      [43, 'draft'],
      [44, 'paid'],
    ]);
  });

  it('reports a number that already exists, and one repeated in the file', () => {
    const result = validateImport([HEADER, row({ n: 'INV-0007' }), row({ n: '8' }), row({ n: '#8' })], { exists: (n) => n === 7 });
    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 2, field: 'Invoice #', message: 'Invoice #7 already exists. Please use a unique invoice number.' },
        {
          row: 4,
          field: 'Invoice #',
          message: 'Invoice #8 appears more than once in this file (first on row 3). Please use a unique invoice number.',
        },
      ],
    });
  });

  it('lists every error of every row, with the file line, and imports nothing', () => {
    const result = validateImport([
      HEADER,
      row(),
      row({ n: 'x', a: 'free' }),
      ['', '', '', '', '', ''],
      row({ n: '9', s: 'maybe', cur: 'ABC' }),
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 3, field: 'Invoice #', message: 'Invalid invoice number format "x". Expected format: INV-0001 or numeric value.' },
        { row: 3, field: 'Amount', message: 'Amount must be a positive number' },
        {
          row: 5,
          field: 'Currency',
          message: 'Currency "ABC" is not supported. Use one of the 23 supported codes, such as USD, EUR, GBP or JPY.',
        },
        { row: 5, field: 'Status', message: 'Status "maybe" is not valid. Please use Draft, Sent, Overdue, or Paid.' },
      ],
    });
  });

  it('uses an optional Due Date (else issue + 30 days) and Payment Date for paid rows', () => {
    const result = validateImport([
      [...HEADER, 'Due Date', 'Payment Date'],
      [...row({ s: 'Paid' }), '2026-01-20', '2026-01-19'],
      [...row({ n: '2' }), '', ''],
      [...row({ n: '3' }), '2026-01-01', ''],
    ]);
    expect(result).toEqual({ ok: false, errors: [{ row: 4, field: 'Due Date', message: 'Due Date must be on or after the Issue Date' }] });
    const good = validateImport([
      [...HEADER, 'Due Date', 'Payment Date'],
      [...row({ s: 'Paid' }), '2026-01-20', '2026-01-19'],
      [...row({ n: '2' }), '', ''],
    ]);
    expect(good.ok && good.rows.map((r) => [r.dueDate, r.paidDate])).toEqual([
      ['2026-01-20', '2026-01-19'],
      ['2026-02-14', null],
    ]);
  });

  it('accepts its own template', () => {
    expect(validateImport(IMPORT_TEMPLATE).ok).toBe(true);
  });
});

describe('invoice references', () => {
  it('pads labels to four digits and reads references back', () => {
    expect(invoiceLabel(1)).toBe('INV-0001');
    expect(invoiceLabel(12345)).toBe('INV-12345');
    expect(parseInvoiceReference('INV-0042')).toBe(42);
    expect(parseInvoiceReference('no digits')).toBeNull();
    expect(parseInvoiceReference('INV-0000')).toBeNull();
    expect(parseInvoiceReference('99999999999')).toBeNull();
  });
});

describe('ImportCheck: one record at a time', () => {
  it('answers each good row as it comes, and the same problems as the whole table at the end', () => {
    const table = [HEADER, row({ n: 'INV-3' }), row({ n: 'x' }), row({ n: '#5' }), row({ n: 'INV-3' })];
    const check = new ImportCheck();
    const answers = table.map((cells) => check.push(cells));
    expect(answers.map((r) => r?.number ?? null)).toEqual([null, 3, null, 5, null]);
    expect(check.failed).toBe(true);
    const whole = validateImport(table);
    expect(whole.ok).toBe(false);
    expect(check.finish()).toEqual(whole.ok ? [] : whole.errors);
  });

  it('past the row limit keeps only the count, so a huge file holds no rows or errors', () => {
    const check = new ImportCheck();
    check.push(HEADER);
    let kept = 0;
    for (let i = 1; i <= IMPORT_MAX_ROWS + 5; i++) if (check.push(row({ n: String(i), a: i > IMPORT_MAX_ROWS ? 'bad' : '10' }))) kept += 1;
    expect(kept).toBe(IMPORT_MAX_ROWS);
    expect(check.failed).toBe(true);
    expect(check.finish()).toEqual([
      {
        row: null,
        field: null,
        message: `This file has ${(IMPORT_MAX_ROWS + 5).toLocaleString('en-NZ')} rows; import at most 100,000 at a time.`,
      },
    ]);
  });
});

describe('validateImport: values that only look like amounts', () => {
  it.each(['1e309', '12abc34', '1e3', '0x1F', '12.34.56', '1,2345', '12,34', 'Infinity', 'NaN', '--5', '$'])(
    "refuses %j with SPEC's message instead of keeping its digits",
    (a) => {
      expect(validateImport([HEADER, row({ a })])).toEqual({
        ok: false,
        errors: [{ row: 2, field: 'Amount', message: 'Amount must be a positive number' }],
      });
    },
  );

  it('still strips symbols, codes and thousands separators before and after the number', () => {
    const amounts = ['USD 1,200.50', '1 200.50 USD', "1'200.50", 'NZ$ 1,200.50', '1,234,567.00', '€99'];
    const result = validateImport([HEADER, ...amounts.map((a, i) => row({ n: String(i + 1), a }))]);
    expect(result.ok && result.rows.map((r) => r.amount)).toEqual(['1200.50', '1200.50', '1200.50', '1200.50', '1234567.00', '99.00']);
  });
});

describe('validateImport: a header named twice', () => {
  it('is an error naming the column, whichever spelling repeats it', () => {
    expect(
      validateImport([
        [...HEADER, 'Total'],
        [...row(), '5'],
      ]),
    ).toEqual({
      ok: false,
      errors: [
        { row: null, field: 'Amount', message: 'The Amount column appears more than once in the header. Please keep one column for it.' },
      ],
    });
    expect(
      validateImport([
        [...HEADER, 'status'],
        [...row(), 'Paid'],
      ]),
    ).toEqual({
      ok: false,
      errors: [
        { row: null, field: 'Status', message: 'The Status column appears more than once in the header. Please keep one column for it.' },
      ],
    });
  });
});

describe('validateImport: paid rows dated after today', () => {
  const PAID_HEADER = [...HEADER, 'Payment Date'];
  it('refuses a paid invoice issued or paid after today', () => {
    const table = [PAID_HEADER, [...row({ d: '2099-01-01', s: 'Paid' }), '2099-02-01']];
    expect(validateImport(table, { today: '2026-11-23' })).toEqual({
      ok: false,
      errors: [
        {
          row: 2,
          field: 'Issue Date',
          message: 'Issue Date 2099-01-01 is in the future; a paid invoice must have been issued by today (2026-11-23)',
        },
        {
          row: 2,
          field: 'Payment Date',
          message: 'Payment Date 2099-02-01 is in the future; a paid invoice must have been paid by today (2026-11-23)',
        },
      ],
    });
  });

  it('accepts a paid invoice dated today, and a sent one issued in the future', () => {
    const table = [
      PAID_HEADER,
      [...row({ d: '2026-11-23', s: 'Paid' }), '2026-11-23'],
      [...row({ n: '2', d: '2099-01-01', s: 'Sent' }), ''],
    ];
    const result = validateImport(table, { today: '2026-11-23' });
    expect(result.ok && result.rows.map((r) => [r.status, r.paidDate])).toEqual([
      ['paid', '2026-11-23'],
      ['sent', null],
    ]);
  });
});

describe('validateImport: reading back what our exports write', () => {
  const FOOTER = 'Generated by Kea FX 2026-06-15 21:00 NZST. This data is immutable and audit-ready.';

  it('skips the footer record (and the older "# ..." footer line), not an invoice whose company merely says so', () => {
    const table = [HEADER, row(), [FOOTER, '', '', '', '', ''], [`# ${FOOTER}`]];
    const result = validateImport(table);
    expect(result.ok && result.rows.map((r) => r.number)).toEqual([1]);
    // A record with more than the statement in it is data: here a company that happens to be called so.
    const lookalike = validateImport([
      ['Company', 'Invoice #', 'Amount', 'Currency', 'Issue Date', 'Status'],
      [FOOTER, '7', '1', 'USD', '2026-01-01', 'Sent'],
    ]);
    expect(lookalike.ok && lookalike.rows.map((r) => r.counterparty)).toEqual([FOOTER]);
  });

  it('takes off the apostrophe our export put before a formula-like cell, and only that one', () => {
    const result = validateImport([HEADER, row({ c: '\'=Worst, "case"' }), row({ n: 'INV-0002', c: "'Tis the Season Ltd" })]);
    expect(result.ok && result.rows.map((r) => r.counterparty)).toEqual(['=Worst, "case"', "'Tis the Season Ltd"]);
  });

  it.each([
    ['dd/mm/yyyy', '15/01/2026', '2026-01-15'],
    ['mm/dd/yyyy', '01/15/2026', '2026-01-15'],
    ['yyyy-mm-dd', '2026-01-15', '2026-01-15'],
  ] as const)('reads dates in the owner format %s (%s) as well as ISO', (dateFormat, written, iso) => {
    const format = { dateFormat, numberFormat: 'comma' } as const;
    const result = validateImport(
      [
        [...HEADER, 'Due Date'],
        [...row({ d: written }), written],
        [...row({ n: '2', d: iso }), iso],
      ],
      { format },
    );
    expect(result.ok && result.rows.map((r) => [r.issuedDate, r.dueDate])).toEqual([
      [iso, iso],
      [iso, iso],
    ]);
  });

  it('refuses a day in the other slash order, or an impossible one, naming the forms it reads', () => {
    const format = { dateFormat: 'dd/mm/yyyy', numberFormat: 'comma' } as const;
    expect(validateImport([HEADER, row({ d: '01/15/2026' })], { format })).toEqual({
      ok: false,
      errors: [
        {
          row: 2,
          field: 'Issue Date',
          message:
            'Issue Date "01/15/2026" must be a valid date in YYYY-MM-DD or DD/MM/YYYY format: read as DD/MM/YYYY, there is no month 15 (for 15 January 2026, write 15/01/2026)',
        },
      ],
    });
    expect(validateImport([HEADER, row({ d: '31/02/2026' })], { format }).ok).toBe(false);
  });
});

describe("validateImport: dates in the owner's date format (issue 26: NZ Excel writes 01/10/2026)", () => {
  const WITH_DUE = [...HEADER, 'Due Date'];
  const dated = (d: string, due = '', n = 'INV-0001'): string[] => [...row({ n, d }), due];
  const check = (dateFormat: 'dd/mm/yyyy' | 'mm/dd/yyyy' | 'yyyy-mm-dd', ...rows: string[][]) =>
    validateImport([WITH_DUE, ...rows], { format: { dateFormat, numberFormat: 'comma' } });

  it.each([
    ['dd/mm/yyyy', '01/10/2026', '2026-10-01'],
    ['dd/mm/yyyy', '1/10/2026', '2026-10-01'],
    ['mm/dd/yyyy', '01/10/2026', '2026-01-10'],
    ['mm/dd/yyyy', '1/10/2026', '2026-01-10'],
    ['dd/mm/yyyy', '2026-10-01', '2026-10-01'],
    ['mm/dd/yyyy', '2026-10-01', '2026-10-01'],
    ['yyyy-mm-dd', '2026-10-01', '2026-10-01'],
  ] as const)('a %s owner imports %s as %s (issue and due dates alike)', (dateFormat, written, iso) => {
    const result = check(dateFormat, dated(written, written));
    expect(result.ok && result.rows.map((r) => [r.issuedDate, r.dueDate])).toEqual([[iso, iso]]);
  });

  it.each([
    [
      'dd/mm/yyyy',
      '31/02/2026',
      'Issue Date "31/02/2026" must be a valid date in YYYY-MM-DD or DD/MM/YYYY format: read as DD/MM/YYYY, February 2026 has 28 days',
    ],
    [
      'mm/dd/yyyy',
      '02/31/2026',
      'Issue Date "02/31/2026" must be a valid date in YYYY-MM-DD or MM/DD/YYYY format: read as MM/DD/YYYY, February 2026 has 28 days',
    ],
    [
      'dd/mm/yyyy',
      '13/25/2026',
      'Issue Date "13/25/2026" must be a valid date in YYYY-MM-DD or DD/MM/YYYY format: read as DD/MM/YYYY, there is no month 25',
    ],
    [
      'mm/dd/yyyy',
      '13/25/2026',
      'Issue Date "13/25/2026" must be a valid date in YYYY-MM-DD or MM/DD/YYYY format: read as MM/DD/YYYY, there is no month 13',
    ],
    [
      'mm/dd/yyyy',
      '25/12/2026',
      'Issue Date "25/12/2026" must be a valid date in YYYY-MM-DD or MM/DD/YYYY format: read as MM/DD/YYYY, there is no month 25 (for 25 December 2026, write 12/25/2026)',
    ],
    ['yyyy-mm-dd', '01/10/2026', 'Issue Date "01/10/2026" must be a valid date in YYYY-MM-DD format'],
    ['dd/mm/yyyy', '2026-02-29', 'Issue Date "2026-02-29" must be a valid date in YYYY-MM-DD or DD/MM/YYYY format'],
    ['dd/mm/yyyy', '1.10.2026', 'Issue Date "1.10.2026" must be a valid date in YYYY-MM-DD or DD/MM/YYYY format'],
  ] as const)('a %s owner is told what is wrong with %s, by row and column, and nothing is kept', (dateFormat, written, message) => {
    expect(check(dateFormat, dated('2026-01-15'), dated(written, '', 'INV-0002'))).toEqual({
      ok: false,
      errors: [{ row: 3, field: 'Issue Date', message }],
    });
  });

  it('names the Due Date column when that is the bad one', () => {
    expect(check('dd/mm/yyyy', dated('01/10/2026', '31/11/2026'))).toEqual({
      ok: false,
      errors: [
        {
          row: 2,
          field: 'Due Date',
          message:
            'Due Date "31/11/2026" must be a valid date in YYYY-MM-DD or DD/MM/YYYY format: read as DD/MM/YYYY, November 2026 has 30 days',
        },
      ],
    });
  });

  it('reads a leap day only in a leap year', () => {
    const result = check('dd/mm/yyyy', dated('29/02/2028'));
    expect(result.ok && result.rows[0]?.issuedDate).toBe('2028-02-29');
    expect(check('dd/mm/yyyy', dated('29/02/2027')).ok).toBe(false);
  });
});

describe('validateImport: reading back what our exports write (continued)', () => {
  it.each([
    ['comma', '12,000.50', '12000.50'],
    ['space', '12\u00a0000.50', '12000.50'],
    ['period', '12.000,50', '12000.50'],
    ['period', '1.250.000', '1250000.00'],
    ['period', '1.234', '1234.00'],
    ['period', '1234,56', '1234.56'],
    ['period', 'EUR 1.234,56', '1234.56'],
    ['space', '1 234.56', '1234.56'],
    ['comma', '1,234', '1234.00'],
  ] as const)('reads amounts in the %s number format (%s), as a person typed them', (numberFormat, written, value) => {
    const result = validateImport([HEADER, row({ a: written })], { format: { dateFormat: 'yyyy-mm-dd', numberFormat } });
    expect(result.ok && result.rows[0]?.amount).toBe(value);
  });

  it.each(['comma', 'space', 'period'] as const)(
    'reads the plain machine numbers every export writes (12345.67, 5000) for a %s owner',
    (numberFormat) => {
      const result = validateImport([HEADER, row({ a: '12345.67' }), row({ n: '2', a: '5000', cur: 'JPY' }), row({ n: '3', a: '0.50' })], {
        format: { dateFormat: 'yyyy-mm-dd', numberFormat },
      });
      expect(result.ok && result.rows.map((r) => r.amount)).toEqual(['12345.67', '5000', '0.50']);
    },
  );

  it.each([
    ['period', '1,234', 'Amount must have at most 2 decimal places for USD'],
    ['period', '1.234.56', 'Amount must be a positive number'],
    ['comma', '1.234,56', 'Amount must be a positive number'],
    ['comma', '1.234', 'Amount must have at most 2 decimal places for USD'],
  ] as const)("never guesses: a %s owner's %s is refused (%s)", (numberFormat, written, message) => {
    expect(validateImport([HEADER, row({ a: written })], { format: { dateFormat: 'yyyy-mm-dd', numberFormat } })).toEqual({
      ok: false,
      errors: [{ row: 2, field: 'Amount', message }],
    });
  });
});
