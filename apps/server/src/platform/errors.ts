import { errorHttpStatus, type TErrorCode, type TErrorResponse } from '@lw/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A failure the client caused or may see; rendered as the one error shape. */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
  get statusCode(): number {
    return errorHttpStatus[this.code];
  }
}

export function errorBody(
  code: TErrorCode,
  message: string,
  details?: Record<string, unknown>,
): TErrorResponse {
  return { error: details ? { code, message, details } : { code, message } };
}

/** Fastify's own error codes that a client can trigger, mapped onto ours. */
const FASTIFY_CODES: Record<string, TErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_VALIDATION: 'VALIDATION_ERROR',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
};

/** Installs the error and not-found handlers: every failure leaves as `{ error: {...} }`. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(errorBody(err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: [
          ...(err.validationContext ? [err.validationContext] : []),
          ...String(v.instancePath ?? '')
            .split('/')
            .filter(Boolean),
        ],
        message: v.message,
        code: (v.params as { issue?: { code?: string } })?.issue?.code ?? v.keyword,
      }));
      return reply
        .status(400)
        .send(errorBody('VALIDATION_ERROR', 'Request validation failed', { issues }));
    }
    if (err instanceof SyntaxError && /JSON/i.test(err.message)) {
      return reply.status(400).send(errorBody('MALFORMED_JSON', 'Body is not valid JSON'));
    }
    const mapped = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (mapped) {
      return reply.status(errorHttpStatus[mapped]).send(errorBody(mapped, err.message));
    }
    if (err.statusCode === 429) {
      return reply.status(429).send(errorBody('TOO_MANY_REQUESTS', 'Too many requests'));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const code: TErrorCode = err.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR';
      return reply.status(err.statusCode).send(errorBody(code, err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', 'Internal server error'));
  });
}
