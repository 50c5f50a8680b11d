import { CHAT_IMAGE_TYPES, CHAT_LIMITS, type TChatMessage } from '@lw/contracts';
import { ImagePlus, SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/date-time';
import type { TChatAuth } from '../api/chat-api';
import { ChatImage } from './chat-image';

interface Props {
  auth: TChatAuth;
  messages: TChatMessage[];
  operatorLastReadId: number;
  operatorTyping: boolean;
  /** Null: no composer (a closed or past chat). */
  onSend: ((body: string) => void) | null;
  /** Sends an image; null for a visitor (images are for members: the server refuses them). */
  onImage: ((file: File) => void) | null;
  onTyping: () => void;
}

/** Messages of one chat (rendered as text, never markup), typing, read marks and the composer. */
export function ChatThread(props: Props) {
  const { auth, messages, operatorLastReadId, operatorTyping, onSend, onImage, onTyping } = props;
  const { t } = useTranslation('chat');
  const { timeOfDay: time } = useDateTime();
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  // Scrolls the list only (scrollIntoView would scroll the page under the panel too).
  useEffect(() => {
    const list = end.current?.parentElement;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, operatorTyping]);
  const submit = () => {
    const body = text.trim();
    if (!body || !onSend) return;
    setText('');
    onSend(body);
  };
  return (
    <>
      <div className="chatw-messages" role="log" aria-live="polite">
        {messages.length === 0 ? <p className="chatw-system">{t('welcome')}</p> : null}
        {messages.map((m) =>
          m.sender === 'system' ? (
            <p key={m.id} className="chatw-system">
              {m.event === 'assigned'
                ? t('joined', { name: m.operatorName ?? '' })
                : m.event === 'closed'
                  ? t('ended')
                  : ''}
            </p>
          ) : (
            <div
              key={m.id}
              className={`chatw-bubble chatw-bubble--${m.sender === 'player' ? 'mine' : 'theirs'}`}
              data-testid="chat-bubble"
            >
              {m.sender === 'operator' && m.operatorName ? (
                <span className="chatw-who">{m.operatorName}</span>
              ) : null}
              {m.imageId !== null ? <ChatImage auth={auth} imageId={m.imageId} /> : null}
              {m.body !== null ? <span className="chatw-text">{m.body}</span> : null}
              <span className="chatw-meta">
                {time(m.createdAt)}
                {m.sender === 'player' && m.id <= operatorLastReadId ? ` · ${t('read')}` : ''}
              </span>
            </div>
          ),
        )}
        {operatorTyping ? (
          <p className="chatw-typing" data-testid="chat-typing">
            {t('typing')}
          </p>
        ) : null}
        <div ref={end} />
      </div>
      {onSend ? (
        <form
          className="chatw-composer"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {onImage ? (
            <>
              <input
                ref={file}
                type="file"
                hidden
                accept={CHAT_IMAGE_TYPES.join(',')}
                onChange={(e) => {
                  const picked = e.target.files?.[0];
                  e.target.value = '';
                  if (picked) onImage(picked);
                }}
              />
              <button
                type="button"
                className="chatw-icon"
                aria-label={t('image')}
                title={t('image')}
                onClick={() => file.current?.click()}
              >
                <ImagePlus size={20} aria-hidden="true" />
              </button>
            </>
          ) : null}
          <textarea
            aria-label={t('message')}
            placeholder={t('placeholder')}
            maxLength={CHAT_LIMITS.messageMax}
            rows={1}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              onTyping();
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                submit();
              }
            }}
          />
          <button type="submit" className="chatw-icon chatw-icon--send" aria-label={t('send')}>
            <SendHorizontal size={20} aria-hidden="true" />
          </button>
        </form>
      ) : null}
    </>
  );
}
