import type { TGatewayCallback } from '@lw/contracts';
import type { SandboxOrder } from './orders.js';
import { signedHeaders } from './signing.js';

export interface DeliveryOptions {
  secret: string;
  /** Waits before each retry; three retries by default (0.5 s, 2 s, 5 s). */
  retryDelaysMs: readonly number[];
  /** Per attempt. */
  timeoutMs: number;
  log: (line: string) => void;
}

/** One signed POST of the event to the platform; answers the HTTP status (0: no answer). */
export async function deliverOnce(
  order: SandboxOrder,
  event: TGatewayCallback,
  options: Pick<DeliveryOptions, 'secret' | 'timeoutMs'>,
): Promise<number> {
  const body = JSON.stringify(event);
  let status = 0;
  try {
    const res = await fetch(order.request.callbackUrl, {
      method: 'POST',
      // Signed afresh each time: the timestamp is part of the signature.
      headers: signedHeaders(options.secret, body),
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    status = res.status;
    await res.arrayBuffer();
  } catch {
    status = 0;
  }
  order.deliveries.push(status);
  return status;
}

/**
 * Delivers the event; when the platform does not answer 200 it retries with backoff in the
 * background. Answers the first attempt's status (the pay page waits for it, not for retries).
 */
export async function deliverWithRetry(
  order: SandboxOrder,
  event: TGatewayCallback,
  options: DeliveryOptions,
): Promise<{ firstStatus: number; settled: Promise<number> }> {
  const firstStatus = await deliverOnce(order, event, options);
  const settled = (async () => {
    let status = firstStatus;
    for (const delay of options.retryDelaysMs) {
      if (status === 200) break;
      options.log(`callback for ${order.orderId} answered ${status}; retrying in ${delay} ms`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      status = await deliverOnce(order, event, options);
    }
    if (status !== 200) options.log(`callback for ${order.orderId} gave up after retries`);
    return status;
  })();
  return { firstStatus, settled };
}
