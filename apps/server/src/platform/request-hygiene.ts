import { errorHttpStatus, findControlCharacter, type TErrorCode } from '@lw/contracts';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Socket } from 'node:net';
import { AppError, errorBody } from './errors.js';

/**
 * Refuses, before validation, any request whose path parameters, query or body hold a control
 * character (the contracts' `CONTROL_CHARACTER`): PostgreSQL cannot store NUL, and the others
 * only spoof what operators and logs show. One hook for every route, so no field can forget it.
 */
export const refuseControlCharacters: preValidationAsyncHookHandler = async (request) => {
  const parts = { params: request.params, querystring: request.query, body: request.body };
  for (const [part, value] of Object.entries(parts)) {
    const path = findControlCharacter(value);
    if (path) {
      throw new AppError('VALIDATION_ERROR', 'Text must not contain control characters', {
        issues: [
          {
            path: [part, ...path],
            message: 'Must not contain control characters',
            code: 'control_character',
          },
        ],
      });
    }
  }
};

/**
 * Fastify's own refusals that never reach the error handler (a malformed percent escape in the
 * address) still answer in the one error shape.
 */
export function frameworkErrors(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
  const code: TErrorCode = 'BAD_REQUEST';
  void reply.status(errorHttpStatus[code]).send(errorBody(code, error.message));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an address or headers over the
 * size limit, broken framing) answer in the one error shape too, and the connection closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const code: TErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST';
  const status = errorHttpStatus[code];
  const body = JSON.stringify(
    errorBody(
      code,
      error.code === 'HPE_HEADER_OVERFLOW' ? 'Request headers too large' : 'Bad request',
    ),
  );
  const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
