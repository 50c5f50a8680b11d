import { DEVICE_ID_HEADER, ZDeviceId } from '@lw/contracts';
import type { FastifyRequest } from 'fastify';

/** Who is asking: the client IP (behind TRUST_PROXY, from x-forwarded-for) and user agent. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  /** The player site's device id (`x-device-id`); null when absent or malformed. */
  deviceId?: string | null;
}

/** The caller's address and browser of a request. */
export function requestMeta(request: Pick<FastifyRequest, 'ip' | 'headers'>): RequestMeta {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    deviceId: deviceIdOf(request),
  };
}

/** Caller's address and browser, plus the language codes and accounts are written in. */
export function requestMetaWithLanguage(
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
): RequestMeta & { language: string } {
  return {
    ...requestMeta(request),
    language: String(request.headers['accept-language'] ?? 'th').slice(0, 2),
  };
}

/** The request's device id header when well formed (a bad one is ignored, not refused). */
export function deviceIdOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const parsed = ZDeviceId.safeParse(request.headers[DEVICE_ID_HEADER]);
  return parsed.success ? parsed.data : null;
}
