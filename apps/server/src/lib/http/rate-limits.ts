import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TooManyRequests } from '../../errors.ts';

/**
 * The named request limits of the site (docs/decisions/0018): each counts requests per client
 * address and per account (the signed-in user, or for anonymous requests the username, e-mail,
 * client id or device code the request names) within a fixed window.
 */
export const RATE_LIMIT_NAMES = [
  'signIn',
  'register',
  'passwordReset',
  'tokenCreation',
  'upload',
  'deviceCode',
  'devicePoll',
  'deviceApproval',
  'scoreSubmission',
  'report',
  'changeFeed',
] as const;

/** One of {@link RATE_LIMIT_NAMES}. */
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

/** The figures of one named limit: requests allowed per address and per account in `windowMs` (ms). */
export interface RateLimitSetting {
  perIp: number;
  perAccount: number;
  windowMs: number;
}

/** Every named limit's figures; Config.rateLimits. */
export type RateLimitSettings = Record<RateLimitName, RateLimitSetting>;

const MINUTE = 60_000;

/**
 * Defaults (the spec sets no figures; docs/decisions/0018 gives the reasoning). Sign-in keeps the
 * 30 a minute per address of docs/decisions/0008; its per-account figure counts all attempts,
 * on top of the failed-sign-in limit (modules/auth/failed-sign-ins.ts). The device poll allows a
 * poll every 5 s (RFC 8628 §3.5 `interval`) with room for clock skew and retries.
 */
export const RATE_LIMIT_DEFAULTS: RateLimitSettings = {
  signIn: { perIp: 30, perAccount: 30, windowMs: MINUTE },
  register: { perIp: 20, perAccount: 5, windowMs: 60 * MINUTE },
  passwordReset: { perIp: 10, perAccount: 3, windowMs: 15 * MINUTE },
  tokenCreation: { perIp: 30, perAccount: 10, windowMs: 60 * MINUTE },
  upload: { perIp: 120, perAccount: 60, windowMs: 60 * MINUTE },
  deviceCode: { perIp: 30, perAccount: 60, windowMs: 10 * MINUTE },
  devicePoll: { perIp: 300, perAccount: 30, windowMs: MINUTE },
  deviceApproval: { perIp: 30, perAccount: 20, windowMs: 10 * MINUTE },
  // Sized from PGlite's measured write ceiling (docs/decisions/0047): one address may take about a
  // third of it (2 a second, a LAN party behind one address), one account one every 2 s (a song
  // takes minutes; room for retries).
  scoreSubmission: { perIp: 120, perAccount: 30, windowMs: MINUTE },
  // Copyright and abuse reports (docs/decisions/0028): a person files a few; more is spam.
  report: { perIp: 10, perAccount: 5, windowMs: 60 * MINUTE },
  // Change-feed pages and stream opens (docs/decisions/0047): a copy polling every second and a
  // catch-up of 60 pages a minute fit; 50 clients reconnecting from one address do not.
  changeFeed: { perIp: 120, perAccount: 120, windowMs: MINUTE },
};

/** `signIn` → `SIGN_IN`: the middle of the environment variables' names. */
const envName = (name: RateLimitName) => name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

const limitValue = z.coerce.number().int().min(1).max(1_000_000);

/**
 * Reads `RATE_LIMIT_<NAME>_PER_IP` and `RATE_LIMIT_<NAME>_PER_ACCOUNT` (e.g.
 * `RATE_LIMIT_SIGN_IN_PER_IP`, integers 1…1,000,000) over {@link RATE_LIMIT_DEFAULTS}; windows
 * are fixed. Throws an Error naming the variable when one is not such an integer.
 */
export function readRateLimitSettings(env: NodeJS.ProcessEnv): RateLimitSettings {
  const settings = {} as RateLimitSettings;
  for (const name of RATE_LIMIT_NAMES) {
    const read = (suffix: 'PER_IP' | 'PER_ACCOUNT', fallback: number) => {
      const variable = `RATE_LIMIT_${envName(name)}_${suffix}`;
      const raw = env[variable];
      if (raw === undefined || raw === '') return fallback;
      const parsed = limitValue.safeParse(raw);
      if (!parsed.success) throw new Error(`${variable} must be a whole number from 1 to 1000000`);
      return parsed.data;
    };
    const base = RATE_LIMIT_DEFAULTS[name];
    settings[name] = {
      perIp: read('PER_IP', base.perIp),
      perAccount: read('PER_ACCOUNT', base.perAccount),
      windowMs: base.windowMs,
    };
  }
  return settings;
}

/** The body field, lower-cased, that names the account of an anonymous request. */
const bodyField =
  (field: string) =>
  (request: FastifyRequest): string | undefined => {
    const value = (request.body as Record<string, unknown> | null | undefined)?.[field];
    return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;
  };

/** The signed-in user's id (set by plugins/auth.ts in `onRequest`). */
const signedIn = (request: FastifyRequest): string | undefined =>
  request.user ? `user:${request.user.id}` : undefined;

