import { effectiveStatus, isInvoiceStatus, statusChange, transitionError } from './invoice-status';

describe('effectiveStatus', () => {
  it('reads a sent invoice as overdue only once its due date has passed', () => {
    expect(effectiveStatus('sent', '2026-06-14', '2026-06-15')).toBe('overdue');
    expect(effectiveStatus('sent', '2026-06-15', '2026-06-15')).toBe('sent');
    expect(effectiveStatus('sent', '2026-06-16', '2026-06-15')).toBe('sent');
  });
  it('leaves drafts, paid and stored-overdue invoices as they are', () => {
    expect(effectiveStatus('draft', '2020-01-01', '2026-06-15')).toBe('draft');
    expect(effectiveStatus('paid', '2020-01-01', '2026-06-15')).toBe('paid');
    expect(effectiveStatus('overdue', '2030-01-01', '2026-06-15')).toBe('overdue');
  });
});

describe('transitions', () => {
  it('allows draft → sent and sent or overdue → paid', () => {
    expect(transitionError('send', 'draft')).toBeNull();
    expect(transitionError('pay', 'sent')).toBeNull();
    expect(transitionError('pay', 'overdue')).toBeNull();
  });
  it('refuses every other move with a sentence naming the current status', () => {
    expect(transitionError('send', 'sent')).toBe('Only draft invoices can be sent; this invoice is sent.');
    expect(transitionError('send', 'paid')).toBe('Only draft invoices can be sent; this invoice is paid.');
    expect(transitionError('pay', 'draft')).toBe('Only sent or overdue invoices can be marked paid; this invoice is draft.');
    expect(transitionError('pay', 'paid')).toBe('Only sent or overdue invoices can be marked paid; this invoice is paid.');
  });
  it('maps a requested status to an action, a refusal or nothing', () => {
    expect(statusChange('draft', 'sent')).toEqual({ action: 'send' });
    expect(statusChange('overdue', 'paid')).toEqual({ action: 'pay' });
    expect(statusChange('paid', 'paid')).toBeNull();
    expect(statusChange('sent', 'draft')).toEqual({ error: 'A sent invoice cannot go back to draft.' });
    expect(statusChange('draft', 'overdue')).toEqual({
      error: 'An invoice becomes overdue by itself when a sent invoice passes its due date.',
    });
    expect(statusChange('draft', 'paid')).toEqual({ error: 'Only sent or overdue invoices can be marked paid; this invoice is draft.' });
  });
  it('knows the four statuses and nothing else', () => {
    expect(['draft', 'sent', 'overdue', 'paid'].every(isInvoiceStatus)).toBe(true);
    expect(isInvoiceStatus('Draft')).toBe(false);
    expect(isInvoiceStatus('void')).toBe(false);
  });
});
