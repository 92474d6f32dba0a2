import { CHANGE_INVOICE, SETTLEMENT } from '@keafx/schema';
import { ValidationError } from '../errors';
import { spelledAs } from './command';

describe('a service refusal is spelt at the edge as its command spells the fields', () => {
  const refusal = new ValidationError([
    { field: 'dueDate', message: 'dueDate must be on or after issuedDate' },
    { field: 'amount', message: 'amount must be a whole number for JPY' },
  ]);

  it('renames the keys to snake_case over REST, in the field and in the sentence', () => {
    const rest = spelledAs(CHANGE_INVOICE.rest, refusal);
    expect(rest.extra.fields).toEqual([
      { field: 'due_date', message: 'due_date must be on or after issued_date' },
      { field: 'amount', message: 'amount must be a whole number for JPY' },
    ]);
    expect(rest.message).toBe('due_date must be on or after issued_date; amount must be a whole number for JPY');
    expect(rest.code).toBe('BAD_USER_INPUT');
  });

  it('leaves GraphQL spelling and words that are not the command’s keys alone', () => {
    expect(spelledAs(CHANGE_INVOICE.graphql, refusal)).toBe(refusal);
    const text = new ValidationError([
      { field: 'settlementRate', message: 'There is no rate for USD today; give settlementRate (not dueDates or xsettlementRate)' },
    ]);
    expect(spelledAs(SETTLEMENT.rest, text).extra.fields).toEqual([
      { field: 'settlement_rate', message: 'There is no rate for USD today; give settlement_rate (not dueDates or xsettlementRate)' },
    ]);
  });
});
