import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { changeToConfirm, changeWords, isUnconfirmedLargeChange, signedPercent } from './rateConfirm';

const fmt = { decimal: (text: string) => text.replace(/\B(?=(\d{3})+(?!\d))/g, '.').replace(/\.(\d)$/, ',$1') };

describe('rate confirmation helpers', () => {
  it('asks only for a change of more than 20%, and only with a current rate', () => {
    expect(changeToConfirm('USD', '1.54', '155')).toMatchObject({ percent: '9964.9', large: true });
    expect(changeToConfirm('USD', '1.5', '1.8')).toBeNull();
    expect(changeToConfirm('USD', '1.5', '1.2')).toBeNull();
    expect(changeToConfirm('USD', '1.6', '1.2')).toMatchObject({ percent: '-25', large: true });
    expect(changeToConfirm('USD', undefined, '155')).toBeNull();
  });

  it('words the change in the owner’s number format', () => {
    const typo = changeToConfirm('USD', '1.54', '155')!;
    expect(changeWords(typo, fmt)).toBe('9.964,9% above');
    expect(signedPercent(typo, fmt)).toBe('+9.964,9%');
    const fall = changeToConfirm('USD', '1.6', '1.2')!;
    expect(changeWords(fall, fmt)).toBe('25% below');
    expect(signedPercent(fall, fmt)).toBe('−25%');
  });

  it('knows the api’s refusal of an unconfirmed large change from other errors', () => {
    const error = (code: string, field: string) => new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code, field } }] });
    expect(isUnconfirmedLargeChange(error('CONFLICT', 'confirmLargeChange'))).toBe(true);
    expect(isUnconfirmedLargeChange(error('CONFLICT', 'id'))).toBe(false);
    expect(isUnconfirmedLargeChange(error('BAD_USER_INPUT', 'confirmLargeChange'))).toBe(false);
    expect(isUnconfirmedLargeChange(new Error('network'))).toBe(false);
  });
});
