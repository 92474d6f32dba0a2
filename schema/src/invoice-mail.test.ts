import { defaultInvoiceMessage, defaultInvoiceSubject, EMAIL_INVOICE } from './invoice-mail';

const invoice = { number: 4, amount: '1200.5', currency: 'USD', dueDate: '2026-07-15', counterparty: 'Acme Cloud Inc' };

describe('the default invoice e-mail', () => {
  it('names the business when it has a name, and leaves it out when it has none', () => {
    expect(defaultInvoiceSubject(invoice, 'Kōwhai Studio')).toBe('Invoice INV-0004 from Kōwhai Studio');
    expect(defaultInvoiceSubject(invoice, '')).toBe('Invoice INV-0004');
    expect(defaultInvoiceMessage(invoice, 'Kōwhai Studio', '15/07/2026')).toBe(
      'Kia ora Acme Cloud Inc,\n\nPlease find attached invoice INV-0004 for USD 1,200.50, due 15/07/2026.\n\nNgā mihi,\nKōwhai Studio',
    );
    expect(defaultInvoiceMessage(invoice, '', '15/07/2026').endsWith('Ngā mihi,')).toBe(true);
  });
});

describe('EMAIL_INVOICE as a form reads it', () => {
  it('takes Cc as text separated by commas or semicolons, and blank subject and message as the defaults', () => {
    expect(
      EMAIL_INVOICE.form.parse({ to: ' ap@acme.example ', cc: 'a@x.example; b@y.example,', subject: '  ', message: '' }, undefined),
    ).toEqual({
      ok: true,
      value: { to: 'ap@acme.example', cc: ['a@x.example', 'b@y.example'] },
    });
  });

  it.each([
    [{}, 'To', 'To is required'],
    [{ to: 'x' }, 'to', 'To must be a valid email address'],
    [{ to: 'a@b.example', cc: 'a@b.example, nope' }, 'cc', 'Cc: nope is not a valid e-mail address'],
    [{ to: 'a@b.example', cc: ['a@b.example', 3] }, 'cc', 'Cc: 3 is not a valid e-mail address'],
    [{ to: 'a@b.example', cc: { a: 1 } }, 'cc', 'Cc must be a list of e-mail addresses'],
    [{ to: 'a@b.example', message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters'],
  ])('refuses %j, naming the field as the form labels it', (values, field, message) => {
    const parsed = EMAIL_INVOICE.form.parse(values, undefined);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors[0]).toEqual({ field: field === 'To' ? 'to' : field, message });
  });
});
