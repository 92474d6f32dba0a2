import { CHANGE_PASSWORD } from './auth-commands';

describe('CHANGE_PASSWORD', () => {
  it('takes the current and the new password, named as each reader spells them', () => {
    expect(CHANGE_PASSWORD.rest.parse({ current_password: 'old-secret', new_password: 'new-secret' }, undefined)).toEqual({
      ok: true,
      value: { currentPassword: 'old-secret', newPassword: 'new-secret' },
    });
    expect(CHANGE_PASSWORD.graphql.parse({ currentPassword: 'old-secret', newPassword: 'new-secret' }, undefined).ok).toBe(true);
  });

  it('refuses a missing, short, non-text or unchanged password, in the words of a form or of the wire', () => {
    expect(CHANGE_PASSWORD.form.parse({ currentPassword: '', newPassword: 'abc' }, undefined)).toEqual({
      ok: false,
      errors: [
        { field: 'currentPassword', message: 'Current password is required' },
        { field: 'newPassword', message: 'New password must be at least 6 characters' },
      ],
    });
    expect(CHANGE_PASSWORD.form.parse({ currentPassword: 'same-secret', newPassword: 'same-secret' }, undefined)).toEqual({
      ok: false,
      errors: [{ field: 'newPassword', message: 'New password must differ from your current password' }],
    });
    expect(CHANGE_PASSWORD.rest.parse({ current_password: 'same-secret', new_password: 'same-secret' }, undefined)).toEqual({
      ok: false,
      errors: [{ field: 'new_password', message: 'new_password must differ from your current password' }],
    });
    expect(CHANGE_PASSWORD.rest.parse({ current_password: ['x'], new_password: 123456 }, undefined)).toEqual({
      ok: false,
      errors: [
        { field: 'current_password', message: 'current_password must be text' },
        { field: 'new_password', message: 'new_password must be text' },
      ],
    });
    const unknown = CHANGE_PASSWORD.rest.parse({ current_password: 'old-secret', new_password: 'new-secret', email: 'a@b.nz' }, undefined);
    expect(unknown.ok).toBe(false);
  });
});
