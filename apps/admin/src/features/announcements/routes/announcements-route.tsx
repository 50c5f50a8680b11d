import {
  ANNOUNCEMENT_STATUSES,
  NOTICE_TYPES,
  type TAdminAnnouncement,
  type TAnnouncementStatus,
  type TNoticeType,
} from '@lw/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useCan } from '../../auth';
import { Button, IconButton } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Pager } from '../../../components/ui/pager';
import { Pill, type Tone } from '../../../components/ui/pill';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useAnnouncementList, useDeleteAnnouncement } from '../api/use-announcements';
import { AnnouncementDrawer } from '../components/announcement-drawer';
import '../components/announcements.css';

const STATUS_TONE: Record<TAnnouncementStatus, Tone> = {
  scheduled: 'info',
  live: 'success',
  ended: 'neutral',
  disabled: 'warning',
};

/** The title in the interface language, else the first one written. */
function titleOf(item: TAdminAnnouncement, language: string): string {
  const texts = item.texts as Record<string, { title: string }>;
  return (
    texts[language.slice(0, 2)]?.title || Object.values(texts).find((t) => t.title)?.title || '—'
  );
}

function AnnouncementsScreen() {
  const { t, i18n } = useTranslation('announcements');
  const { dateTime } = useDateTime();
  const toast = useToast();
  const canWrite = useCan('content.manage');
  const [type, setType] = useState<TNoticeType | ''>('');
  const [status, setStatus] = useState<TAnnouncementStatus | ''>('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const list = useAnnouncementList({
    type: type || undefined,
    status: status || undefined,
    page,
    pageSize,
  });
  const remove = useDeleteAnnouncement();
  const [editing, setEditing] = useState<TAdminAnnouncement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TAdminAnnouncement | null>(null);
  const items = list.data?.items ?? [];

  return (
    <>
      <PageHeader
        title={t('pageTitle')}
        description={t('pageDescription')}
        actions={
          canWrite ? (
            <Button variant="primary" icon={<Plus size={16} />} onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
          ) : null
        }
      />
      <div className="filters" role="search">
        <Select
          aria-label={t('type')}
          className="filters__select"
          value={type}
          onChange={(e) => {
            setType(e.target.value as TNoticeType | '');
            setPage(1);
          }}
        >
          <option value="">{t('allTypes')}</option>
          {NOTICE_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`types.${value}`)}
            </option>
          ))}
        </Select>
        <Select
          aria-label={t('status')}
          className="filters__select"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as TAnnouncementStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('allStatuses')}</option>
          {ANNOUNCEMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`statuses.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.isPending && items.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <div className="table-wrap">
          <table className="table" aria-busy={list.isPending || undefined}>
            <caption className="visually-hidden">{t('pageTitle')}</caption>
            <thead>
              <tr>
                <th>{t('title')}</th>
                <th>{t('type')}</th>
                <th>{t('audiences')}</th>
                <th>{t('window')}</th>
                <th>{t('status')}</th>
                <th>{t('sortOrder')}</th>
                <th>{t('updated')}</th>
                {canWrite ? <th>{t('actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>{titleOf(item, i18n.language)}</td>
                  <td>
                    {t(`types.${item.type}`)}
                    {item.execution ? ` · ${t(`executions.${item.execution}`)}` : null}
                  </td>
                  <td>{item.audiences.map((a) => t(`audience.${a}`, a)).join(', ')}</td>
                  <td>
                    {dateTime(item.startsAt)} – {item.endsAt ? dateTime(item.endsAt) : t('noEnd')}
                  </td>
                  <td>
                    <Pill tone={STATUS_TONE[item.status]}>{t(`statuses.${item.status}`)}</Pill>
                  </td>
                  <td>{item.sortOrder}</td>
                  <td>
                    {dateTime(item.updatedAt)}
                    {item.updatedBy ? ` · ${item.updatedBy}` : null}
                  </td>
                  {canWrite ? (
                    <td>
                      <div className="announcement-row-actions">
                        <IconButton
                          label={t('edit')}
                          icon={<Pencil size={16} />}
                          onClick={() => setEditing(item)}
                        />
                        <IconButton
                          label={t('delete')}
                          icon={<Trash2 size={16} />}
                          onClick={() => setDeleting(item)}
                        />
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.data ? (
        <Pager
          page={page}
          pageSize={pageSize}
          total={list.data.total}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      ) : null}
      {editing !== null && (
        <AnnouncementDrawer
          announcement={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        description={t('deleteText')}
        confirmLabel={t('delete')}
        danger
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => toast.error(apiErrorText(error, i18n.language)),
          })
        }
      />
    </>
  );
}

/** "Announcements": notices, popups and announcements (read: settings.read; write: content.manage). */
export function AnnouncementsRoute() {
  return (
    <RequirePermission permission="settings.read">
      <AnnouncementsScreen />
    </RequirePermission>
  );
}
