import type { TChatMessage } from '@lw/contracts';
import { useEffect, useRef } from 'react';
import { useDateTime } from '../../../lib/datetime';
import { useChatT } from '../use-chat-i18n';
import { ChatImage } from './chat-image';

/** The conversation's messages, oldest first; scrolls to the newest. Text is rendered as text. */
export function MessageList({
  messages,
  playerLastReadId,
}: {
  messages: TChatMessage[];
  playerLastReadId: number;
}) {
  const { t } = useChatT();
  const { dateTime } = useDateTime();
  const end = useRef<HTMLDivElement>(null);
  // Scrolls the list only (scrollIntoView would scroll the whole page too).
  useEffect(() => {
    const list = end.current?.parentElement;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);
  return (
    <div className="chat-messages" role="log" aria-live="polite">
      {messages.map((m) =>
        m.sender === 'system' ? (
          <p key={m.id} className="chat-system">
            {m.internal ? <strong>{t('internal')} · </strong> : null}
            {t(`event.${m.event ?? 'closed'}`, { name: m.operatorName ?? '', note: m.body ?? '' })}
          </p>
        ) : (
          <div
            key={m.id}
            className={`chat-bubble chat-bubble--${m.sender === 'operator' ? 'mine' : 'theirs'}`}
            data-testid="chat-message"
          >
            {m.sender === 'operator' && m.operatorName ? (
              <span className="chat-bubble__who">{m.operatorName}</span>
            ) : null}
            {m.imageId !== null ? <ChatImage imageId={m.imageId} /> : null}
            {m.body !== null ? <span className="chat-bubble__text">{m.body}</span> : null}
            <span className="chat-bubble__meta">
              {dateTime(m.createdAt)}
              {m.sender === 'operator' && m.id <= playerLastReadId ? ` · ${t('read')}` : ''}
            </span>
          </div>
        ),
      )}
      <div ref={end} />
    </div>
  );
}
