import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { RunScenarioDocument, type ExposureFieldsFragment } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { ScenarioPanel } from './ScenarioPanel';

const exposure: ExposureFieldsFragment = {
  asOf: '2026-03-10',
  includeDrafts: false,
  totalNzd: '20000.00',
  invoiceCount: 2,
  overdueCount: 0,
  rateSnapshotDate: '2026-03-10',
  dueHorizonText: '',
  warnings: [],
  currencies: [
    {
      currency: 'USD',
      totalAmount: '10000.00',
      nzdValue: '15400.00',
      nzdPerUnit: '1.54',
      sharePercent: '77.0',
      invoiceCount: 1,
      rateMissing: false,
      rateStale: false,
    },
    {
      currency: 'NZD',
      totalAmount: '4600.00',
      nzdValue: '4600.00',
      nzdPerUnit: '1',
      sharePercent: '23.0',
      invoiceCount: 1,
      rateMissing: false,
      rateStale: false,
    },
  ],
};

function scenario(shock: number, impact: string, text: string): MockedResponse {
  return {
    request: { query: RunScenarioDocument, variables: { input: { includeDrafts: false, shocks: [{ currency: 'USD', shock }] } } },
    result: {
      data: {
        runScenario: {
          __typename: 'ScenarioResult',
          totalCurrent: '20000.00',
          totalShocked: String(20000 + Number(impact)),
          totalImpact: impact,
          shockPercent: String(shock * 100),
          affectedInvoiceCount: 1,
          affectedCurrencies: ['USD'],
          warnings: [],
          guidance: { __typename: 'Guidance', band: 'NEUTRAL', text },
        },
      },
    },
  };
}

describe('ScenarioPanel', () => {
  it('shocks every foreign currency (not NZD) through the api and shows impact and guidance', async () => {
    renderWithApp(<ScenarioPanel exposure={exposure} includeDrafts={false} onIncludeDraftsChange={jest.fn()} />, {
      mocks: [
        scenario(0, '0.00', 'No rate change: your exposure stays as it is.'),
        scenario(-0.1, '-1540.00', 'A 10% fall costs you money.'),
      ],
    });
    expect(await screen.findByText('No rate change: your exposure stays as it is.')).toBeInTheDocument();
    expect(screen.getByTestId('scenario-impact')).toHaveTextContent('$0');
    fireEvent.click(screen.getByRole('button', { name: '-10%' }));
    expect(await screen.findByText('A 10% fall costs you money.')).toBeInTheDocument();
    expect(screen.getByTestId('scenario-impact')).toHaveTextContent('-$1,540');
    expect(screen.getByText(/Loss/)).toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveAttribute('step', '0.5');
  });

  it('says so when there is no foreign exposure to shock', () => {
    renderWithApp(
      <ScenarioPanel
        exposure={{ ...exposure, currencies: exposure.currencies.slice(1, 2) }}
        includeDrafts={false}
        onIncludeDraftsChange={jest.fn()}
      />,
    );
    expect(screen.getByText(/No foreign-currency exposure to shock yet/)).toBeInTheDocument();
  });

  it('hands the Include Draft Invoices toggle up', () => {
    const onChange = jest.fn();
    renderWithApp(<ScenarioPanel exposure={undefined} includeDrafts={false} onIncludeDraftsChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include Draft Invoices' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
