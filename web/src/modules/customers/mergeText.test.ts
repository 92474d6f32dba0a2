import { mergeConfirmation, mergedNotice } from './mergeText';

describe('what a merge says', () => {
  it('says before merging where the invoices go, that the other customer is deleted and whose details fill the gaps', () => {
    expect(mergeConfirmation('Acme Cloud Inc', 'Acme Cloud (old)', 2)).toBe(
      '2 invoices of Acme Cloud (old) move to Acme Cloud Inc, and Acme Cloud (old) is deleted. Details Acme Cloud Inc lacks are taken from Acme Cloud (old).',
    );
    expect(mergeConfirmation('A', 'B', 1)).toBe('1 invoice of B moves to A, and B is deleted. Details A lacks are taken from B.');
    expect(mergeConfirmation('A', 'B', 1200)).toMatch(/^1,200 invoices of B move to A/);
  });

  it('says afterwards what was done', () => {
    expect(mergedNotice('A', 'B', 3)).toBe('Merged B into A: 3 invoices moved, and B was deleted.');
    expect(mergedNotice('A', 'B', 1)).toBe('Merged B into A: 1 invoice moved, and B was deleted.');
  });
});
