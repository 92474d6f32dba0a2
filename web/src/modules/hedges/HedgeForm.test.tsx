import type { MockedResponse } from '@apollo/client/testing';
import { DEFAULT_PREFERENCES, type Preferences } from '@keafx/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { CreateHedgeDocument } from '../../generated/graphql';
import { renderWithApp } from '../../test/render';
import { buildFormat, FormatContext } from '../preferences/format';
import { HedgeForm } from './HedgeForm';

/** Books a forward with the figures typed as given; answers the input the api was sent (null when nothing was sent). */
async function book(numberFormat: Preferences['numberFormat'], amount: string, lockedRate: string) {
  let sent: Record<string, unknown> | null = null;
  const mock: MockedResponse = {
    request: {
      query: CreateHedgeDocument,
      variables: (v: Record<string, unknown>) => {
        sent = v.input as Record<string, unknown>;
        return true;
      },
    },
    result: { errors: [new GraphQLError('stop here')] },
  };
  renderWithApp(
    <FormatContext.Provider value={buildFormat({ ...DEFAULT_PREFERENCES, numberFormat })}>
      <HedgeForm onBooked={jest.fn()} />
    </FormatContext.Provider>,
    { mocks: [mock] },
  );
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Locked rate (NZD per unit)'), { target: { value: lockedRate } });
  fireEvent.change(screen.getByLabelText('Maturity date'), { target: { value: '2099-12-31' } });
  fireEvent.change(screen.getByLabelText('Bank'), { target: { value: 'ANZ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Book contract' }));
  return () => sent as Record<string, unknown> | null;
}

describe("booking a forward reads the amount and rate in the owner's number format (issue 26)", () => {
  it('a period owner types 60.000 and 1,6: the api gets 60000.00 and 1.6', async () => {
    const sent = await book('period', '60.000', '1,6');
    await waitFor(() => expect(sent()).toMatchObject({ amount: '60000.00', lockedRate: '1.6' }));
  });

  it('a comma owner types 60,000 and 1.6 as before', async () => {
    const sent = await book('comma', '60,000', '1.6');
    await waitFor(() => expect(sent()).toMatchObject({ amount: '60000.00', lockedRate: '1.6' }));
  });

  it('a period owner typing 1.6 for the rate is told the format expected, beside the field, and nothing is sent', async () => {
    const sent = await book('period', '60.000', '1.6');
    expect(await screen.findByText(/^Locked rate must be a number written like 1\.234,56 or 1234,56/)).toBeInTheDocument();
    expect(screen.getByLabelText('Locked rate (NZD per unit)')).toHaveAccessibleDescription(
      'Locked rate must be a number written like 1.234,56 or 1234,56 (your number format: a comma before the decimals)',
    );
    expect(sent()).toBeNull();
  });

  it('a blank amount still gets the rule’s own message', async () => {
    const sent = await book('period', '', '1,6');
    expect(await screen.findByText('Amount must be a positive number')).toBeInTheDocument();
    expect(sent()).toBeNull();
  });
});
