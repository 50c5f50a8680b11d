import type { SettingsService } from '../../../site/settings/index.js';
import { HmacPaymentGateway } from './hmac-gateway.js';
import type { PaymentGateway } from './payment-gateway.js';

/** The gateways configured in settings section paymentGateways, built on each use (settings change live). */
export class GatewayRegistry {
  constructor(private readonly settings: SettingsService) {}

  /**
   * The gateway, enabled or not: a disabled gateway takes no new orders (payment methods check
   * that), but callbacks for orders already paid must still be verified and honoured.
   */
  async get(gatewayId: string): Promise<PaymentGateway | null> {
    const { gateways } = await this.settings.get('paymentGateways');
    const config = Object.hasOwn(gateways, gatewayId) ? gateways[gatewayId] : undefined;
    return config ? new HmacPaymentGateway(gatewayId, config) : null;
  }
}
