import type { TPermissionResponse } from '@lw/contracts';
import { clsx } from 'clsx';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChannelIcon } from './channel-icon';
import { channelLabel } from './customer-service';

interface TCsChannelListProps {
  channels: TPermissionResponse['customerService'];
  collapsed?: boolean;
  /** Opens the site's own chat window: what a livechat channel does (its path is not opened). */
  onLiveChat: () => void;
}

/**
 * Customer-service channels: icon by kind, translated label. A livechat channel is a button that
 * opens the in-app chat; the others open their path in a new tab.
 */
export function CsChannelList({ channels, collapsed = false, onLiveChat }: TCsChannelListProps) {
  const { i18n, t } = useTranslation('layout');
  if (channels.length === 0) return null;
  return (
    <ul className={clsx('cs-list', collapsed && 'cs-list--collapsed')}>
      {channels.map((channel) => {
        const label = channelLabel(channel, i18n.language);
        if (channel.kind === 'livechat') {
          return (
            <li key={channel.csType}>
              <button
                type="button"
                className="cs-list__item"
                onClick={onLiveChat}
                title={label}
                aria-label={collapsed ? label : undefined}
              >
                <ChannelIcon kind={channel.kind} />
                {collapsed ? null : <span className="cs-list__label">{label}</span>}
              </button>
            </li>
          );
        }
        return (
          <li key={channel.csType}>
            <a
              className="cs-list__item"
              href={channel.path}
              target="_blank"
              rel="noopener noreferrer"
              title={label}
              aria-label={collapsed ? `${label} (${t('opensNewTab')})` : undefined}
            >
              <ChannelIcon kind={channel.kind} />
              {collapsed ? null : (
                <>
                  <span className="cs-list__label">{label}</span>
                  <ExternalLink size={14} aria-hidden="true" className="cs-list__ext" />
                </>
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
