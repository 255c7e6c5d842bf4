/** Spec §5/§9: sign-in needs 6 characters; a new password the rule below. */
export const minLoginPasswordLength = 6;
export const minNewPasswordLength = 8;

/** Spec §5: at least 8 characters, one uppercase, one lowercase, one digit, no spaces. */
export function isValidNewPassword(password: string): boolean {
  return (
    password.length >= minNewPasswordLength &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\d/.test(password) &&
    !/\s/.test(password)
  );
}
