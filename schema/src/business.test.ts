import { validateBusinessDetails } from './account-commands';
import { missingBusinessDetails } from './business';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('validateBusinessDetails', () => {
  it('trims, keeps only the fields given, accepts an NZ GST number, a bank account, a multi-line address and a PNG logo', () => {
    expect(
      validateBusinessDetails({
        companyName: ' Kea Exports Ltd ',
        gstNumber: '123-456-789',
        bankAccount: '12-3456-0123456-00',
        address: '1 Quay St\nAuckland 1010',
        logo: PNG,
      }),
    ).toEqual({
      ok: true,
      value: {
        companyName: 'Kea Exports Ltd',
        gstNumber: '123-456-789',
        bankAccount: '12-3456-0123456-00',
        address: '1 Quay St\nAuckland 1010',
        logo: PNG,
      },
    });
    expect(validateBusinessDetails({ tradingName: null, constructor: 'x', __proto__: { gstNumber: 'bad' } })).toEqual({
      ok: true,
      value: { tradingName: '' },
    });
  });

  it.each([
    ['gstNumber', { gstNumber: '12345' }, 'GST number must be 8 or 9 digits, such as 123-456-789'],
    ['gstNumber', { gstNumber: 123456789 }, 'GST number must be text'],
    ['bankAccount', { bankAccount: 'my bank' }, 'Bank account must be an account number such as 12-3456-0123456-00'],
    ['companyName', { companyName: 'x'.repeat(161) }, 'Company name must be at most 160 characters'],
    ['tradingName', { tradingName: 'Kea\u0000' }, 'Trading name must not contain control characters'],
    ['address', { address: 'a'.repeat(401) }, 'Address must be at most 400 characters'],
    ['logo', { logo: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'Logo must be a PNG or JPEG image of at most 45 kB'],
    ['logo', { logo: `data:image/png;base64,${'A'.repeat(60_000)}` }, 'Logo must be a PNG or JPEG image of at most 45 kB'],
    ['logo', { logo: 'javascript:alert(1)' }, 'Logo must be a PNG or JPEG image of at most 45 kB'],
  ])('refuses a bad %s (case %#)', (field, raw, message) => {
    expect(validateBusinessDetails(raw as Record<string, unknown>)).toEqual({ ok: false, errors: [{ field, message }] });
  });

  it('names what a tax invoice still lacks', () => {
    expect(missingBusinessDetails({ companyName: 'Kea', address: '', gstNumber: ' ', bankAccount: '' })).toEqual([
      'Address',
      'GST number',
      'Bank account',
    ]);
    expect(
      missingBusinessDetails({ companyName: 'Kea', address: 'Akl', gstNumber: '123456789', bankAccount: '12-3456-0123456-00' }),
    ).toEqual([]);
  });
});
