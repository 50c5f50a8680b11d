import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  GATEWAY_SIGNATURE_HEADER,
  GATEWAY_TIMESTAMP_HEADER,
  ZGatewayOrderRequest,
  type TGatewayCallback,
} from '@lw/contracts';
import { z } from 'zod';
import { deliverOnce, deliverWithRetry } from './callback-delivery.js';
import { OrderBook, type SandboxOrder } from './orders.js';
import { pickLang, renderPayPage } from './pay-page.js';
import { signatureMatches } from './signing.js';

export interface SandboxGatewayOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** merchantId -> HMAC secret. */
  merchants: Record<string, string>;
  /** Backoff before each callback retry (three by default). */
  retryDelaysMs?: readonly number[];
  /** Base of the pay URLs handed out (default http://<host>:<port>). */
  publicUrl?: string;
  log?: (line: string) => void;
}

export interface SandboxGateway {
  /** e.g. http://127.0.0.1:4010 */
  url: string;
  port: number;
  orders: OrderBook;
  /** Waits for every background retry, then closes the listener. */
  close(): Promise<void>;
}

const MAX_BODY = 64 * 1024;
const ZComplete = z.object({
  status: z.enum(['paid', 'failed']),
  /** Report a different amount than ordered (to demonstrate the platform refusing it). */
  amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  payerName: z.string().max(100).optional(),
});
const ZRedeliver = z.object({
  times: z.number().int().min(1).max(50).default(1),
  /** All at once instead of one after another. */
  concurrent: z.boolean().default(false),
});

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Starts the sandbox gateway: in-memory orders, a pay page and signed, retried callbacks. */
export async function startSandboxGateway(options: SandboxGatewayOptions): Promise<SandboxGateway> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(`[sandbox-gateway] ${line}`));
  const retryDelaysMs = options.retryDelaysMs ?? [500, 2000, 5000];
  const orders = new OrderBook();
  const inFlight = new Set<Promise<unknown>>();
  let baseUrl = '';

  const secretOf = (merchantId: string): string => {
    const secret = options.merchants[merchantId];
    if (!secret) throw new HttpError(401, 'unknown merchant');
    return secret;
  };
  const orderOf = (orderId: string): SandboxOrder => {
    const order = orders.get(orderId);
    if (!order) throw new HttpError(404, 'no such order');
    return order;
  };

  /** The payer's decision: record it, deliver the callback (retrying in the background). */
  const complete = async (order: SandboxOrder, input: z.infer<typeof ZComplete>) => {
    const event = orders.decide(order, input.status, input);
    if (!event) throw new HttpError(409, `order already ${order.status}`);
    const { firstStatus, settled } = await deliverWithRetry(order, event, {
      secret: secretOf(order.request.merchantId),
      retryDelaysMs,
      timeoutMs: 10_000,
      log,
    });
    track(settled);
    return firstStatus;
  };
  const track = (p: Promise<unknown>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const method = req.method ?? 'GET';

    if (method === 'GET' && url.pathname === '/health') return sendJson(res, 200, { ok: true });

    if (method === 'POST' && url.pathname === '/orders') {
      const raw = await readBody(req);
      const parsed = ZGatewayOrderRequest.safeParse(safeJson(raw));
      if (!parsed.success) throw new HttpError(400, 'invalid order request');
      const secret = secretOf(parsed.data.merchantId);
      const timestamp = header(req, GATEWAY_TIMESTAMP_HEADER);
      const signature = header(req, GATEWAY_SIGNATURE_HEADER);
      if (!signatureMatches(secret, timestamp, raw, signature)) {
        log(`refused an order with a bad signature for ${parsed.data.merchantId}`);
        throw new HttpError(401, 'bad signature');
      }
      const { order, created } = orders.open(parsed.data);
      if (!created && order.request.amount !== parsed.data.amount) {
        throw new HttpError(409, 'orderRef already used with another amount');
      }
      const payUrl = `${options.publicUrl ?? baseUrl}/pay/${encodeURIComponent(order.orderId)}`;
      return sendJson(res, created ? 201 : 200, { orderId: order.orderId, payUrl });
    }

    if (parts[0] === 'orders' && parts.length === 2 && method === 'GET') {
      const order = orderOf(parts[1]!);
      return sendJson(res, 200, {
        orderId: order.orderId,
        orderRef: order.request.orderRef,
        amount: order.request.amount,
        currency: order.request.currency,
        status: order.status,
        deliveries: order.deliveries,
      });
    }

    if (parts[0] === 'orders' && parts.length === 3 && method === 'POST') {
      const order = orderOf(parts[1]!);
      const body = safeJson(await readBody(req));
      if (parts[2] === 'complete') {
        const input = ZComplete.safeParse(body);
        if (!input.success) throw new HttpError(400, 'invalid completion');
        const firstStatus = await complete(order, input.data);
        return sendJson(res, 200, { status: order.status, callbackStatus: firstStatus });
      }
      if (parts[2] === 'redeliver') {
        const input = ZRedeliver.safeParse(body ?? {});
        if (!input.success) throw new HttpError(400, 'invalid redelivery');
        if (!order.event) throw new HttpError(409, 'order not decided yet');
        const statuses = await redeliver(order, order.event, input.data);
        return sendJson(res, 200, { statuses });
      }
    }

    if (parts[0] === 'pay' && parts.length === 2) {
      const order = orderOf(parts[1]!);
      if (method === 'GET') {
        const lang = pickLang(url.searchParams.get('lang'), req.headers['accept-language']);
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        });
        return res.end(renderPayPage(order, lang));
      }
      if (method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        const outcome = form.get('outcome');
        if (outcome !== 'paid' && outcome !== 'failed') throw new HttpError(400, 'bad outcome');
        await complete(order, { status: outcome });
        const back = new URL(order.request.returnUrl);
        back.searchParams.set('orderRef', order.request.orderRef);
        back.searchParams.set('status', order.status);
        res.writeHead(303, { location: back.toString() });
        return res.end();
      }
    }

    throw new HttpError(404, 'not found');
  };

  const redeliver = async (
    order: SandboxOrder,
    event: TGatewayCallback,
    input: z.infer<typeof ZRedeliver>,
  ): Promise<number[]> => {
    const send = () =>
      deliverOnce(order, event, { secret: secretOf(order.request.merchantId), timeoutMs: 10_000 });
    if (input.concurrent) return Promise.all(Array.from({ length: input.times }, send));
    const statuses: number[] = [];
    for (let i = 0; i < input.times; i++) statuses.push(await send());
    return statuses;
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      const status = err instanceof HttpError ? err.status : 500;
      if (status === 500) log(`error: ${String(err)}`);
      if (!res.headersSent) sendJson(res, status, { error: (err as Error).message });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  log(`listening on ${baseUrl}`);

  return {
    url: baseUrl,
    port,
    orders,
    close: async () => {
      await Promise.allSettled([...inFlight]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function header(req: http.IncomingMessage, name: string): string {
  const value = req.headers[name];
  return typeof value === 'string' ? value : '';
}

function safeJson(raw: string): unknown {
  try {
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, 'body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
