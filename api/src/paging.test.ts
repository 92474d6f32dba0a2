import { ValidationError } from './errors';
import { pageOf, parsePage } from './paging';

describe('one page type', () => {
  it('pages rows fetched with one extra row: the extra row only says more follow', () => {
    expect(pageOf([1, 2, 3], { limit: 2, offset: 4 })).toEqual({ items: [1, 2], hasMore: true, limit: 2, offset: 4 });
    expect(pageOf([1, 2], { limit: 2, offset: 0 }, (n) => `#${n}`)).toEqual({ items: ['#1', '#2'], hasMore: false, limit: 2, offset: 0 });
    expect(pageOf([], { limit: 5, offset: 0 })).toEqual({ items: [], hasMore: false, limit: 5, offset: 0 });
  });

  it('pages a whole list already in memory from the offset', () => {
    const all = ['a', 'b', 'c', 'd', 'e'];
    expect(pageOf(all, { limit: 2, offset: 2 }, undefined, true)).toEqual({ items: ['c', 'd'], hasMore: true, limit: 2, offset: 2 });
    expect(pageOf(all, { limit: 2, offset: 4 }, undefined, true)).toEqual({ items: ['e'], hasMore: false, limit: 2, offset: 4 });
    expect(pageOf(all, { limit: 2, offset: 9 }, undefined, true)).toEqual({ items: [], hasMore: false, limit: 2, offset: 9 });
  });

  it.each([
    [{ limit: '0' }, 'limit must be a whole number from 1 to 50'],
    [{ limit: '51' }, 'limit must be a whole number from 1 to 50'],
    [{ limit: '1.5' }, 'limit must be a whole number from 1 to 50'],
    [{ offset: '-1' }, 'offset must be a whole number from 0 to 10000000'],
    [{ limit: ['2'] }, 'limit must be a whole number from 1 to 50'],
    [{ limit: 'NaN' }, 'limit must be a whole number from 1 to 50'],
  ])('refuses %j with a message naming the field', (raw, message) => {
    expect(() => parsePage(raw, 50, 10)).toThrow(ValidationError);
    expect(() => parsePage(raw, 50, 10)).toThrow(message);
  });
});