/**
 * What each limit counts "per account": the signed-in user, else the name the body gives.
 * A request without one is counted per address only.
 */
const ACCOUNT_KEYS: Record<RateLimitName, (request: FastifyRequest) => string | undefined> = {
  signIn: bodyField('username'),
  register: bodyField('email'),
  passwordReset: (request) => bodyField('email')(request) ?? bodyField('token')(request),
  tokenCreation: signedIn,
  upload: signedIn,
  deviceCode: bodyField('client_id'),
  devicePoll: bodyField('device_code'),
  deviceApproval: signedIn,
  scoreSubmission: signedIn,
  report: (request) => signedIn(request) ?? bodyField('contact_email')(request),
  changeFeed: signedIn,
};

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Outcome = Awaited<ReturnType<Limiter>>;
type Counted = Extract<Outcome, { isAllowed: false }>;

/** A hash of the account key: names can be long, and raw e-mails need not sit in memory. */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Sets the RateLimit header fields (draft-ietf-httpapi-ratelimit-headers, as @fastify/rate-limit's
 * `enableDraftSpec` names them) of the tighter of the two counts; on a refusal also Retry-After
 * (via TooManyRequests). Units: Reset and Retry-After in seconds.
 */
function setHeaders(reply: FastifyReply, counted: Counted): void {
  reply.header('ratelimit-limit', counted.max);
  reply.header('ratelimit-remaining', counted.remaining);
  reply.header('ratelimit-reset', counted.ttlInSeconds);
}

/** Message of a refused request, by which of the two counts was exceeded. */
function refusal(name: RateLimitName, counted: Counted, perAccount: boolean): TooManyRequests {
  const after = counted.ttlInSeconds;
  const wait = after >= 120 ? `${Math.ceil(after / 60)} minutes` : `${after} second${after === 1 ? '' : 's'}`;
  const who = perAccount ? 'for this account' : 'from your address';
  return new TooManyRequests(`Too many ${LABELS[name]} ${who}. Try again in ${wait}.`, after);
}

const LABELS: Record<RateLimitName, string> = {
  signIn: 'sign-in attempts',
  register: 'registrations',
  passwordReset: 'password reset requests',
  tokenCreation: 'new tokens',
  upload: 'uploads',
  deviceCode: 'device sign-in requests',
  devicePoll: 'device token requests',
  deviceApproval: 'device code checks',
  scoreSubmission: 'score submissions',
  report: 'reports',
  changeFeed: 'change-feed requests',
};

/** A preHandler enforcing one named limit. */
export type RateLimitHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The preHandler that enforces the named limit (lib/http/rate-limits.ts): add it to a route
     * as `preHandler: app.rateLimits('upload')`. Routes sharing a name share its counts.
     */
    rateLimits(name: RateLimitName): RateLimitHandler;
  }
}

/**
 * Decorates `app.rateLimits(name)` (docs/decisions/0018). Call after @fastify/rate-limit is
 * registered. Each named limit is two counters of @fastify/rate-limit's store (`createRateLimit`:
 * this process's memory, or Redis shared by every instance when `REDIS_URL` is set, where a Redis
 * error lets the request through, docs/decisions/0036): one keyed by `request.ip` (the socket's
 * address unless TRUST_PROXY names the proxy), one by the account (see ACCOUNT_KEYS). Both count
 * every request that reaches the preHandler, i.e. one that passed its schema and access checks.
 * Every answer carries RateLimit-Limit/-Remaining/-Reset of the tighter count; past either, the
 * request is refused with 429, Retry-After and a message naming the limit.
 */
export function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings): void {
  const handlers = new Map<RateLimitName, RateLimitHandler>();
  for (const name of RATE_LIMIT_NAMES) {
    const setting = settings[name];
    // Named keys: a Redis store (REDIS_URL) keeps every limiter's counts under one namespace.
    const perIp = app.createRateLimit({
      max: setting.perIp,
      timeWindow: setting.windowMs,
      keyGenerator: (request) => `${name}:ip:${normalizeIP(request.ip)}`,
    });
    const perAccount = app.createRateLimit({
      max: setting.perAccount,
      timeWindow: setting.windowMs,
      keyGenerator: (request) => `${name}:${hashed(ACCOUNT_KEYS[name](request) ?? '')}`,
    });
    handlers.set(name, async (request, reply) => {
      const ip = (await perIp(request)) as Counted;
      const accountKey = ACCOUNT_KEYS[name](request);
      const account = accountKey === undefined ? undefined : ((await perAccount(request)) as Counted);
      const tighter = account && account.remaining < ip.remaining ? account : ip;
      setHeaders(reply, tighter);
      if (ip.isExceeded) throw refusal(name, ip, false);
      if (account?.isExceeded) throw refusal(name, account, true);
    });
  }
  app.decorate('rateLimits', (name: RateLimitName) => handlers.get(name)!);
}
