import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { errorBody } from './errors.js';

interface StaticSitesOptions {
  webDist: string;
  adminDist: string;
  enabled: boolean;
}

/**
 * Serves the built player site at / and the back office at /admin, with history-mode fallback
 * to each index.html. Unknown /api paths (and everything when the SPAs are not built) get the
 * JSON 404 error.
 */
export async function registerStaticSites(
  app: FastifyInstance,
  { webDist, adminDist, enabled }: StaticSitesOptions,
): Promise<void> {
  const hasWeb = enabled && fs.existsSync(path.join(webDist, 'index.html'));
  const hasAdmin = enabled && fs.existsSync(path.join(adminDist, 'index.html'));

  // Hashed build assets may be cached for a year; index.html never.
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    const immutable = /[\\/]assets[\\/]/.test(filePath);
    reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
  // The builds write .br and .gz copies of each asset; they are sent to clients that accept them.
  const preCompressed = true;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      preCompressed,
      setHeaders,
    });
  }
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: adminDist,
      prefix: '/admin/',
      wildcard: false,
      decorateReply: !hasWeb,
      preCompressed,
      setHeaders,
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const looksLikeFile = /\.[a-z0-9]{1,8}$/i.test(url) && !url.endsWith('.html');
    if (wantsPage && !url.startsWith('/api') && !looksLikeFile) {
      if (hasAdmin && (url === '/admin' || url.startsWith('/admin/'))) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html', adminDist);
      }
      if (hasWeb && !url.startsWith('/admin')) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist);
      }
    }
    return reply
      .status(404)
      .send(errorBody('NOT_FOUND', `Route ${request.method} ${url} not found`));
  });
}
