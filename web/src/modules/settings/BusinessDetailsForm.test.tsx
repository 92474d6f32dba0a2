import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BusinessDetailsDocument, UpdateBusinessDetailsDocument } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { BusinessDetailsSection } from './BusinessDetailsForm';

const details = {
  __typename: 'BusinessDetails' as const,
  companyName: 'Kea Exports Ltd',
  tradingName: '',
  address: '',
  gstNumber: '',
  gstRegistered: false,
  gstFilingFrequency: 'two_monthly',
  gstBalanceMonth: 3,
  nzbn: '',
  bankAccount: '',
  bankName: '',
  swiftBic: '',
  paymentInstructions: '',
  logo: '',
  missing: ['Address', 'Bank account'],
};
const loaded: MockedResponse = { request: { query: BusinessDetailsDocument }, result: { data: { businessDetails: details } } };
const { __typename: _t, companyName: _c, missing: _m, ...given } = details;
const input = {
  ...given,
  gstRegistered: true,
  gstNumber: '49-091-850',
  gstFilingFrequency: 'six_monthly',
  gstBalanceMonth: 6,
  nzbn: '9429050294954',
};
const saved: MockedResponse = {
  request: { query: UpdateBusinessDetailsDocument, variables: { input } },
  result: { data: { updateBusinessDetails: { ...details, ...input, missing: ['Address', 'Bank account'] } } },
};

describe('Settings, Account: the GST registration in the business details', () => {
  it('asks for a GST number only when registered, checks it by IR’s check digit beside the field, and saves the registration', async () => {
    renderWithApp(<BusinessDetailsSection />, { mocks: [loaded, saved] });
    const registered = await screen.findByRole('switch', { name: 'Registered for GST' });
    expect(registered).not.toBeChecked();
    expect(screen.getByTestId('business-missing')).toHaveTextContent('A tax invoice still needs: Address, Bank account.');
    expect(screen.getByLabelText('GST filing frequency')).toHaveValue('two_monthly');
    expect(screen.getByLabelText('Balance month')).toHaveDisplayValue('March');

    fireEvent.click(registered);
    expect(screen.getByTestId('business-missing')).toHaveTextContent('A tax invoice still needs: Address, GST number, Bank account.');

    // A transposed digit is named under the field, which is then described by the message and focused.
    const number = screen.getByLabelText('GST number');
    fireEvent.change(number, { target: { value: '94091850' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Business Details' }));
    const message = "GST number 94-091-850 fails IRD's check digit: check it for a mistyped or swapped digit";
    expect(await screen.findByText(message)).toHaveAttribute('id', 'business-gstNumber-error');
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(`${message} Your IRD number, 8 or 9 digits; required while registered for GST.`);
    expect(number).toHaveFocus();

    // Registered with the number cleared is refused before anything is sent.
    fireEvent.change(number, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Business Details' }));
    expect(await screen.findByText('GST number is required when registered for GST')).toBeInTheDocument();

    fireEvent.change(number, { target: { value: '49091850' } });
    fireEvent.change(screen.getByLabelText('GST filing frequency'), { target: { value: 'six_monthly' } });
    fireEvent.change(screen.getByLabelText('Balance month'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('NZBN (optional)'), { target: { value: '9429 0502 9495 4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Business Details' }));
    expect(await screen.findByText('✓ Business details saved.')).toBeInTheDocument();
    await waitFor(() => expect(number).toHaveValue('49-091-850'));
    expect(number).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('NZBN (optional)')).toHaveValue('9429050294954');
    expect(screen.getByLabelText('Balance month')).toHaveDisplayValue('June');
    expect(screen.getByLabelText('GST filing frequency')).toHaveDisplayValue('Every six months');
  });
});
