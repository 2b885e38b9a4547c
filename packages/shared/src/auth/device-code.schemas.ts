import { z } from 'zod';
import { sessionUserSchema } from '../users/users.schemas.ts';
import { DEVICE_CODE_GRANT_TYPE, normalizeUserCode } from './device-code.constants.ts';

/** Body of `POST /api/auth/device/code` (RFC 8628 §3.1): the app's self-chosen name. */
export const deviceCodeRequestSchema = z.object({
  client_id: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(100, 'client_id must be at most 100 characters')
    .regex(/^[\x20-\x7E]+$/, 'client_id may only contain printable ASCII characters'),
});
export type DeviceCodeRequest = z.infer<typeof deviceCodeRequestSchema>;

/** What `POST /api/auth/device/code` answers (RFC 8628 §3.2); times in seconds. */
export const deviceCodeResponseSchema = z.object({
  device_code: z.string(),
  user_code: z.string(),
  verification_uri: z.string(),
  verification_uri_complete: z.string(),
  expires_in: z.number().int(),
  interval: z.number().int(),
});
export type DeviceCodeResponse = z.infer<typeof deviceCodeResponseSchema>;

/** Body of `POST /api/auth/device/token` (RFC 8628 §3.4). */
export const deviceTokenRequestSchema = z.object({
  grant_type: z.literal(DEVICE_CODE_GRANT_TYPE, {
    error: `grant_type must be ${DEVICE_CODE_GRANT_TYPE}`,
  }),
  device_code: z.string().min(1, 'Required').max(200),
  client_id: z.string().max(100).optional(),
});
export type DeviceTokenRequest = z.infer<typeof deviceTokenRequestSchema>;

/**
 * The tokens a device receives (RFC 6749 §5.1 plus the site's session shape, spec §3 "Session
 * response"): `access_token` = `token` (JWT, `expires_in` 900 s), `refresh_token` (30 days).
 */
export const deviceTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  token: z.string(),
  user: sessionUserSchema,
});
export type DeviceTokenResponse = z.infer<typeof deviceTokenResponseSchema>;

/** A typed user code: any case, with or without the dash; normalised to `XXXX-XXXX`. */
export const userCodeSchema = z
  .string()
  .max(20)
  .transform((typed, ctx) => {
    const code = normalizeUserCode(typed);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: 'Enter the 8-letter code your device shows, like WDJB-MJHT' });
      return z.NEVER;
    }
    return code;
  });

/** Query of `GET /api/auth/device/verify`. */
export const deviceVerifyQuerySchema = z.object({ user_code: userCodeSchema });

/** What `GET /api/auth/device/verify` answers: which app asks, and until when (ISO 8601). */
export const deviceVerifyResponseSchema = z.object({
  user_code: z.string(),
  client_id: z.string(),
  expires_at: z.string(),
});
export type DeviceVerifyResponse = z.infer<typeof deviceVerifyResponseSchema>;

/** Body of `POST /api/auth/device/approve`: approve (true) or deny (false) the app's request. */
export const deviceApproveSchema = z.object({ user_code: userCodeSchema, approve: z.boolean() });
export type DeviceApproveInput = z.input<typeof deviceApproveSchema>;

/** What `POST /api/auth/device/approve` answers. */
export const deviceApproveResponseSchema = z.object({ status: z.enum(['approved', 'denied']) });
