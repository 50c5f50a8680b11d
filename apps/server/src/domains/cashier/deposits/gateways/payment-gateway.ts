import type { TGatewayCallback } from '@lw/contracts';

export interface GatewayOrderInput {
  /** Our reference (the deposit's reference code): one order per reference at the gateway. */
  orderRef: string;
  amount: number;
  currency: string;
  /** Where the gateway posts its signed callback. */
  callbackUrl: string;
  /** Where the pay page sends the member back. */
  returnUrl: string;
  description?: string;
}

export interface GatewayOrder {
  orderId: string;
  payUrl: string;
}

export type VerifiedCallback =
  { valid: true; callback: TGatewayCallback } | { valid: false; reason: string };

export type CallbackHeaders = Record<string, string | string[] | undefined>;

/** A payment gateway: orders are created at it, and its callbacks are verified before use. */
export interface PaymentGateway {
  readonly id: string;
  /** Throws AppError SERVICE_UNAVAILABLE when the gateway cannot be reached or refuses. */
  createOrder(input: GatewayOrderInput): Promise<GatewayOrder>;
  /** Checks the signature over the raw body before trusting a single byte of it. */
  verifyCallback(rawBody: string, headers: CallbackHeaders): VerifiedCallback;
}
