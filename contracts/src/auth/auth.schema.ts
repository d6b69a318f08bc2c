import { z } from 'zod';
import { TokenSchema } from '../common/common.schema';
import { singleLineText } from '../common/text.schema';
import { SESSION_TOKEN_ALIAS } from './session-token';

export const LoginRequestSchema = z.strictObject({
  // Refused before the company's server is asked, so it never reaches the login history the admin reads.
  username: singleLineText().trim().min(1, 'Povinné pole').max(100, 'Nejvýše 100 znaků'),
  // Never shown nor stored as text: any character may be part of a password.
  password: z.string().min(1, 'Povinné pole').max(200),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({ accessToken: TokenSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Logout payload; the gateway fills a missing token from the session cookie. */
export const LogoutRequestSchema = z.strictObject({ token: TokenSchema.optional() });
export type LogoutRequest = z.infer<typeof LogoutRequestSchema>;

/** `GET /api/admins/{token}`: false when the token is unknown or logged out. */
export const TokenCheckResponseSchema = z.boolean();
export type TokenCheckResponse = z.infer<typeof TokenCheckResponseSchema>;

/**
 * `GET /api/session` (the gateway's own): who this session is, as the gateway recorded it at login
 * (null for a session it did not open), and after how long without input it locks (0: never).
 */
export const SessionInfoSchema = z.object({
  admin: z.string().nullable(),
  idleTimeoutMs: z.number().int().nonnegative(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

export const TokenParamSchema = z.union([z.literal(SESSION_TOKEN_ALIAS), TokenSchema]);
