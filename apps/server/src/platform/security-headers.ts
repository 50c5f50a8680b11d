import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every answer. The CSP fits the two SPAs: scripts only from our origin,
 * inline style attributes allowed (React style props), images also from data:/blob: and https
 * image CDNs, live events over ws(s) to our origin, game pages of any vendor in frames.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // The player site's service worker (/sw.js) and web manifest (installable site).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // Game launch pages come from the vendors' hosts. Plain http: is for local installs and
        // the vendor simulator of `npm start`; an HTTPS site's browser refuses it anyway.
        frameSrc: ["'self'", 'https:', 'http:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Game windows and CS chat open in other origins; keep opener isolation relaxed for popups.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    // Plain-HTTP local installs must not be forced to HTTPS; operators set HSTS at their proxy.
    strictTransportSecurity: false,
  });
}
