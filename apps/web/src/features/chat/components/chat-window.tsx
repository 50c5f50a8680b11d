import type { TChatConversation, TChatSocketEvent } from '@lw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, History, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/date-time';
import { errorText } from '../../../lib/error-text';
import { useModals } from '../../../lib/modal-context';
import { useSession } from '../../../lib/session';
import {
  closeConversation,
  fetchChatConfig,
  markRead,
  openConversation,
  rateConversation,
  sendImage,
  sendMessage,
  visitorChatId,
  type TChatAuth,
} from '../api/chat-api';
import { useChatSocket, type TChatSocketAuth } from '../api/use-chat-socket';
import { chatKeys, useConversations, useThread } from '../api/use-chat-queries';
import { ChatThread } from './chat-thread';
import { RatingForm } from './rating-form';
import '../chat.css';

/** Who is chatting: a member, a visitor with a signed id, or (visitor chat off) nobody yet. */
function useChatAuth(onRefused: () => void) {
  const { token } = useSession();
  const [visitor, setVisitor] = useState<string | null>(null);
  useEffect(() => {
    if (token) return;
    let gone = false;
    fetchChatConfig()
      .then(async (config) => {
        if (!config.visitorChat) return onRefused();
        const id = await visitorChatId();
        if (!gone) setVisitor(id);
      })
      .catch(() => onRefused());
    return () => {
      gone = true;
    };
    // Decided once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  // Stable objects: effects and image loads depend on them.
  return useMemo(() => {
    if (token) {
      return {
        auth: { visitorId: null } as TChatAuth,
        socket: { role: 'member', token } as TChatSocketAuth,
      };
    }
    if (!visitor) return { auth: null, socket: null };
    return {
      auth: { visitorId: visitor } as TChatAuth,
      socket: { role: 'visitor', chatId: visitor } as TChatSocketAuth,
    };
  }, [token, visitor]);
}

/** The live chat window: a floating panel on desktop, full screen on phones. */
export function ChatWindow({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('chat');
  const { dateTime } = useDateTime();
  const modals = useModals();
  const queryClient = useQueryClient();
  const { auth, socket } = useChatAuth(() => {
    onClose();
    modals.open({ kind: 'login' });
  });
  const conversations = useConversations(auth);
  const [view, setView] = useState<'current' | 'history' | number>('current');
  /** The closed chat the player moved past with 'Start a new chat'. */
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [ratedHere, setRatedHere] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [operatorTyping, setOperatorTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTyping = useRef(0);

  const list = conversations.data ?? [];
  const open = list.find((c) => c.status !== 'closed');
  // The current chat: the open one, else the last closed one until rated or a new one starts.
  const last = list[0];
  const current: TChatConversation | undefined =
    open ??
    (last && last.id !== dismissed && (last.rating === null || last.id === ratedHere)
      ? last
      : undefined);
  const shownId =
    typeof view === 'number' ? view : view === 'current' ? (current?.id ?? null) : null;
  const thread = useThread(auth, shownId);

  const refresh = () => queryClient.invalidateQueries({ queryKey: chatKeys.root });
  const sendTyping = useChatSocket(socket, (event: TChatSocketEvent) => {
    if (event.type === 'typing' && event.side === 'operator') {
      setOperatorTyping(event.typing);
      clearTimeout(typingTimer.current);
      if (event.typing) typingTimer.current = setTimeout(() => setOperatorTyping(false), 4000);
      return;
    }
    if (event.type === 'message' && event.message.sender === 'operator') setOperatorTyping(false);
    if (event.type !== 'ready') void refresh();
  });
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // Read marks: everything shown is read.
  const conv = thread.data?.conversation;
  const lastId = thread.data?.messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (auth && conv && lastId > conv.playerLastReadId) {
      void markRead(auth, conv.id, lastId).catch(() => undefined);
    }
  }, [auth, conv, lastId]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorText(err, i18n.language));
    }
    await refresh();
  };
  /** The chat to send in: the open one, or a new one opened by this first message. */
  const target = async () => (open ? open.id : (await openConversation(auth!)).id);

  const closed = conv?.status === 'closed';
  const isCurrent = view === 'current';
  return (
    <section className="chatw" role="dialog" aria-modal="false" aria-label={t('title')}>
      <header className="chatw-head">
        {view !== 'current' ? (
          <button
            type="button"
            className="chatw-icon"
            aria-label={t('back')}
            onClick={() => setView(typeof view === 'number' ? 'history' : 'current')}
          >
            <ArrowLeft size={20} aria-hidden="true" />
          </button>
        ) : null}
        <h2>{view === 'history' ? t('history') : t('title')}</h2>
        {view === 'current' ? (
          <button
            type="button"
            className="chatw-icon"
            aria-label={t('history')}
            onClick={() => setView('history')}
          >
            <History size={20} aria-hidden="true" />
          </button>
        ) : null}
        {isCurrent && open ? (
          <button
            type="button"
            className="chatw-end"
            onClick={() => void run(() => closeConversation(auth!, open.id))}
          >
            {t('end')}
          </button>
        ) : null}
        <button type="button" className="chatw-icon" aria-label={t('close')} onClick={onClose}>
          <X size={20} aria-hidden="true" />
        </button>
      </header>
      {error ? (
        <p className="chatw-error" role="alert">
          {error}
        </p>
      ) : null}
      {!auth ? (
        <p className="chatw-system">{t('loading')}</p>
      ) : view === 'history' ? (
        <ul className="chatw-history">
          {list.length === 0 ? <li className="chatw-system">{t('noHistory')}</li> : null}
          {list.map((c) => (
            <li key={c.id}>
              <button type="button" onClick={() => setView(c.id)}>
                <span>{dateTime(c.createdAt)}</span>
                <span className="chatw-meta">
                  {t(`status.${c.status}`)}
                  {c.operator ? ` · ${c.operator.name}` : ''}
                  {c.rating !== null ? ` · ${'★'.repeat(c.rating)}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <>
          {isCurrent && open?.status === 'waiting' ? (
            <p className="chatw-system">{t('waiting')}</p>
          ) : null}
          <ChatThread
            auth={auth}
            messages={shownId === null ? [] : (thread.data?.messages ?? [])}
            operatorLastReadId={conv?.operatorLastReadId ?? 0}
            operatorTyping={isCurrent && operatorTyping}
            onSend={
              isCurrent && !closed
                ? (body) => {
                    // The next keystroke signals typing again at once.
                    lastTyping.current = 0;
                    void run(async () => sendMessage(auth, await target(), body));
                  }
                : null
            }
            onImage={
              auth.visitorId === null
                ? (file) => void run(async () => sendImage(auth, await target(), file))
                : null
            }
            onTyping={() => {
              if (!open || Date.now() - lastTyping.current < 2000) return;
              lastTyping.current = Date.now();
              sendTyping(open.id, true);
            }}
          />
          {isCurrent && closed && conv ? (
            conv.rating === null ? (
              <RatingForm
                onRate={(rating, comment) =>
                  void run(async () => {
                    await rateConversation(auth, conv.id, rating, comment);
                    setRatedHere(conv.id);
                  })
                }
              />
            ) : (
              <p className="chatw-system">{t('thanks')}</p>
            )
          ) : null}
          {isCurrent && closed ? (
            <button
              type="button"
              className="chatw-send chatw-new"
              onClick={() => {
                setDismissed(conv?.id ?? null);
              }}
            >
              {t('newChat')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
