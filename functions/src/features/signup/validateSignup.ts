import type { SignupRequest } from '@colmena/shared';
import { isValidNewPassword } from '@colmena/shared/schemas';
import { z } from 'zod';
import { AppError } from '../../platform/http/AppError';

export const reservedSubdomains = new Set(['www', 'api', 'app', 'admin', 'mail', 'static', 'assets']);
const subdomainPattern = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const emailSchema = z.email();

export function isValidSubdomain(subdomain: string): boolean {
  return (
    subdomain.length >= 3 &&
    subdomain.length <= 30 &&
    subdomainPattern.test(subdomain) &&
    !reservedSubdomains.has(subdomain)
  );
}

/** The sign-up form, checked field by field so the landing page can show the matching error. */
export function validateSignup(input: SignupRequest): SignupRequest {
  const subdomain = input.subdomain.trim();
  const companyName = input.companyName.trim();
  const email = input.email.trim().toLowerCase();
  if (!isValidSubdomain(subdomain)) throw new AppError('invalid_subdomain');
  if (companyName.length === 0 || companyName.length > 200)
    throw new AppError('bad_request', 'company name is required');
  if (!emailSchema.safeParse(email).success) throw new AppError('bad_request', 'a valid email is required');
  if (!isValidNewPassword(input.password)) throw new AppError('weak_password');
  return { subdomain, companyName, email, password: input.password };
}
