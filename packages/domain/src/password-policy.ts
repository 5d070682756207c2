import { COMMON_PASSWORDS_TEXT } from './common-passwords';

// The "not a common password" rule of the password policy (ASVS 2.1.7), shared by the browser
// and the server through newPasswordSchema. The list is bundled (scripts/generate-common-passwords.mjs);
// two rules catch the endless families a list cannot hold: short units repeated ("asdfasdf",
// "12121212", "aaaaaaaa") and straight runs of digits or letters ("23456789", "hgfedcba").

let commonPasswords: Set<string> | undefined;

function commonSet(): Set<string> {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split(/\s+/).filter(Boolean));
  return commonPasswords;
}

const normalize = (password: string) => password.normalize('NFC').toLowerCase();

/** The password is one unit of up to 4 characters written again and again. */
function isRepeatedUnit(password: string): boolean {
  for (let size = 1; size <= 4; size++) {
    if (password.length <= size) return false;
    const unit = password.slice(0, size);
    if (unit.repeat(Math.ceil(password.length / size)).slice(0, password.length) === password) return true;
  }
  return false;
}

/** Every character is the next (or the previous) one of the alphabet or of the digits. */
function isStraightRun(password: string): boolean {
  if (!/^(?:[0-9]+|[a-z]+)$/.test(password)) return false;
  const step = password.charCodeAt(1) - password.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let i = 1; i < password.length; i++) {
    const diff = password.charCodeAt(i) - password.charCodeAt(i - 1);
    // 0 follows 9 in "67890": digits wrap once at the end of the row.
    const wraps = step === 1 ? password[i - 1] === '9' && password[i] === '0' : password[i - 1] === '0' && password[i] === '9';
    if (diff !== step && !wraps) return false;
  }
  return true;
}

/** True when the password is among the most common ones (case does not matter). */
export function isCommonPassword(password: string): boolean {
  const value = normalize(password);
  return commonSet().has(value) || isRepeatedUnit(value) || isStraightRun(value);
}
