import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from './player-auth.service.js';

/** Who is asking: the client IP (behind TRUST_PROXY, from x-forwarded-for) and user agent. */
export function requestMeta(request: Pick<FastifyRequest, 'ip' | 'headers'>): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
