import type { TPermissionResponse } from '@lw/contracts';
import { openExternal } from '../../components/site/customer-service';
import { openChat } from './chat-store';

type TChannels = TPermissionResponse['customerService'];

/**
 * Opens customer service from a single button (member menu, agent centre): the site's own chat
 * when a livechat channel is configured, else the first channel's outside link. A livechat
 * channel's path is never opened: live chat is the in-app window.
 */
export function openCustomerService(channels: TChannels): void {
  if (channels.some((channel) => channel.kind === 'livechat')) openChat();
  else if (channels[0]) openExternal(channels[0].path);
}
