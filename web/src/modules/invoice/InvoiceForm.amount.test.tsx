import { DEFAULT_PREFERENCES, NO_INVOICE_DETAILS, type Preferences } from '@keafx/schema';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { buildFormat, FormatContext } from '../preferences/format';
import { InvoiceForm, validateInvoiceForm, type InvoiceFormValues } from './InvoiceForm';
import { readPayment } from './paymentInput';

const BLANK: InvoiceFormValues = {
  counterparty: 'Kea Ltd',
  currency: 'USD',
  amount: '',
  issuedDate: '2026-06-01',
  dueDate: '2026-07-01',
  ...NO_INVOICE_DETAILS,
};

const withFormat = (numberFormat: Preferences['numberFormat'], ui: React.ReactElement) => (
  <FormatContext.Provider value={buildFormat({ ...DEFAULT_PREFERENCES, numberFormat })}>{ui}</FormatContext.Provider>
);

function typeAmount(numberFormat: Preferences['numberFormat'], typed: string, initial = BLANK) {
  const onSubmit = jest.fn();
  renderWithApp(
    withFormat(numberFormat, <InvoiceForm initial={initial} submitLabel="Save" busy={false} onSubmit={onSubmit} onCancel={jest.fn()} />),
  );
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: typed } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return onSubmit;
}

describe("the invoice form reads the amount in the owner's number format (issue 26)", () => {
  it.each([
    ['period', '1.234,56', '1234.56'],
    ['period', '1234,56', '1234.56'],
    ['period', '1.234', '1234.00'],
    ['comma', '1,234.56', '1234.56'],
    ['comma', '1234.56', '1234.56'],
    ['comma', '1,234', '1234.00'],
    ['space', '1 234.56', '1234.56'],
  ] as const)('a %s owner typing %j saves %s (the api takes plain decimals)', (numberFormat, typed, saved) => {
    const onSubmit = typeAmount(numberFormat, typed);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: saved }));
  });

  it.each([
    ['period', '1234.56', 'Amount must be a number written like 1.234,56 or 1234,56 (your number format: a comma before the decimals)'],
    ['period', '1.5', 'Amount must be a number written like 1.234,56 or 1234,56 (your number format: a comma before the decimals)'],
    ['comma', '12,50', 'Amount must be a number written like 1,234.56 or 1234.56 (your number format: a point before the decimals)'],
    ['comma', '1.234,56', 'Amount must be a number written like 1,234.56 or 1234.56 (your number format: a point before the decimals)'],
    ['period', '1,234', 'Amount must have at most 2 decimal places for USD'],
    ['period', '-5', 'Amount must be a positive number'],
  ] as const)('a %s owner typing %j is told %j, beside the field, and nothing is saved', (numberFormat, typed, message) => {
    const onSubmit = typeAmount(numberFormat, typed);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(message);
  });

  it('shows an amount to edit in the owner format, which saves back unchanged', () => {
    const onSubmit = jest.fn();
    renderWithApp(
      withFormat(
        'period',
        <InvoiceForm initial={{ ...BLANK, amount: '1234,56' }} submitLabel="Save" busy={false} onSubmit={onSubmit} onCancel={jest.fn()} />,
      ),
    );
    expect(screen.getByText('In the invoice currency, e.g. 1.250,00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amount: '1234.56' }));
  });

  it('validateInvoiceForm reads in the comma format unless told otherwise', () => {
    expect(validateInvoiceForm({ ...BLANK, amount: '1,234.56' })).toEqual({});
    expect(validateInvoiceForm({ ...BLANK, amount: '1.234,56' }, 'period')).toEqual({});
    expect(validateInvoiceForm({ ...BLANK, amount: '1.234,56' }).amount).toMatch(/^Amount must be a number written like 1,234.56/);
  });
});

describe("recording a payment reads the bank's rate in the owner's number format (readPayment, the Mark Paid dialog's reading)", () => {
  const pay = (numberFormat: Preferences['numberFormat'], settlementRate: string) =>
    readPayment({ paymentDate: '2026-06-10', settlementRate }, { today: '2026-06-15', issuedDate: '2026-06-01', numberFormat });

  it('a period owner types 1,6234 for 1.6234', () => {
    expect(pay('period', '1,6234')).toEqual({ ok: true, value: { paymentDate: '2026-06-10', settlementRate: '1.6234' } });
  });

  it('a period owner typing 1.6234 is told the format rather than saving 16,234', () => {
    expect(pay('period', '1.6234')).toEqual({
      ok: false,
      errors: {
        settlementRate:
          'Settlement rate must be a number written like 1.234,56 or 1234,56 (your number format: a comma before the decimals)',
      },
    });
  });

  it('a comma owner types 1.6234 as before', () => {
    expect(pay('comma', '1.6234')).toEqual({ ok: true, value: { paymentDate: '2026-06-10', settlementRate: '1.6234' } });
  });
});
