import type { ApiErrorBody } from '@synthhub/shared/api/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ServiceUnavailable, TooManyRequests } from '../errors.ts';
import { multipartClientError } from '../lib/http/multipart-errors.ts';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Builds the spec's error body (spec §8 "Error shape"). */
export function errorBody(statusCode: number, message: string, validation?: string[]): ApiErrorBody {
  const body: ApiErrorBody = { statusCode, message, error: REASONS[statusCode] ?? 'Error' };
  if (validation && validation.length > 0) body.data = { message, validation };
  return body;
}

/**
 * The one error handler (design.md §2): typed AppErrors, schema validation failures, multipart
 * limits and Fastify's own 4xx errors become the spec's error shape; anything else is logged and
 * answered as a 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const multipart = multipartClientError(error);
    if (multipart) {
      return reply
        .status(multipart.statusCode)
        .send(errorBody(multipart.statusCode, multipart.message, multipart.validation));
    }
    if (error instanceof AppError) {
      if (
        (error instanceof TooManyRequests || error instanceof ServiceUnavailable) &&
        error.retryAfterS !== undefined
      )
        reply.header('retry-after', String(error.retryAfterS));
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.validation));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const lines = error.validation.map((v) => {
        const path = (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
        return path ? `${path}: ${v.message}` : (v.message ?? 'is invalid');
      });
      const where = error.validationContext ?? 'request';
      return reply.status(400).send(errorBody(400, `Invalid ${where}: ${lines.join('; ')}`, lines));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(errorBody(413, 'The file is larger than the upload limit allows.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  });
}
