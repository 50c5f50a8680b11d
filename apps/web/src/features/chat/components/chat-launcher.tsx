import { MessagesSquare } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { onLiveEvent } from '../../wallet';
import { closeChat, markChatUnread, openChat, useChatState } from '../chat-store';

// The window and its texts load on first open only: nothing of the chat is on the first screen.
const ChatWindow = lazy(() => import('./chat-window').then((m) => ({ default: m.ChatWindow })));

/**
 * Mounts the chat window when it is opened, and a small unread button when a reply came while
 * it was closed (the member live channel's `chat.message`).
 */
export function ChatLauncher() {
  const { open, unread } = useChatState();
  const { t } = useTranslation('layout');
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === 'chat.message') markChatUnread();
      }),
    [],
  );
  if (open) {
    // On the body: a transformed ancestor (the side drawer) would trap a fixed panel.
    return createPortal(
      <Suspense fallback={null}>
        <ChatWindow onClose={closeChat} />
      </Suspense>,
      document.body,
    );
  }
  if (!unread) return null;
  return createPortal(
    <button
      type="button"
      className="chat-unread-fab"
      onClick={openChat}
      aria-label={t('side.customerService')}
      data-testid="chat-unread"
      style={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: 60,
        width: 52,
        height: 52,
        borderRadius: '50%',
        border: 'none',
        background: 'var(--primary, #2563eb)',
        color: '#fff',
        boxShadow: '0 4px 14px rgba(0,0,0,.3)',
      }}
    >
      <MessagesSquare size={24} aria-hidden="true" />
      <span
        aria-hidden="true"
        style={{
          position: 'absolute',
          top: 6,
          right: 6,
          width: 10,
          height: 10,
          borderRadius: '50%',
          background: '#ef4444',
        }}
      />
    </button>,
    document.body,
  );
}
