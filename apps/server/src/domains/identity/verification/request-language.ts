import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../player-auth/player-auth.service.js';
import { requestMeta } from '../player-auth/request-meta.js';

/** Caller's address and browser, plus the language codes and accounts are written in. */
export function requestMetaWithLanguage(
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
): RequestMeta & { language: string } {
  return {
    ...requestMeta(request),
    language: String(request.headers['accept-language'] ?? 'th').slice(0, 2),
  };
}
