import {
  GATEWAY_SIGNATURE_HEADER,
  GATEWAY_TIMESTAMP_HEADER,
  ZGatewayCallback,
  ZGatewayOrderResponse,
  type TGatewayOrderRequest,
  type TPaymentGateway,
} from '@lw/contracts';
import { AppError } from '../../../../platform/errors.js';
import { hmacMatches, hmacSignature } from './hmac-signature.js';
import type {
  CallbackHeaders,
  GatewayOrder,
  GatewayOrderInput,
  PaymentGateway,
  VerifiedCallback,
} from './payment-gateway.js';

/** Callbacks signed longer ago than this are refused (a replayed capture). */
const MAX_CALLBACK_AGE_SECONDS = 15 * 60;
const ORDER_TIMEOUT_MS = 10_000;

/** The HMAC-SHA256 order/callback protocol that the sandbox gateway speaks. */
export class HmacPaymentGateway implements PaymentGateway {
  constructor(
    readonly id: string,
    private readonly config: TPaymentGateway,
    private readonly now: () => number = Date.now,
  ) {}

  async createOrder(input: GatewayOrderInput): Promise<GatewayOrder> {
    const request: TGatewayOrderRequest = { merchantId: this.config.merchantId, ...input };
    const body = JSON.stringify(request);
    const timestamp = String(Math.floor(this.now() / 1000));
    const url = `${this.config.baseUrl.replace(/\/+$/, '')}/orders`;
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [GATEWAY_TIMESTAMP_HEADER]: timestamp,
          [GATEWAY_SIGNATURE_HEADER]: hmacSignature(this.config.secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(ORDER_TIMEOUT_MS),
      });
    } catch (err) {
      throw unavailable(this.id, `unreachable (${(err as Error).message})`);
    }
    const text = await res.text();
    if (!res.ok) throw unavailable(this.id, `answered ${res.status}`);
    const parsed = ZGatewayOrderResponse.safeParse(safeJson(text));
    if (!parsed.success) throw unavailable(this.id, 'answered an unreadable order');
    return parsed.data;
  }

  verifyCallback(rawBody: string, headers: CallbackHeaders): VerifiedCallback {
    const timestamp = single(headers[GATEWAY_TIMESTAMP_HEADER]);
    const signature = single(headers[GATEWAY_SIGNATURE_HEADER]);
    if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) {
      return { valid: false, reason: 'missing signature headers' };
    }
    if (!hmacMatches(this.config.secret, timestamp, rawBody, signature)) {
      return { valid: false, reason: 'signature mismatch' };
    }
    if (Math.abs(this.now() / 1000 - Number(timestamp)) > MAX_CALLBACK_AGE_SECONDS) {
      return { valid: false, reason: 'timestamp outside the allowed window' };
    }
    const parsed = ZGatewayCallback.safeParse(safeJson(rawBody));
    if (!parsed.success) return { valid: false, reason: 'signed body is not a callback' };
    if (parsed.data.merchantId !== this.config.merchantId) {
      return { valid: false, reason: 'callback for another merchant' };
    }
    return { valid: true, callback: parsed.data };
  }
}

function single(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value : '';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function unavailable(id: string, why: string): AppError {
  return new AppError('SERVICE_UNAVAILABLE', `Payment gateway ${id} ${why}`);
}
