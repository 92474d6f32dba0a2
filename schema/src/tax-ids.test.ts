import { formatIrdNumber, irdNumberProblem, nzbnProblem } from './tax-ids';

describe("irdNumberProblem: Inland Revenue's check digit", () => {
  it.each(['49091850', '35901981', '49098576', '136410132'])("accepts IR's published valid example %s", (n) => {
    expect(irdNumberProblem(n)).toBeNull();
  });

  it('accepts them written with dashes or spaces, and 8 digits with a leading 0', () => {
    expect(irdNumberProblem('49-091-850')).toBeNull();
    expect(irdNumberProblem('049-091-850')).toBeNull();
    expect(irdNumberProblem('136 410 132')).toBeNull();
  });

  it('uses the secondary weights when the primary give 10', () => {
    // 04909213: primary 0·3+4·2+9·7+0·6+9·5+2·4+1·3+3·2 = 133, 133 mod 11 = 1, 11 − 1 = 10;
    // secondary 0·7+4·4+9·3+0·2+9·5+2·2+1·7+3·6 = 117, 117 mod 11 = 7, 11 − 7 = 4: the check digit.
    expect(irdNumberProblem('49-092-134')).toBeNull();
    expect(irdNumberProblem('49-092-130')).toBe("GST number 49-092-130 fails IRD's check digit: check it for a mistyped or swapped digit");
  });

  it('refuses every check digit when both weight sets give 10', () => {
    // 04909194: primary 0+8+63+0+45+4+27+8 = 155, mod 11 = 1 → 10; secondary 0+16+27+0+45+2+63+24 = 177, mod 11 = 1 → 10.
    for (let d = 0; d <= 9; d++) expect(irdNumberProblem(`4909194${d}`)).toMatch(/fails IRD's check digit/);
  });

  it("refuses IR's published invalid examples: a wrong check digit, and 7 digits", () => {
    expect(irdNumberProblem('136410133')).toBe("GST number 136-410-133 fails IRD's check digit: check it for a mistyped or swapped digit");
    expect(irdNumberProblem('9125568')).toBe('GST number must be 8 or 9 digits, such as 49-091-850');
  });

  it('refuses 000000000, which is out of range although its check digit adds up', () => {
    expect(irdNumberProblem('000000000')).toBe(
      'GST number 000-000-000 is not an IRD number: it must be between 10-000-000 and 150-000-000',
    );
    expect(irdNumberProblem('150000001')).toMatch(/is not an IRD number/);
    expect(irdNumberProblem('9999999')).toBe('GST number must be 8 or 9 digits, such as 49-091-850');
  });

  it('refuses 12345678 (check digit 4, not 8) and the old example 123-456-789 (5, not 9)', () => {
    expect(irdNumberProblem('12345678')).toBe("GST number 12-345-678 fails IRD's check digit: check it for a mistyped or swapped digit");
    expect(irdNumberProblem('123-456-789')).toMatch(/fails IRD's check digit/);
  });

  it('refuses a transposed digit', () => {
    // 49-091-850 with its first two digits swapped, and with 0 and 1 swapped.
    expect(irdNumberProblem('94-091-850')).toMatch(/^GST number 94-091-850 fails IRD's check digit/);
    expect(irdNumberProblem('49-019-850')).toMatch(/^GST number 49-019-850 fails IRD's check digit/);
    expect(irdNumberProblem('136-401-132')).toMatch(/fails IRD's check digit/);
  });

  it('refuses letters, other separators and the wrong length, naming the field as the caller says it', () => {
    for (const text of ['', '49O91850', '49.091.850', '49/091/850', '1234567890', 'GST 49091850'])
      expect(irdNumberProblem(text)).toBe('GST number must be 8 or 9 digits, such as 49-091-850');
    expect(irdNumberProblem('12', 'tax_number')).toBe('tax_number must be 8 or 9 digits, such as 49-091-850');
  });
});

describe('formatIrdNumber', () => {
  it('writes the digits as IR does, in threes from the right', () => {
    expect(formatIrdNumber('49091850')).toBe('49-091-850');
    expect(formatIrdNumber('136 410132')).toBe('136-410-132');
    expect(formatIrdNumber('049-091-850')).toBe('049-091-850');
  });
  it('leaves text that is no IRD number as given', () => {
    expect(formatIrdNumber('12')).toBe('12');
    expect(formatIrdNumber('abc')).toBe('abc');
  });
});

describe("nzbnProblem: GS1's check digit", () => {
  // Two real NZBNs (org-id.guide's examples for the NZ-NZBN list). 9429050294954: the twelve data
  // digits weighted 3, 1, 3, ... from the rightmost, which from the left is 1, 3, 1, ...:
  // 9·1+4·3+2·1+9·3+0·1+5·3+0·1+2·3+9·1+4·3+9·1+5·3 = 116, and (10 − 116 mod 10) mod 10 = 4, its last digit.
  it.each(['9429050294954', '9429046393920'])('accepts the NZBN %s', (n) => {
    expect(nzbnProblem(n)).toBeNull();
  });

  it('accepts spaces between the digits', () => {
    expect(nzbnProblem('9429 0502 9495 4')).toBeNull();
  });

  it('refuses a transposed digit and a wrong check digit', () => {
    // 9429050294954 with its seventh and eighth digits (0, 2) swapped: the sum becomes 112, check 8, not 4.
    expect(nzbnProblem('9429052094954')).toBe('NZBN 9429052094954 fails the GS1 check digit: check it for a mistyped or swapped digit');
    expect(nzbnProblem('9429050294955')).toMatch(/fails the GS1 check digit/);
    // The fictional NZBN on the NZBN Register's own page of examples fails it too.
    expect(nzbnProblem('9412312341235')).toMatch(/fails the GS1 check digit/);
  });

  it('refuses anything but 13 digits', () => {
    for (const text of ['', '942905029495', '94290502949541', '9429-0502-9495-4', 'NZBN9429050294']) {
      expect(nzbnProblem(text)).toBe('NZBN must be 13 digits, as the NZBN Register shows it');
    }
  });
});
