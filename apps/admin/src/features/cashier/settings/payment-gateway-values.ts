import {
  SECRET_PLACEHOLDER,
  ZPaymentGateway,
  type TPaymentGateway,
  type TSettingsValue,
} from '@lw/contracts';
import { z } from 'zod';
import {
  entryIssues,
  recordRows,
  recordWith,
  recordWithout,
} from '../../../components/crud/keyed-record';

export type TPaymentGatewaySettings = TSettingsValue<'paymentGateways'>;

/** The record key of a gateway, as the section's schema accepts it. */
export const ZGatewayId = z.string().regex(/^[a-z0-9-]{2,30}$/);

/** The drawer's form: one gateway plus its id (the record key). */
export const ZPaymentGatewayForm = ZPaymentGateway.extend({ id: ZGatewayId });
export type TPaymentGatewayForm = TPaymentGateway & { id: string };

/** Message of the "id already used" refinement; the drawer shows its translation. */
export const GATEWAY_ID_TAKEN = 'gateway id already used';

export function newGatewayValues(): TPaymentGatewayForm {
  return { id: '', name: '', enabled: true, baseUrl: '', merchantId: '', secret: '' };
}

/** The whole section with this gateway added or replaced (the server keeps a placeholder). */
export function withGateway(
  settings: TPaymentGatewaySettings,
  gateway: TPaymentGatewayForm,
): TPaymentGatewaySettings {
  return { gateways: recordWith(settings.gateways, gateway) };
}

export function withoutGateway(
  settings: TPaymentGatewaySettings,
  id: string,
): TPaymentGatewaySettings {
  return { gateways: recordWithout(settings.gateways, id) };
}

export function sortedGateways(settings: TPaymentGatewaySettings): TPaymentGatewayForm[] {
  return recordRows(settings.gateways).sort((a, b) => a.id.localeCompare(b.id));
}

/** True when the server holds a secret for this gateway (it reads back as the placeholder). */
export function hasStoredGatewaySecret(gateway: TPaymentGateway | undefined): boolean {
  return gateway?.secret === SECRET_PLACEHOLDER;
}

/** Issues of a VALIDATION_ERROR on the section that concern one gateway, made form-relative. */
export function gatewayIssues(
  details: Record<string, unknown> | undefined,
  id: string,
): Record<string, unknown> {
  return entryIssues(details, 'gateways', id);
}
