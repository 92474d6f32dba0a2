import { validateContactMessage, validateProfile } from './account-commands';
import { isEmailAddress } from './profile';

describe('profile and contact rules', () => {
  it('accepts a profile, trimming it, with an optional company', () => {
    expect(validateProfile({ fullName: '  Aroha Ngata ', email: 'aroha@example.co.nz', company: '' })).toEqual({
      ok: true,
      value: { fullName: 'Aroha Ngata', email: 'aroha@example.co.nz', company: '' },
    });
  });

  it('names every bad profile field', () => {
    const r = validateProfile({ fullName: ' ', email: 'not-an-email', company: 'x'.repeat(161) });
    expect(r).toEqual({
      ok: false,
      errors: [
        { field: 'fullName', message: 'Full name is required' },
        { field: 'email', message: 'Email address must be a valid email address' },
        { field: 'company', message: 'Company name must be at most 160 characters' },
      ],
    });
    expect(validateProfile({ fullName: 5, email: 'a@b.co' })).toMatchObject({
      ok: false,
      errors: [{ field: 'fullName', message: 'Full name must be text' }],
    });
  });

  it('requires every contact field and a valid email, allowing line breaks in the message only', () => {
    expect(validateContactMessage({ name: 'A', email: 'a@b.co', subject: 'Hi', message: 'Line 1\nLine 2' })).toMatchObject({ ok: true });
    const r = validateContactMessage({ name: '', email: 'a@b', subject: 'x\u0007', message: '' });
    expect(r.ok ? [] : r.errors.map((e) => e.message)).toEqual([
      'Name is required',
      'Email must be a valid email address',
      'Subject must not contain control characters',
      'Message is required',
    ]);
  });

  it('checks email addresses', () => {
    expect(['a@b.co', 'first.last+tag@example.co.nz'].every(isEmailAddress)).toBe(true);
    expect(['a@b', 'a b@c.de', '@c.de', `${'a'.repeat(250)}@b.co`].some(isEmailAddress)).toBe(false);
  });
});
