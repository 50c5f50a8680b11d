import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

/**
 * Compresses API answers of 1 KB and more (game lists are tens of KB of JSON). Brotli at quality
 * 4 costs about what gzip does; its default, 11, is meant for build time. Built assets are not
 * touched: they are sent precompressed with their Content-Encoding already set.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
}
