import { CHAT_IMAGE_TYPES, CHAT_LIMITS } from '@lw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Money } from '../../../components/ui/money';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useSession } from '../../auth';
import {
  chatKeys,
  closeChat,
  handOver,
  markRead,
  sendImage,
  sendReply,
  takeChat,
  useChatOperators,
  useChatThread,
} from '../api/chat-api';
import { useChatT } from '../use-chat-i18n';
import { CannedPicker } from './canned-picker';
import { MessageList } from './message-list';

interface Props {
  id: number;
  playerTyping: boolean;
  onTyping: (typing: boolean) => void;
}

/** One conversation: the player, the messages, and what the operator can do with it. */
export function ConversationView({ id, playerTyping, onTyping }: Props) {
  const { t, i18n } = useChatT();
  const { dateTime } = useDateTime();
  const me = useSession().operator;
  const queryClient = useQueryClient();
  const thread = useChatThread(id);
  const operators = useChatOperators();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const [handoverTo, setHandoverTo] = useState('');
  const [note, setNote] = useState('');
  const typingSince = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);

  const data = thread.data;
  const conv = data?.conversation;
  const lastId = data?.messages.at(-1)?.id ?? 0;
  useEffect(() => {
    if (conv && lastId > conv.operatorLastReadId) void markRead(conv.id, lastId).catch(() => {});
  }, [conv, lastId]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: chatKeys.all });
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      await refresh();
    } catch (err) {
      setError(apiErrorText(err, i18n.language));
    }
  };

  if (!data || !conv) return <div className="chat-view chat-view--empty">{t('pick')}</div>;
  const mine = conv.status === 'open' && conv.operator?.id === me.id;

  const send = () => {
    const body = text.trim();
    if (!body) return;
    setText('');
    onTyping(false);
    // The next keystroke signals typing again at once.
    typingSince.current = 0;
    void run(() => sendReply(id, body));
  };

  return (
    <section className="chat-view" aria-label={t('title')}>
      <header className="chat-view__head">
        <div className="chat-player">
          <h2>{conv.member?.username ?? t('visitor')}</h2>
          {data.player ? (
            <dl>
              <dt>{t('player.status')}</dt>
              <dd>{data.player.status}</dd>
              <dt>{t('player.registered')}</dt>
              <dd>{dateTime(data.player.registeredAt)}</dd>
              {data.player.balance !== null ? (
                <>
                  <dt>{t('player.balance')}</dt>
                  <dd>
                    <Money
                      minor={data.player.balance}
                      currency={data.player.currency ?? undefined}
                    />
                  </dd>
                </>
              ) : null}
              <dt>{t('player.vip')}</dt>
              <dd>{t('player.vipNotYet')}</dd>
            </dl>
          ) : (
            <p className="muted">{t('player.visitor')}</p>
          )}
        </div>
        <div className="chat-actions">
          {conv.status === 'waiting' ? (
            <Button variant="primary" onClick={() => void run(() => takeChat(id))}>
              {t('take')}
            </Button>
          ) : null}
          {mine ? (
            <form
              className="chat-handover"
              onSubmit={(e) => {
                e.preventDefault();
                if (!handoverTo) return;
                void run(() => handOver(id, Number(handoverTo), note)).then(() => setNote(''));
              }}
            >
              <select
                aria-label={t('handoverTo')}
                value={handoverTo}
                onChange={(e) => setHandoverTo(e.target.value)}
              >
                <option value="">{t('handoverTo')}</option>
                {operators.data
                  ?.filter((o) => o.id !== me.id)
                  .map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.name}
                    </option>
                  ))}
              </select>
              <input
                aria-label={t('handoverNote')}
                placeholder={t('handoverNote')}
                maxLength={CHAT_LIMITS.noteMax}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
              <Button type="submit" size="sm" disabled={!handoverTo}>
                {t('handoverSend')}
              </Button>
            </form>
          ) : null}
          {conv.status !== 'closed' ? (
            <Button variant="danger" onClick={() => setConfirmClose(true)}>
              {t('close')}
            </Button>
          ) : null}
        </div>
      </header>
      {error ? <Banner tone="danger">{error}</Banner> : null}
      <MessageList messages={data.messages} playerLastReadId={conv.playerLastReadId} />
      <p className="chat-typing" aria-live="polite">
        {playerTyping ? t('typing') : ''}
      </p>
      {conv.status === 'closed' ? (
        <p className="muted">
          {t('closedNote')}
          {conv.rating !== null ? ` ${t('rating', { rating: conv.rating })}` : ''}
          {conv.ratingComment ? ` — ${conv.ratingComment}` : ''}
        </p>
      ) : mine ? (
        <form
          className="chat-composer"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <CannedPicker onPick={(body) => setText(body)} />
          <textarea
            aria-label={t('reply')}
            placeholder={t('replyPlaceholder')}
            maxLength={CHAT_LIMITS.messageMax}
            value={text}
            rows={2}
            onChange={(e) => {
              setText(e.target.value);
              // One typing signal every 2 s at most.
              if (Date.now() - typingSince.current > 2000) {
                typingSince.current = Date.now();
                onTyping(true);
              }
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                send();
              }
            }}
          />
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={CHAT_IMAGE_TYPES.join(',')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void run(() => sendImage(id, file));
            }}
          />
          <Button
            type="button"
            aria-label={t('image')}
            title={t('image')}
            icon={<ImagePlus size={18} aria-hidden="true" />}
            onClick={() => fileInput.current?.click()}
          />
          <Button type="submit" variant="primary" icon={<Send size={16} aria-hidden="true" />}>
            {t('send')}
          </Button>
        </form>
      ) : (
        <p className="muted">{conv.status === 'waiting' ? t('takeFirst') : t('notYours')}</p>
      )}
      <ConfirmDialog
        open={confirmClose}
        title={t('close')}
        description={t('closeConfirm')}
        confirmLabel={t('close')}
        danger
        onCancel={() => setConfirmClose(false)}
        onConfirm={() => {
          setConfirmClose(false);
          void run(() => closeChat(id));
        }}
      />
    </section>
  );
}
