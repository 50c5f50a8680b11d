import type { TPublicNotice } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';
import type { TNoticeListKind } from '../api/notice-api';
import { NoticeDetail } from './notice-detail';
import { NoticeList } from './notice-list';
import './announcements.css';

/**
 * The notices and announcements of the signed-in audience on a page of their own (the agent
 * centre's agentAnnouncement: the server answers an agent's session with the `agent` audience's
 * rows): two tabs, each a paged list, a row opens its text.
 */
export function NoticeBoard() {
  const { t } = useTranslation('announcements');
  const [kind, setKind] = useState<TNoticeListKind>('notices');
  const [pages, setPages] = useState<Record<TNoticeListKind, number>>({
    notices: 1,
    announcements: 1,
  });
  const [open, setOpen] = useState<TPublicNotice | null>(null);
  if (open) return <NoticeDetail notice={open} onBack={() => setOpen(null)} />;
  return (
    <div className="notice-board">
      <Tabs
        idPrefix="notice-board"
        label={t('public.title')}
        value={kind}
        onChange={setKind}
        tabs={[
          { key: 'notices', label: t('notices.title') },
          { key: 'announcements', label: t('public.listTab') },
        ]}
      />
      <div
        role="tabpanel"
        id={`notice-board-panel-${kind}`}
        aria-labelledby={`notice-board-tab-${kind}`}
      >
        <NoticeList
          kind={kind}
          page={pages[kind]}
          onPage={(page) => setPages((p) => ({ ...p, [kind]: page }))}
          onOpen={setOpen}
        />
      </div>
    </div>
  );
}
