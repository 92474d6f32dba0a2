import { checkText, parseText } from './text';

describe('checkText: the one free-text rule', () => {
  const rule = { field: 'counterparty', max: 10 };

  it('trims and keeps ordinary text, accents, emoji and right-to-left names with their marks', () => {
    expect(checkText('  Acme Ltd ', rule)).toEqual({ ok: true, value: 'Acme Ltd' });
    expect(checkText('Māori Café', { ...rule, max: 40 })).toEqual({ ok: true, value: 'Māori Café' });
    expect(checkText('Kiwi 🥝', rule)).toEqual({ ok: true, value: 'Kiwi 🥝' });
    expect(checkText('\u05e9\u05dc\u05d5\u05dd\u200f', rule)).toEqual({ ok: true, value: '\u05e9\u05dc\u05d5\u05dd\u200f' });
  });

  it.each([
    ['NUL', 'Ac\u0000me', 'counterparty must not contain control characters'],
    ['escape', '\u001b[31mAcme', 'counterparty must not contain control characters'],
    ['DEL', 'Acme\u007f', 'counterparty must not contain control characters'],
    ['C1 control', 'Acme\u0085', 'counterparty must not contain control characters'],
    ['line break in a one-line field', 'Ac\nme', 'counterparty must not contain control characters'],
    ['Unicode line separator in a one-line field', 'Ac\u2028me', 'counterparty must not contain control characters'],
    ['lone high surrogate', 'Acme\ud800', 'counterparty must not contain broken Unicode (an unpaired surrogate)'],
    ['lone low surrogate', '\udc00Acme', 'counterparty must not contain broken Unicode (an unpaired surrogate)'],
    ['right-to-left override', 'Acme\u202egnp.exe', 'counterparty must not contain bidirectional override characters'],
    ['isolate', '\u2066Acme\u2069', 'counterparty must not contain bidirectional override characters'],
    ['zero-width only', '\u200b\u200c\u200d\ufeff', 'counterparty is required'],
    ['Hangul filler only', '\u3164', 'counterparty is required'],
    ['spaces only', '   ', 'counterparty is required'],
    ['missing', undefined, 'counterparty is required'],
    ['too long after trimming', ' 12345678901 ', 'counterparty must be at most 10 characters'],
    ['a number', 42, 'counterparty must be text'],
    ['a list', ['Acme'], 'counterparty must be text'],
    ['an object', { toString: 'x' }, 'counterparty must be text'],
  ])('refuses %s', (_what, raw, message) => {
    expect(checkText(raw, rule)).toEqual({ ok: false, message });
  });

  it('allows line breaks and tabs in multi-line fields, still no NUL', () => {
    expect(checkText('Line 1\r\nLine 2\tend', { field: 'message', max: 100, multiline: true })).toEqual({
      ok: true,
      value: 'Line 1\r\nLine 2\tend',
    });
    expect(checkText('Line\u0000', { field: 'message', max: 100, multiline: true })).toEqual({
      ok: false,
      message: 'message must not contain control characters',
    });
  });

  it('stores blank optional text as an empty string, and uses SPEC wording for a blank required field', () => {
    expect(checkText('\u200b ', { ...rule, required: false })).toEqual({ ok: true, value: '' });
    expect(checkText(null, { ...rule, required: false })).toEqual({ ok: true, value: '' });
    expect(checkText(' ', { field: 'name', max: 120, blankMessage: 'Please enter a name for this scenario' })).toEqual({
      ok: false,
      message: 'Please enter a name for this scenario',
    });
  });

  it('names the field by its label when given, and parseText returns the field with the message', () => {
    expect(checkText('', { field: 'fullName', label: 'Full name', max: 5 })).toEqual({ ok: false, message: 'Full name is required' });
    expect(parseText('a\u0000', { field: 'source', max: 60 })).toEqual({
      ok: false,
      error: { field: 'source', message: 'source must not contain control characters' },
    });
    expect(parseText(' ok ', { field: 'source', max: 60 })).toEqual({ ok: true, value: 'ok' });
  });
});
