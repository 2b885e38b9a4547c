/**
 * Base of every error the API turns into the spec's error shape (spec §8; conventions habit 10).
 * `statusCode` is the HTTP status; `validation` holds one line per invalid field, when there are any.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly validation: string[] | undefined;

  constructor(statusCode: number, message: string, options?: { cause?: unknown; validation?: string[] }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.validation = options?.validation;
  }
}

/** 400: the request is malformed or breaks a rule; the message says which. */
export class BadRequest extends AppError {
  constructor(message: string, options?: { cause?: unknown; validation?: string[] }) {
    super(400, message, options);
  }
}

/** 401: no valid credentials ("Unauthorized", spec §6). */
export class Unauthorized extends AppError {
  constructor(message = 'Unauthorized', options?: { cause?: unknown }) {
    super(401, message, options);
  }
}

/** 403: signed in, but not allowed to do this. */
export class Forbidden extends AppError {
  constructor(message = 'You are not allowed to do this', options?: { cause?: unknown }) {
    super(403, message, options);
  }
}

/** 404: the named thing does not exist (or is not visible to the caller). */
export class NotFound extends AppError {
  constructor(message = 'This page could not be found', options?: { cause?: unknown }) {
    super(404, message, options);
  }
}

/** 409: the request conflicts with what exists (a duplicate username, beatmap hash …). */
export class Conflict extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(409, message, options);
  }
}

/** 413: the upload is larger than allowed. */
export class PayloadTooLarge extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(413, message, options);
  }
}

/** 422: the uploaded file was read but its content is rejected (bad archive, bad JSON …). */
export class UnprocessableFile extends AppError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(422, message, options);
  }
}

/**
 * 429: too many requests (failed sign-ins of one account, parallel uploads); the message says the
 * limit. `retryAfterS` (seconds), when known, is sent as the `Retry-After` header.
 */
export class TooManyRequests extends AppError {
  readonly retryAfterS: number | undefined;

  constructor(message: string, retryAfterS?: number, options?: { cause?: unknown }) {
    super(429, message, options);
    this.retryAfterS = retryAfterS;
  }
}

/**
 * 503: the server is at a capacity bound shared by everyone (the write queue, the change feed's
 * open streams; docs/decisions/0047), not the caller's own limit. `retryAfterS` (seconds) is sent
 * as the `Retry-After` header.
 */
export class ServiceUnavailable extends AppError {
  readonly retryAfterS: number;

  constructor(message: string, retryAfterS: number, options?: { cause?: unknown }) {
    super(503, message, options);
    this.retryAfterS = retryAfterS;
  }
}
