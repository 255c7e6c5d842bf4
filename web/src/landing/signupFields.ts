import type { SignupRequest } from '@colmena/shared';
import { isValidNewPassword, isValidPasswordPair } from './passwordRule';

export interface SignupFields {
  subdomain: string;
  companyName: string;
  email: string;
  password: string;
  passwordRepeat: string;
}

export const emptySignupFields: SignupFields = {
  subdomain: '',
  companyName: '',
  email: '',
  password: '',
  passwordRepeat: '',
};

export interface SignupValidity {
  subdomain: boolean;
  companyName: boolean;
  email: boolean;
  password: boolean;
  passwordRepeat: boolean;
  all: boolean;
}

/** Same shape the server accepts: 3-30 chars, lowercase letters, digits, hyphens only inside. */
const subdomainPattern = /^[a-z0-9][a-z0-9-]{1,28}[a-z0-9]$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidSubdomain(subdomain: string): boolean {
  return subdomainPattern.test(subdomain);
}

export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}

/** What the user types into the subdomain box: host names are case-insensitive, so lowercase it. */
export function normalizeSubdomainInput(raw: string): string {
  return raw.toLowerCase().replace(/\s+/g, '');
}

export function validateSignup(fields: SignupFields): SignupValidity {
  const validity = {
    subdomain: isValidSubdomain(fields.subdomain),
    companyName: fields.companyName.trim().length > 0,
    email: isValidEmail(fields.email),
    password: isValidNewPassword(fields.password),
    passwordRepeat: isValidPasswordPair(fields.password, fields.passwordRepeat),
  };
  return { ...validity, all: Object.values(validity).every(Boolean) };
}

export function toSignupRequest(fields: SignupFields): SignupRequest {
  return {
    subdomain: fields.subdomain,
    companyName: fields.companyName.trim(),
    email: fields.email.trim(),
    password: fields.password,
  };
}
