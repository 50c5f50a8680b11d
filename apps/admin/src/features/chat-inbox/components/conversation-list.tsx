import type { TChatConversation } from '@lw/contracts';
import { clsx } from 'clsx';
import { useDateTime } from '../../../lib/datetime';
import { useChatT } from '../use-chat-i18n';

/** The conversations of a tab; unread ones (for the operators) are marked. */
export function ConversationList({
  items,
  selected,
  onSelect,
}: {
  items: TChatConversation[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const { t } = useChatT();
  const { dateTime } = useDateTime();
  if (items.length === 0) return <p className="muted chat-list__empty">{t('empty')}</p>;
  return (
    <ul className="chat-list">
      {items.map((c) => {
        const unread = c.lastMessageId > c.operatorLastReadId && c.status !== 'closed';
        return (
          <li key={c.id}>
            <button
              type="button"
              className={clsx('chat-list__item', selected === c.id && 'is-selected')}
              aria-current={selected === c.id ? 'true' : undefined}
              onClick={() => onSelect(c.id)}
            >
              <span className="chat-list__name">
                {unread ? <span className="chat-dot" aria-hidden="true" /> : null}
                {c.member?.username ?? t('visitor')}
              </span>
              <span className="chat-list__meta">
                {t(`status.${c.status}`)}
                {c.operator ? ` · ${c.operator.name}` : ''}
                {c.rating !== null ? ` · ★${c.rating}` : ''}
              </span>
              <span className="chat-list__meta">{dateTime(c.lastMessageAt)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
