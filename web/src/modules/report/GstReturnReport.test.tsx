import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GST_NOT_REGISTERED } from '@keafx/schema';
import { GstPeriodsDocument, GstReturnDocument } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { signInAs } from '../../test/roles';
import { GST_PREVIEW_PAGE, GstReturnReport } from './GstReturnReport';

const PERIODS = [
  { __typename: 'GstPeriod', from: '2026-06-01', to: '2026-07-31' },
  { __typename: 'GstPeriod', from: '2026-04-01', to: '2026-05-31' },
];

function periods(registered: boolean): MockedResponse {
  return {
    request: { query: GstPeriodsDocument },
    result: { data: { gstPeriods: { __typename: 'GstPeriods', registered, frequency: 'two_monthly', balanceMonth: 3, periods: PERIODS } } },
  };
}

const supply = (over: Record<string, unknown>) => ({
  __typename: 'GstReturnSupply',
  kind: 'INVOICE',
  number: 1,
  label: 'INV-0001',
  invoiceLabel: null,
  customer: 'Harbour Cafe Ltd',
  supplyDate: '2026-06-15',
  currency: 'NZD',
  amount: '1322.50',
  zeroRated: '0.00',
  exempt: '0.00',
  gst: '172.50',
  rate: '1',
  boxes: [5],
  box5Nzd: '1322.50',
  box6Nzd: null,
  box9Nzd: null,
  ...over,
});

function gstReturn(from: string, to: string, boxes: string[], supplies: Record<string, unknown>[]): MockedResponse {
  const [box5, box6, box7, box8, box9, box10] = boxes;
  return {
    request: { query: GstReturnDocument, variables: { from, to, limit: GST_PREVIEW_PAGE, offset: 0 } },
    result: {
      data: {
        gstReturn: {
          __typename: 'GstReturn',
          from,
          to,
          frequency: 'two_monthly',
          box5,
          box6,
          box7,
          box8,
          box9,
          box10,
          suppliesTotal: supplies.length,
          limit: GST_PREVIEW_PAGE,
          offset: 0,
          supplies,
          withoutRate: [],
          withoutRateTotal: 0,
        },
      },
    },
  };
}

const CURRENT = gstReturn(
  '2026-06-01',
  '2026-07-31',
  ['4771.50', '3449.00', '1322.50', '172.50', '-75.00', '97.50'],
  [
    supply({
      kind: 'CREDIT_NOTE',
      label: 'CN-0001',
      invoiceLabel: 'INV-0001',
      amount: '575.00',
      gst: '75.00',
      boxes: [9],
      box5Nzd: null,
      box9Nzd: '-75.00',
    }),
    supply({}),
    supply({
      number: 2,
      label: 'INV-0002',
      customer: 'Acme Cloud Inc',
      currency: 'USD',
      amount: '2000.00',
      zeroRated: '2000.00',
      gst: '0.00',
      rate: '1.7245',
      boxes: [5, 6],
      box5Nzd: '3449.00',
      box6Nzd: '3449.00',
    }),
  ],
);
const EARLIER = gstReturn('2026-04-01', '2026-05-31', ['0.00', '0.00', '0.00', '0.00', '0.00', '0.00'], []);

describe('GstReturnReport', () => {
  beforeEach(() => signInAs('owner'));

  it("previews the current period's boxes and the supplies behind them; another period by the picker, empty when it holds none", async () => {
    renderWithApp(<GstReturnReport today="2026-06-15" mayExport />, { mocks: [periods(true), CURRENT, EARLIER] });
    const picker = await screen.findByLabelText('GST period');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 Jun 2026 to 31 Jul 2026 (current)', '1 Apr 2026 to 31 May 2026']);
    expect(await screen.findByTestId('gst-box-5')).toHaveTextContent('$4,771.50');
    expect(screen.getByTestId('gst-box-9')).toHaveTextContent('-$75.00');
    expect(screen.getByTestId('gst-box-10')).toHaveTextContent('$97.50');
    const supplies = screen.getByRole('table', { name: 'Supplies behind the boxes, by supply date' });
    expect(within(supplies).getAllByRole('row')).toHaveLength(4);
    expect(within(supplies).getByRole('rowheader', { name: 'CN-0001 on INV-0001' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 supplies');
    expect(screen.getByRole('button', { name: 'Export Report' })).toBeEnabled();

    fireEvent.change(picker, { target: { value: '2026-04-01..2026-05-31' } });
    expect(await screen.findByText('No supplies in this GST period')).toBeInTheDocument();
    expect(screen.getByTestId('gst-box-5')).toHaveTextContent('$0.00');
  });

  it('tells a business not registered for GST that it files no return, with the way to its settings', async () => {
    renderWithApp(<GstReturnReport today="2026-06-15" mayExport />, { mocks: [periods(false)] });
    expect(await screen.findByText(GST_NOT_REGISTERED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Settings, Account' })).toBeInTheDocument();
    expect(screen.queryByLabelText('GST period')).not.toBeInTheDocument();
  });

  it('says when the return could not be loaded, with a retry; a viewer previews without exporting', async () => {
    renderWithApp(<GstReturnReport today="2026-06-15" mayExport={false} />, {
      mocks: [periods(true), { request: CURRENT.request, error: new Error('Network down') }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The GST return could not be loaded. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Report' })).not.toBeInTheDocument();
  });
});
