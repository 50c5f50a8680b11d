import { pickLocalized, type TPermissionResponse } from '@lw/contracts';

/** Opens a customer-service channel (or any outside link) in a new tab, safely. */
export function openExternal(path: string): void {
  window.open(path, '_blank', 'noopener,noreferrer');
}

/** The first configured customer-service channel, if any (used by the CS buttons). */
export function firstChannel(config: Pick<TPermissionResponse, 'customerService'>) {
  return config.customerService[0];
}

/**
 * The first channel with an outside address (not livechat, whose path is never opened: live chat
 * is the in-app window). The full-page system states use it: they have no chat window.
 */
export function outsideChannel(config: Pick<TPermissionResponse, 'customerService'>) {
  return config.customerService.find((channel) => channel.kind !== 'livechat');
}

/** The label of a channel in the visitor's language. */
export function channelLabel(
  channel: TPermissionResponse['customerService'][number],
  language: string,
): string {
  return pickLocalized(channel.label, language) || channel.kind;
}
