import { named } from './sql';

describe('named SQL parameters', () => {
  test('numbers each name once, in order of first use, and leaves casts alone', () => {
    expect(
      named('SELECT :today::date, x FROM t WHERE owner_id = :owner AND d < :today::date', { owner: 'o', today: '2026-01-01' }),
    ).toEqual({ text: 'SELECT $1::date, x FROM t WHERE owner_id = $2 AND d < $1::date', params: ['2026-01-01', 'o'] });
  });

  test('a name with no value is a programming error, not a NULL', () => {
    expect(() => named('SELECT :missing', {})).toThrow('SQL parameter :missing has no value');
    expect(() => named('SELECT :constructor', {})).toThrow('SQL parameter :constructor has no value');
  });
});
