import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@crayonbox/contract';
import { AppError } from '../lib/errors.ts';

/** Field path "a.b.0" -> ["sentence", ...] from a zod error. */
export function zodFieldErrors(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * The same field map from a route schema's failed check: Fastify hands over one entry per zod
 * issue, its path as "/a/b/0" relative to the body, query or params.
 */
export function schemaFieldErrors(validation: ReadonlyArray<{ instancePath: string; message?: string }>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of validation) {
    const key = issue.instancePath.split('/').filter(Boolean).join('.') || '_';
    (out[key] ??= []).push(issue.message ?? 'This value is not valid.');
  }
  return out;
}

const VALIDATION_MESSAGE = 'Some fields are not valid.';

const FASTIFY_CODES: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'BAD_REQUEST', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'BAD_REQUEST', 'The request body is empty but JSON was declared.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'BAD_REQUEST', 'The request body length does not match its header.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'The file is too large.'],
  FST_FILES_LIMIT: [413, 'PAYLOAD_TOO_LARGE', 'Too many files in one upload.'],
  FST_PARTS_LIMIT: [413, 'PAYLOAD_TOO_LARGE', 'Too many fields in one upload.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Uploads must be sent as multipart/form-data.'],
};

/**
 * The one place errors become responses: domain errors keep their code, validation becomes 422
 * with field errors, known framework errors get their CONTRACT.md code, and anything else is a 500
 * whose body says nothing about internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | AppError | ZodError, request, reply) => {
    let status = 500;
    let body: ErrorBody = { message: 'Something went wrong. Please try again.', code: 'INTERNAL' };
    if (err instanceof AppError) {
      status = err.status;
      body = { message: err.message, code: err.code, ...(err.errors ? { errors: err.errors } : {}) };
    } else if (err instanceof ZodError) {
      status = 422;
      body = { message: VALIDATION_MESSAGE, code: 'VALIDATION', errors: zodFieldErrors(err) };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 422;
      body = { message: VALIDATION_MESSAGE, code: 'VALIDATION', errors: schemaFieldErrors(err.validation) };
    } else if (isResponseSerializationError(err)) {
      // An answer that does not match its declared schema is our fault: a 500, the cause logged.
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
    } else {
      const known = 'code' in err && err.code ? FASTIFY_CODES[err.code] : undefined;
      const statusCode = 'statusCode' in err ? err.statusCode : undefined;
      if (known) [status, body] = [known[0], { message: known[2], code: known[1] }];
      else if (statusCode === 429)
        [status, body] = [429, { message: err.message || 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' }];
      else if (statusCode === 413) [status, body] = [413, { message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' }];
      else if (statusCode === 415)
        [status, body] = [415, { message: 'This content type is not supported.', code: 'UNSUPPORTED_MEDIA_TYPE' }];
      else if (statusCode && statusCode >= 400 && statusCode < 500)
        [status, body] = [statusCode, { message: 'The request could not be understood.', code: 'BAD_REQUEST' }];
    }
    if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    if (status === 429) {
      const retryAfter = err instanceof AppError && err.retryAfter ? String(err.retryAfter) : undefined;
      reply.header('retry-after', retryAfter ?? reply.getHeader('retry-after') ?? '60');
    }
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
});
