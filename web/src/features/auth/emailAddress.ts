/**
 * A plausible e-mail address: something@domain.tld, no spaces. The server has the last word;
 * this only spares a round trip for what is obviously wrong ("Wrong email!").
 */
export function isWellFormedEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email.trim());
}
