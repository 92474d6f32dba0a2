import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fieldErrors, inWords, serverMessage } from './errors';

const badInput = (fields: { field: string; message: string }[]) =>
  new CombinedGraphQLErrors({
    errors: [{ message: fields.map((f) => f.message).join('; '), extensions: { code: 'BAD_USER_INPUT', fields } }],
  });

describe('server messages in the form’s words', () => {
  const labels = { nzdPerUnit: 'NZD per 1 USD', effectiveDate: 'Effective date' };

  it('names each field by its label, whole words only', () => {
    expect(inWords('nzdPerUnit must be a positive number', labels)).toBe('NZD per 1 USD must be a positive number');
    expect(inWords('effectiveDate must not be after today; nzdPerUnitX stays', labels)).toBe(
      'Effective date must not be after today; nzdPerUnitX stays',
    );
    expect(inWords('nzdPerUnit must be a positive number')).toBe('nzdPerUnit must be a positive number');
  });

  it('applies to field errors and to the general message', () => {
    const error = badInput([{ field: 'nzdPerUnit', message: 'nzdPerUnit must be a positive number' }]);
    expect(fieldErrors(error, labels)).toEqual({ nzdPerUnit: 'NZD per 1 USD must be a positive number' });
    expect(serverMessage(error, 'fallback', labels)).toBe('NZD per 1 USD must be a positive number');
  });
});
