import type { TPublicNotice } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { useNotice } from '../api/notice-api';
import { openAnnouncements } from '../lib/notice-centre';
import { NoticeDetail } from './notice-detail';
import { NoticeList } from './notice-list';

/**
 * noticeModal (spec §2): the notice list 9 a page, and a notice's detail. Opened on one notice
 * (a marquee line) it shows that notice first, with the way back to the list.
 */
export function NoticeModal({
  initialId,
  onClose,
}: {
  initialId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('announcements');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<TPublicNotice | null>(null);
  const [openId, setOpenId] = useState<number | null>(initialId);
  const fetched = useNotice(picked ? null : openId);
  const shown = picked ?? (openId !== null ? fetched.data : undefined);
  const back = () => {
    setPicked(null);
    setOpenId(null);
  };
  return (
    <Modal open onClose={onClose} title={t('notices.title')} size="md" className="notice-modal">
      {shown ? (
        <NoticeDetail notice={shown} onBack={back} />
      ) : openId !== null && fetched.isPending ? (
        <p className="notice-list__state" aria-busy="true">
          {t('loading')}
        </p>
      ) : (
        <>
          <NoticeList kind="notices" page={page} onPage={setPage} onOpen={setPicked} />
          <button type="button" className="link-btn" onClick={openAnnouncements}>
            {t('public.listTab')}
          </button>
        </>
      )}
    </Modal>
  );
}
