import { VENDOR_WALLET_BASE, WALLET_API_PATHS } from '@lw/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { GameWalletService, WalletPath } from './game-wallet.service.js';

/**
 * The wallet API routes (`POST /api/vendor/v1/:vendorCode/{session,balance,bet,win,bet-win,
 * rollback}`). The body is kept as the exact raw text (the signature covers those bytes); every
 * answer is HTTP 200 with a protocol status, never the platform's error shape, never a 500.
 */
export function walletApiRoutes(deps: { gameWallet: GameWalletService }): FastifyPluginAsync {
  return async (app) => {
    // Encapsulated: only these routes read the body as text.
    app.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    app.setErrorHandler(async (err: Error & { statusCode?: number }, _request, reply) => {
      // Whatever went wrong before the service (a malformed request, a control character, a
      // body too large) is the vendor's request: answer in the protocol's shape.
      const status = err.statusCode ?? 500;
      return reply.status(200).send({
        status: status < 500 ? 'INVALID_REQUEST' : 'INTERNAL_ERROR',
        message: err.message,
      });
    });
    for (const [name, path] of Object.entries(WALLET_API_PATHS) as [WalletPath, string][]) {
      app.post<{ Params: { vendorCode: string } }>(
        `${VENDOR_WALLET_BASE}/:vendorCode${path}`,
        // Vendors' servers read these answers, never a browser: no security headers to add.
        { schema: { hide: true }, helmet: false },
        async (request, reply) => {
          const raw = typeof request.body === 'string' ? request.body : '';
          const answer = await deps.gameWallet.handle(
            request.params.vendorCode,
            name,
            raw,
            request.headers,
          );
          return reply.status(200).send(answer);
        },
      );
    }
  };
}
