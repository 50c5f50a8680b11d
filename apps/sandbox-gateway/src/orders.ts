import crypto from 'node:crypto';
import type { TGatewayCallback, TGatewayOrderRequest } from '@lw/contracts';

export type OrderStatus = 'open' | 'paid' | 'failed';

export interface SandboxOrder {
  orderId: string;
  request: TGatewayOrderRequest;
  status: OrderStatus;
  createdAt: Date;
  /** The callback event once the payer decided; re-deliveries send exactly this body again. */
  event: TGatewayCallback | null;
  /** HTTP status of every delivery attempt, in order (0: no answer). */
  deliveries: number[];
}

/** Orders live in memory only: the sandbox forgets everything on restart. */
export class OrderBook {
  private readonly byId = new Map<string, SandboxOrder>();
  private readonly byRef = new Map<string, string>();

  /** One order per merchant and orderRef: creating it again answers the first one. */
  open(request: TGatewayOrderRequest): { order: SandboxOrder; created: boolean } {
    const refKey = `${request.merchantId}\u0000${request.orderRef}`;
    const existingId = this.byRef.get(refKey);
    if (existingId) return { order: this.byId.get(existingId)!, created: false };
    const order: SandboxOrder = {
      orderId: `SBX${crypto.randomBytes(8).toString('hex').toUpperCase()}`,
      request,
      status: 'open',
      createdAt: new Date(),
      event: null,
      deliveries: [],
    };
    this.byId.set(order.orderId, order);
    this.byRef.set(refKey, order.orderId);
    return { order, created: true };
  }

  get(orderId: string): SandboxOrder | undefined {
    return this.byId.get(orderId);
  }

  /** Records the payer's decision once; answers null when the order was already decided. */
  decide(
    order: SandboxOrder,
    status: 'paid' | 'failed',
    options: { amount?: number; payerName?: string } = {},
  ): TGatewayCallback | null {
    if (order.status !== 'open') return null;
    order.status = status;
    order.event = {
      merchantId: order.request.merchantId,
      orderId: order.orderId,
      orderRef: order.request.orderRef,
      // A different amount lets demos and tests show what the platform does with a mismatch.
      amount: options.amount ?? order.request.amount,
      currency: order.request.currency,
      status,
      ...(options.payerName ? { payerName: options.payerName } : {}),
      eventId: `EVT${crypto.randomBytes(8).toString('hex').toUpperCase()}`,
      occurredAt: new Date().toISOString(),
    };
    return order.event;
  }
}
