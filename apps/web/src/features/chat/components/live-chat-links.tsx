import type { TPermissionResponse } from '@lw/contracts';
import type { MouseEvent, ReactNode } from 'react';
import { openChat } from '../chat-store';

/**
 * Wraps a list of customer-service links: a click on a `livechat` channel opens the site's own
 * chat window instead of its outside link; other channels keep opening their link in a new tab.
 */
export function LiveChatLinks({
  channels,
  children,
}: {
  channels: TPermissionResponse['customerService'];
  children: ReactNode;
}) {
  const chatPaths = new Set(channels.filter((c) => c.kind === 'livechat').map((c) => c.path));
  const onClickCapture = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest('a');
    if (link && chatPaths.has(link.getAttribute('href') ?? '')) {
      event.preventDefault();
      openChat();
    }
  };
  return <div onClickCapture={onClickCapture}>{children}</div>;
}
