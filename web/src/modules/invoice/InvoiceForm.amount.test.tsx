import { DEFAULT_PREFERENCES, NO_INVOICE_DETAILS, type Preferences } from '@keafx/schema';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { buildFormat, FormatContext } from '../preferences/format';
import { InvoiceForm, validateInvoiceForm, type InvoiceFormValues } from './InvoiceForm';
import { newLine } from './invoiceLines';
import { readPayment } from './paymentInput';
import { NO_ZERO_RATING } from './zeroRating';

const BLANK: InvoiceFormValues = {
  counterparty: 'Kea Ltd',
  currency: 'USD',
  lines: [{ ...newLine(), description: 'Consulting' }],
  pricesIncludeGst: false,
  issuedDate: '2026-06-01',
  dueDate: '2026-07-01',
  ...NO_INVOICE_DETAILS,
  ...NO_ZERO_RATING,
};

const withFormat = (numberFormat: Preferences['numberFormat'], ui: React.ReactElement) => (
  <FormatContext.Provider value={buildFormat({ ...DEFAULT_PREFERENCES, numberFormat })}>{ui}</FormatContext.Provider>
);

/** Types a unit price (and a quantity, when given) into line 1 and saves. */
function typeLine(numberFormat: Preferences['numberFormat'], unitPrice: string, quantity?: string, initial = BLANK) {
  const onSubmit = jest.fn();
  renderWithApp(
    withFormat(numberFormat, <InvoiceForm initial={initial} submitLabel="Save" busy={false} onSubmit={onSubmit} onCancel={jest.fn()} />),
  );
  fireEvent.change(screen.getByLabelText('Line 1 unit price'), { target: { value: unitPrice } });
  if (quantity !== undefined) fireEvent.change(screen.getByLabelText('Line 1 quantity'), { target: { value: quantity } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return onSubmit;
}

const line = (unitPrice: string, quantity = '1') => ({ description: 'Consulting', quantity, unitPrice, gstTreatment: 'zero_rated' });

describe("the invoice form reads unit prices and quantities in the owner's number format (issues 26 and 27)", () => {
  it.each([
    ['period', '1.234,56', '1234.56'],
    ['period', '1234,56', '1234.56'],
    ['period', '1.234', '1234'],
    ['comma', '1,234.56', '1234.56'],
    ['comma', '1234.56', '1234.56'],
    ['comma', '1,234', '1234'],
    ['space', '1 234.56', '1234.56'],
  ] as const)('a %s owner typing the unit price %j saves %s (the api takes plain decimals)', (numberFormat, typed, saved) => {
    const onSubmit = typeLine(numberFormat, typed);
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ lines: [line(saved)] }));
  });

  it('a period owner types a quantity of 2,5 for 2.5', () => {
    const onSubmit = typeLine('period', '10', '2,5');
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ lines: [line('10', '2.5')] }));
  });

  it.each([
    [
      'period',
      '1234.56',
      'Line 1 unit price must be a number written like 1.234,56 or 1234,56 (your number format: a comma before the decimals)',
    ],
    [
      'period',
      '1.5',
      'Line 1 unit price must be a number written like 1.234,56 or 1234,56 (your number format: a comma before the decimals)',
    ],
    [
      'comma',
      '12,50',
      'Line 1 unit price must be a number written like 1,234.56 or 1234.56 (your number format: a point before the decimals)',
    ],
    [
      'comma',
      '1.234,56',
      'Line 1 unit price must be a number written like 1,234.56 or 1234.56 (your number format: a point before the decimals)',
    ],
    ['period', '1,23456', 'Line 1 unit price may have at most 4 decimal places'],
    ['comma', '', 'Line 1 unit price is required'],
  ] as const)('a %s owner typing the unit price %j is told %j, beside the field, and nothing is saved', (numberFormat, typed, message) => {
    const onSubmit = typeLine(numberFormat, typed);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Line 1 unit price')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Line 1 unit price')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Line 1 unit price')).toHaveFocus();
  });

  it('a quantity of nothing, or of less than one of anything, is refused by the shared rule', () => {
    const onSubmit = typeLine('comma', '10', '0');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Line 1 quantity')).toHaveAccessibleDescription('Line 1 quantity must be a positive number');
  });

  it('a total of nothing is refused for the lines as a whole, and focus goes to the first unit price', () => {
    const onSubmit = typeLine('comma', '-5');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('The invoice total must be more than zero; it is -5.00 USD')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Lines' })).toHaveAccessibleDescription(
      'The invoice total must be more than zero; it is -5.00 USD',
    );
    expect(screen.getByLabelText('Line 1 unit price')).toHaveFocus();
  });

  it('shows a line to edit in the owner format, which saves back unchanged', () => {
    const onSubmit = jest.fn();
    const saved = [{ ...newLine(), description: 'Consulting', quantity: '2,5', unitPrice: '1234,56', gstTreatment: 'zero_rated' as const }];
    renderWithApp(
      withFormat(
        'period',
        <InvoiceForm initial={{ ...BLANK, lines: saved }} submitLabel="Save" busy={false} onSubmit={onSubmit} onCancel={jest.fn()} />,
      ),
    );
    expect(screen.getByText(/written like 1\.250,00/)).toBeInTheDocument();
    // 2.5 × 1,234.56 = 3,086.40, shown in the owner's format.
    expect(screen.getByRole('cell', { name: 'US$3.086,40' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ lines: [line('1234.56', '2.5')] }));
  });

  it('validateInvoiceForm reads in the comma format unless told otherwise', () => {
    const priced = (unitPrice: string): InvoiceFormValues => ({ ...BLANK, lines: [{ ...BLANK.lines[0]!, unitPrice }] });
    expect(validateInvoiceForm(priced('1,234.56'))).toEqual({});
    expect(validateInvoiceForm(priced('1.234,56'), { numberFormat: 'period' })).toEqual({});
    expect(validateInvoiceForm(priced('1.234,56'))['lines[1].unitPrice']).toMatch(
      /^Line 1 unit price must be a number written like 1,234.56/,
    );
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
