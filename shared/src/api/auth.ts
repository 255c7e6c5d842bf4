import { z } from 'zod';
import { languageSchema } from './company';

/** `POST /api/auth/login`. Length rules are checked by the server to return catalogue errors. */
export const loginRequestSchema = z.object({
  email: z.string(),
  password: z.string(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in user's agenda contact, as far as the shell needs it. */
export const sessionContactSchema = z.object({
  FireId: z.string(),
  Name: z.string().optional(),
  Surname: z.string().optional(),
  Rol: z.string().optional(),
  lenguage: languageSchema.optional(),
  forceReset: z.boolean().optional(),
  email: z.string().optional(),
  ImgUrl: z.string().optional(),
});
export type SessionContact = z.infer<typeof sessionContactSchema>;

export const sessionUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  lvl: z.number(),
  contact: sessionContactSchema.nullable(),
  unreadMessages: z.number(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `GET /api/auth/me` and the body of a successful login. */
export const meResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * `POST /api/signup` on the bare host (landing page): creates a tenant and its admin.
 * Subdomain: 3-30 chars, lowercase letters, digits and inner hyphens, not reserved.
 * Password: the new-password rule of spec §5.
 */
export const signupRequestSchema = z.object({
  subdomain: z.string(),
  companyName: z.string(),
  email: z.string(),
  password: z.string(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const signupResponseSchema = z.object({ subdomain: z.string(), url: z.string() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;
