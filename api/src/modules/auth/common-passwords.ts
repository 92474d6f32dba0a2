import { readFileSync } from 'node:fs';

/**
 * NIST SP 800-63B asks that a new password be checked against passwords known to be in use:
 * the most common ones are what an attacker tries first. SPEC's minimum of 6 characters stays;
 * on top of it, the first COMMON_PASSWORDS_CHECKED of zxcvbn-ts's list (ranked by how often they
 * appear in breach corpora, maintained in @zxcvbn-ts/language-common) are refused, in any case.
 */
export const COMMON_PASSWORDS_CHECKED = 10_000;

export const COMMON_PASSWORD =
  'This password is one of the 10,000 most common ones, which attackers try first. Please choose another: a few unrelated words work well.';

let common: ReadonlySet<string> | undefined;

/** Whether `password` is one of the common ones (compared without case); the list loads on first use. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    (JSON.parse(readFileSync(require.resolve('@zxcvbn-ts/language-common/src/passwords.json'), 'utf8')) as string[])
      .slice(0, COMMON_PASSWORDS_CHECKED)
      .map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
