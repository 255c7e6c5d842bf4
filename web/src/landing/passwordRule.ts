/**
 * New-password rule of spec §5: at least 8 characters, one uppercase letter, one lowercase
 * letter, one digit, no spaces. Letters are Unicode-aware so "Ñandú" counts as upper + lower.
 *
 * Same rule as `isValidNewPassword` in @colmena/shared/schemas, which the server applies
 * (passwordRule.test.ts checks they agree). It is not imported from there because that
 * module's index pulls zod into the landing bundle (~100 kB).
 */
export function isValidNewPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /[0-9]/.test(password) &&
    !/\s/.test(password)
  );
}

/** Spec §5: the confirmation must equal the new password and pass the rule. */
export function isValidPasswordPair(password: string, repeat: string): boolean {
  return password === repeat && isValidNewPassword(password);
}
