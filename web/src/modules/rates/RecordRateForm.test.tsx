import type { MockedResponse } from '@apollo/client/testing';
import { DEFAULT_PREFERENCES } from '@keafx/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RecordRateDocument } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { buildFormat, FormatContext } from '../preferences/format';
import { rateFixture } from './rateFixture';
import { RecordRateForm } from './RecordRateForm';

const TODAY = '2026-06-15';
const USD = rateFixture({ id: '3' });

/** The recordRate call the form should make, answered as the api would. */
function recordMock(nzdPerUnit: string, confirm: boolean): MockedResponse & { called: jest.Mock } {
  const called = jest.fn();
  return {
    called,
    request: {
      query: RecordRateDocument,
      variables: {
        input: {
          currency: 'USD',
          nzdPerUnit,
          rateType: 'SPOT',
          effectiveDate: TODAY,
          source: 'manual',
          ...(confirm ? { confirmLargeChange: true } : {}),
        },
      },
    },
    result: () => {
      called();
      return {
        data: {
          recordRate: {
            __typename: 'Rate',
            ...USD,
            id: '99',
            nzdPerUnit,
            source: 'manual',
            effectiveDate: TODAY,
            own: true,
            stale: false,
          },
        },
      };
    },
  };
}

function renderForm(mocks: MockedResponse[]) {
  const onRecorded = jest.fn();
  renderWithApp(
    <RecordRateForm today={TODAY} demo={false} currency="USD" current={USD} onCurrencyChange={jest.fn()} onRecorded={onRecorded} />,
    { mocks },
  );
  return { onRecorded };
}

const enter = (rate: string) => {
  fireEvent.change(screen.getByLabelText('NZD per 1 USD'), { target: { value: rate } });
  fireEvent.click(screen.getByRole('button', { name: 'Record Rate' }));
};

describe('RecordRateForm: a rate more than 20% from the current one', () => {
  it('asks first, naming the currency, both rates and the difference; Cancel records nothing', async () => {
    const mock = recordMock('155', false);
    renderForm([mock]);
    enter('155');
    const dialog = screen.getByRole('dialog', { name: 'Check this USD rate' });
    expect(dialog.textContent).toContain('The rate you entered is 9,964.9% above the current USD rate.');
    const figures = within(dialog).getByTestId('rate-confirm-figures');
    expect([...figures.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Current rate', 'New rate', 'Difference']);
    expect([...figures.querySelectorAll('dd')].map((d) => d.textContent)).toEqual([
      '1.54 NZD per USD (Built-in, 31 Dec 2024)',
      '155 NZD per USD',
      '+9,964.9%',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBe(document.activeElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Nothing recorded.');
    await new Promise((r) => setTimeout(r, 20));
    expect(mock.called).not.toHaveBeenCalled();
  });

  it('records with the confirmation once the person chooses Record anyway', async () => {
    const mock = recordMock('155', true);
    const { onRecorded } = renderForm([mock]);
    enter('155');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Record anyway' }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalledWith('USD'));
    expect(mock.called).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/^✓ Recorded USD at 155 NZD per USD \(spot, /);
  });

  it('asks on a fall of more than 20% too', () => {
    renderForm([]);
    enter('1.155');
    const dialog = screen.getByRole('dialog', { name: 'Check this USD rate' });
    expect(dialog.textContent).toContain('25% below the current USD rate');
    expect(within(dialog).getByTestId('rate-confirm-figures').textContent).toContain('−25%');
  });

  it('records a change of 20% or less without asking', async () => {
    const mock = recordMock('1.848', false);
    const { onRecorded } = renderForm([mock]);
    enter('1.848');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(onRecorded).toHaveBeenCalledWith('USD'));
    expect(mock.called).toHaveBeenCalledTimes(1);
  });
});

describe('RecordRateForm: the rate in the owner’s number format', () => {
  const renderPeriod = (mocks: MockedResponse[]) =>
    renderWithApp(
      <FormatContext.Provider value={buildFormat({ ...DEFAULT_PREFERENCES, numberFormat: 'period' })}>
        <RecordRateForm today={TODAY} demo={false} currency="USD" current={USD} onCurrencyChange={jest.fn()} onRecorded={jest.fn()} />
      </FormatContext.Provider>,
      { mocks },
    );

  it('reads 1,6 as 1.6 for a period (1.234,56) owner and records it', async () => {
    const mock = recordMock('1.6', false);
    renderPeriod([mock]);
    enter('1,6');
    await waitFor(() => expect(mock.called).toHaveBeenCalled());
  });

  it('refuses 1.6 for a period owner, saying the format it expects, and records nothing', () => {
    const mock = recordMock('1.6', false);
    renderPeriod([mock]);
    enter('1.6');
    expect(
      screen.getByText('NZD per 1 USD must be a number written like 1.234,56 or 1234,56 (your number format: a comma before the decimals)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('NZD per 1 USD')).toHaveFocus();
    expect(mock.called).not.toHaveBeenCalled();
  });
});
