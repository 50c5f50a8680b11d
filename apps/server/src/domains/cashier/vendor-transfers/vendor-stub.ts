import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signBody } from './vendor-transfer-client.js';

/**
 * A tiny transfer-mode vendor for tests: speaks vendor-protocol /transfer/in, /transfer/out,
 * /transfer/status and /player/balance with signatures, and can be told how to behave on the next transfers.
 */
export type StubMode =
  /** Process and answer OK. */
  | 'ok'
  /** Refuse with a definite error (INSUFFICIENT_FUNDS). */
  | 'refuse'
  /** Process, but answer only after the caller has given up (the answer is lost). */
  | 'process-then-hang'
  /** Never process and never answer in time (the request is lost). */
  | 'hang'
  /** HTTP 500 without processing. */
  | 'http-500';

export interface VendorStub {
  url: string;
  secret: string;
  mode: StubMode;
  /** Status endpoint broken (HTTP 500) while true. */
  statusDown: boolean;
  /** Balance endpoint broken (HTTP 500) while true. */
  balanceDown: boolean;
  /** Every transfer call received, in order (transferId and path). */
  calls: { path: string; transferId: string }[];
  /** transferId -> outcome the vendor recorded. */
  transfers: Map<string, 'done' | 'failed'>;
  /** Per player: the vendor-side wallet. */
  wallets: Map<string, number>;
  close(): Promise<void>;
}

export async function startVendorStub(secret = 'stub-secret-0123456789'): Promise<VendorStub> {
  const timers = new Set<NodeJS.Timeout>();
  const stub: VendorStub = {
    url: '',
    secret,
    mode: 'ok',
    statusDown: false,
    balanceDown: false,
    calls: [],
    transfers: new Map(),
    wallets: new Map(),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const answer = (res: http.ServerResponse, body: object, status = 200) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.headers['x-signature'] !== signBody(secret, raw) || !req.headers['x-operator']) {
        answer(res, { status: 'INVALID_SIGNATURE' });
        return;
      }
      const body = JSON.parse(raw) as {
        transferId: string;
        playerId: string;
        amount: number;
      };
      if (req.url === '/transfer/status') {
        if (stub.statusDown) return answer(res, { status: 'INTERNAL_ERROR' }, 500);
        return answer(res, {
          status: 'OK',
          state: stub.transfers.get(body.transferId) ?? 'unknown',
        });
      }
      if (req.url === '/player/balance') {
        if (stub.balanceDown) return answer(res, { status: 'INTERNAL_ERROR' }, 500);
        return answer(res, {
          status: 'OK',
          balance: stub.wallets.get(body.playerId) ?? 0,
          currency: 'THB',
        });
      }
      const direction = req.url === '/transfer/in' ? 1 : req.url === '/transfer/out' ? -1 : 0;
      if (direction === 0) return answer(res, { status: 'INVALID_REQUEST' }, 404);
      stub.calls.push({ path: req.url!, transferId: body.transferId });
      const mode = stub.mode;
      if (mode === 'http-500') return answer(res, { status: 'INTERNAL_ERROR' }, 500);
      if (mode === 'hang') return; // the caller times out; nothing happened here
      const balance = stub.wallets.get(body.playerId) ?? 0;
      // Idempotent by transferId: a repeat answers as the first time.
      const known = stub.transfers.get(body.transferId);
      let outcome: 'done' | 'failed';
      if (known) outcome = known;
      else if (mode === 'refuse' || balance + direction * body.amount < 0) outcome = 'failed';
      else {
        outcome = 'done';
        stub.wallets.set(body.playerId, balance + direction * body.amount);
      }
      stub.transfers.set(body.transferId, outcome);
      const reply = () =>
        answer(
          res,
          outcome === 'done'
            ? { status: 'OK', balance: stub.wallets.get(body.playerId) }
            : { status: 'INSUFFICIENT_FUNDS', balance },
        );
      if (mode === 'process-then-hang') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) reply();
        }, 2_000);
        timers.add(timer);
        return;
      }
      reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}
