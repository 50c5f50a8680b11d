import {
  ZChatTab,
  type TAdminChatQuery,
  type TChatSocketEvent,
  type TChatTab,
} from '@lw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useRef, useState } from 'react';
import { DatePicker } from '../../../components/ui/date-picker';
import { RequirePermission } from '../../auth';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { Pill } from '../../../components/ui/pill';
import { chatKeys, useChatList, useChatOperators } from '../api/chat-api';
import { useChatSocket } from '../api/use-chat-socket';
import { ChatSettingsCard } from '../components/chat-settings-card';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import { alertNewChat } from '../lib/new-chat-alert';
import { useChatT } from '../use-chat-i18n';
import '../chat-inbox.css';

type Search = Pick<TAdminChatQuery, 'member' | 'operatorId' | 'from' | 'to' | 'rating'>;

function ChatInbox() {
  const { t } = useChatT();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<TChatTab>('waiting');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const [search, setSearch] = useState<Search>({});
  const [selected, setSelected] = useState<number | null>(null);
  const [typing, setTyping] = useState<Record<number, number>>({});
  const known = useRef(new Set<number>());
  const list = useChatList({ tab, page, pageSize, ...(tab === 'closed' ? search : {}) });
  const operators = useChatOperators();

  const onEvent = (event: TChatSocketEvent) => {
    if (event.type === 'typing' && event.side === 'player') {
      setTyping((all) => ({ ...all, [event.conversationId]: event.typing ? Date.now() : 0 }));
      // The signal fades unless renewed.
      setTimeout(() => setTyping((all) => ({ ...all })), 4500);
      return;
    }
    if (event.type === 'conversation') {
      const c = event.conversation;
      if (c.status === 'waiting' && !known.current.has(c.id)) alertNewChat(t('newWaiting'));
      known.current.add(c.id);
    }
    if (event.type === 'message' && event.message.sender === 'player') {
      setTyping((all) => ({ ...all, [event.message.conversationId]: 0 }));
    }
    void queryClient.invalidateQueries({ queryKey: chatKeys.all });
  };
  const socket = useChatSocket(onEvent);
  const isTyping = (id: number) => Date.now() - (typing[id] ?? 0) < 4000;

  return (
    <div className="page chat-page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        meta={
          <Pill tone={socket.connected ? 'success' : 'warning'}>
            {socket.connected ? t('connected') : t('offline')}
          </Pill>
        }
      />
      <ChatSettingsCard />
      <div className="chat-layout">
        <aside className="chat-side">
          <div className="chat-tabs" role="tablist">
            {ZChatTab.options.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                className={clsx('chat-tab', tab === name && 'is-active')}
                onClick={() => {
                  setTab(name);
                  setPage(1);
                }}
              >
                {t(`tabs.${name}`)}
              </button>
            ))}
          </div>
          {tab === 'closed' ? (
            <form className="chat-search" onSubmit={(e) => e.preventDefault()}>
              <input
                aria-label={t('search.member')}
                placeholder={t('search.member')}
                maxLength={40}
                value={search.member ?? ''}
                onChange={(e) => setSearch((s) => ({ ...s, member: e.target.value || undefined }))}
              />
              <select
                aria-label={t('search.operator')}
                value={search.operatorId ?? ''}
                onChange={(e) =>
                  setSearch((s) => ({ ...s, operatorId: Number(e.target.value) || undefined }))
                }
              >
                <option value="">{t('search.anyOperator')}</option>
                {operators.data?.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </select>
              <DatePicker
                showLabel
                label={t('search.from')}
                value={search.from}
                max={search.to}
                onChange={(from) => setSearch((s) => ({ ...s, from }))}
              />
              <DatePicker
                showLabel
                label={t('search.to')}
                value={search.to}
                min={search.from}
                onChange={(to) => setSearch((s) => ({ ...s, to }))}
              />
              <select
                aria-label={t('search.rating')}
                value={search.rating ?? ''}
                onChange={(e) =>
                  setSearch((s) => ({ ...s, rating: Number(e.target.value) || undefined }))
                }
              >
                <option value="">{t('search.anyRating')}</option>
                {[5, 4, 3, 2, 1].map((r) => (
                  <option key={r} value={r}>
                    {'★'.repeat(r)}
                  </option>
                ))}
              </select>
            </form>
          ) : null}
          <ConversationList
            items={list.data?.items ?? []}
            selected={selected}
            onSelect={setSelected}
          />
          {list.data && list.data.total > pageSize ? (
            <Pager
              page={page}
              pageSize={pageSize}
              total={list.data.total}
              onPage={setPage}
              onPageSize={setPageSize}
            />
          ) : null}
        </aside>
        {selected !== null ? (
          <ConversationView
            key={selected}
            id={selected}
            playerTyping={isTyping(selected)}
            onTyping={(on) => socket.typing(selected, on)}
          />
        ) : (
          <div className="chat-view chat-view--empty">{t('pick')}</div>
        )}
      </div>
    </div>
  );
}

/** The live-chat inbox (chat.answer). */
export function ChatInboxRoute() {
  return (
    <RequirePermission permission="chat.answer">
      <ChatInbox />
    </RequirePermission>
  );
}
