import { validateBusinessDetails } from './account-commands';
import { missingBusinessDetails } from './business';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('validateBusinessDetails', () => {
  it('trims, keeps only the fields given, accepts an NZ GST number, a bank account, a multi-line address and a PNG logo', () => {
    expect(
      validateBusinessDetails({
        companyName: ' Kea Exports Ltd ',
        gstNumber: '49-091-850',
        bankAccount: '12-3456-0123456-00',
        address: '1 Quay St\nAuckland 1010',
        logo: PNG,
      }),
    ).toEqual({
      ok: true,
      value: {
        companyName: 'Kea Exports Ltd',
        gstNumber: '49-091-850',
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

  it('takes the payment details for a payer overseas: a bank name, a SWIFT/BIC upper-cased without spaces, multi-line instructions', () => {
    expect(
      validateBusinessDetails({
        bankName: ' ANZ Bank New Zealand ',
        swiftBic: 'anzb nz 22',
        paymentInstructions: 'Quote the invoice number.\r\nIntermediary: CHASUS33',
      }),
    ).toEqual({
      ok: true,
      value: {
        bankName: 'ANZ Bank New Zealand',
        swiftBic: 'ANZBNZ22',
        paymentInstructions: 'Quote the invoice number.\nIntermediary: CHASUS33',
      },
    });
    expect(validateBusinessDetails({ swiftBic: 'ANZBNZ22XXX' })).toEqual({ ok: true, value: { swiftBic: 'ANZBNZ22XXX' } });
    expect(validateBusinessDetails({ swiftBic: 'DEUTDEFF500' })).toEqual({ ok: true, value: { swiftBic: 'DEUTDEFF500' } });
    expect(validateBusinessDetails({ swiftBic: null, bankName: '', paymentInstructions: ' ' })).toEqual({
      ok: true,
      value: { swiftBic: '', bankName: '', paymentInstructions: '' },
    });
  });

  it.each([
    ['swiftBic', { swiftBic: 'ANZBNZ2' }, 'SWIFT/BIC must be 8 or 11 characters, such as ANZBNZ22 or ANZBNZ22XXX; this is 7'],
    ['swiftBic', { swiftBic: 'ANZBNZ22XX' }, 'SWIFT/BIC must be 8 or 11 characters, such as ANZBNZ22 or ANZBNZ22XXX; this is 10'],
    ['swiftBic', { swiftBic: 'AN1BNZ22' }, 'SWIFT/BIC must start with 4 letters for the bank, such as ANZBNZ22 or ANZBNZ22XXX'],
    [
      'swiftBic',
      { swiftBic: 'ANZB6422' },
      "SWIFT/BIC must have 2 letters for the country after the bank's 4, such as ANZBNZ22 or ANZBNZ22XXX",
    ],
    ['swiftBic', { swiftBic: 'ANZB-NZ-22' }, 'SWIFT/BIC may hold only the letters A to Z and digits, such as ANZBNZ22 or ANZBNZ22XXX'],
    ['swiftBic', { swiftBic: 'ÄNZBNZ22' }, 'SWIFT/BIC may hold only the letters A to Z and digits, such as ANZBNZ22 or ANZBNZ22XXX'],
    ['swiftBic', { swiftBic: 12345678 }, 'SWIFT/BIC must be text'],
    ['swiftBic', { swiftBic: 'ANZB\nNZ22' }, 'SWIFT/BIC must not contain control characters'],
    ['bankName', { bankName: 'x'.repeat(81) }, 'Bank name must be at most 80 characters'],
    ['bankName', { bankName: 'ANZ\nBank' }, 'Bank name must not contain control characters'],
    ['bankName', { bankName: ['ANZ'] }, 'Bank name must be text'],
    ['paymentInstructions', { paymentInstructions: 'p'.repeat(501) }, 'Payment instructions must be at most 500 characters'],
    [
      'paymentInstructions',
      { paymentInstructions: 'Pay \u202Eto\u202C us' },
      expect.stringMatching(/^Payment instructions must not contain/),
    ],
    ['paymentInstructions', { paymentInstructions: { text: 'x' } }, 'Payment instructions must be text'],
    ['logo', { logo: 'data:image/png;base64,SGVsbG8sIHdvcmxkIQ==' }, 'Logo is not a readable PNG or JPEG image'],
  ])('refuses a bad payment detail or logo: %s (case %#)', (field, raw, message) => {
    expect(validateBusinessDetails(raw as Record<string, unknown>)).toEqual({ ok: false, errors: [{ field, message }] });
  });

  it.each([
    ['gstNumber', { gstNumber: '12345' }, 'GST number must be 8 or 9 digits, such as 49-091-850'],
    ['gstNumber', { gstNumber: '000000000' }, 'GST number 000-000-000 is not an IRD number: it must be between 10-000-000 and 150-000-000'],
    ['gstNumber', { gstNumber: '12345678' }, "GST number 12-345-678 fails IRD's check digit: check it for a mistyped or swapped digit"],
    ['gstNumber', { gstNumber: '94091850' }, "GST number 94-091-850 fails IRD's check digit: check it for a mistyped or swapped digit"],
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

  it('names what a tax invoice still lacks: the GST number only when registered for GST', () => {
    expect(missingBusinessDetails({ companyName: 'Kea', address: '', gstNumber: ' ', bankAccount: '', gstRegistered: true })).toEqual([
      'Address',
      'GST number',
      'Bank account',
    ]);
    expect(missingBusinessDetails({ companyName: 'Kea', address: '', gstNumber: '', bankAccount: '', gstRegistered: false })).toEqual([
      'Address',
      'Bank account',
    ]);
    expect(
      missingBusinessDetails({
        companyName: 'Kea',
        address: 'Akl',
        gstNumber: '49-091-850',
        bankAccount: '12-3456-0123456-00',
        gstRegistered: true,
      }),
    ).toEqual([]);
  });
});

describe('the GST registration in the business details', () => {
  it('takes registered, a valid GST number (written as IR writes it), the filing frequency, the balance month and an NZBN', () => {
    expect(
      validateBusinessDetails({
        gstRegistered: true,
        gstNumber: ' 136 410 132 ',
        gstFilingFrequency: 'six_monthly',
        gstBalanceMonth: 6,
        nzbn: '9429 0502 9495 4',
      }),
    ).toEqual({
      ok: true,
      value: {
        gstRegistered: true,
        gstNumber: '136-410-132',
        gstFilingFrequency: 'six_monthly',
        gstBalanceMonth: 6,
        nzbn: '9429050294954',
      },
    });
    expect(validateBusinessDetails({ gstNumber: '49091850' })).toEqual({ ok: true, value: { gstNumber: '49-091-850' } });
  });

  it('takes not registered with no GST number, and clears the NZBN', () => {
    expect(validateBusinessDetails({ gstRegistered: false, gstNumber: '', nzbn: null })).toEqual({
      ok: true,
      value: { gstRegistered: false, gstNumber: '', nzbn: '' },
    });
  });

  it('checks a GST number given while not registered all the same', () => {
    expect(validateBusinessDetails({ gstRegistered: false, gstNumber: '12345678' })).toEqual({
      ok: false,
      errors: [{ field: 'gstNumber', message: "GST number 12-345-678 fails IRD's check digit: check it for a mistyped or swapped digit" }],
    });
  });

  it('refuses registered with the GST number cleared, naming the GST number', () => {
    expect(validateBusinessDetails({ gstRegistered: true, gstNumber: ' ' })).toEqual({
      ok: false,
      errors: [{ field: 'gstNumber', message: 'GST number is required when registered for GST' }],
    });
    // Left out, the number stored is the one judged (in the service).
    expect(validateBusinessDetails({ gstRegistered: true })).toEqual({ ok: true, value: { gstRegistered: true } });
  });

  it.each([
    ['gstRegistered', { gstRegistered: 'true' }, 'Registered for GST must be true or false'],
    ['gstRegistered', { gstRegistered: null }, 'Registered for GST must be true or false'],
    ['gstFilingFrequency', { gstFilingFrequency: 'yearly' }, 'GST filing frequency must be monthly, two_monthly or six_monthly'],
    ['gstFilingFrequency', { gstFilingFrequency: 'constructor' }, 'GST filing frequency must be monthly, two_monthly or six_monthly'],
    ['gstBalanceMonth', { gstBalanceMonth: 0 }, 'Balance month must be a whole number from 1 (January) to 12 (December)'],
    ['gstBalanceMonth', { gstBalanceMonth: 13 }, 'Balance month must be a whole number from 1 (January) to 12 (December)'],
    ['gstBalanceMonth', { gstBalanceMonth: 3.5 }, 'Balance month must be a whole number from 1 (January) to 12 (December)'],
    ['gstBalanceMonth', { gstBalanceMonth: '3' }, 'Balance month must be a whole number from 1 (January) to 12 (December)'],
    ['nzbn', { nzbn: '9429052094954' }, 'NZBN 9429052094954 fails the GS1 check digit: check it for a mistyped or swapped digit'],
    ['nzbn', { nzbn: '12345' }, 'NZBN must be 13 digits, as the NZBN Register shows it'],
    ['nzbn', { nzbn: 9429050294954 }, 'NZBN must be text'],
  ])('refuses a bad %s (case %#)', (field, raw, message) => {
    expect(validateBusinessDetails(raw as Record<string, unknown>)).toEqual({ ok: false, errors: [{ field, message }] });
  });
});
