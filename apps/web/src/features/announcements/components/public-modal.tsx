import type { TPublicNotice } from '@lw/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { NoticeDetail } from './notice-detail';
import { NoticeList } from './notice-list';
import { PopupCarousel } from './popup-carousel';

type TView = 'popups' | 'list';

/**
 * publicModal (spec §2): the popups to show now in a carousel with "hide today", and the
 * announcement list 7 a page. Closing reports whether "hide today" was ticked.
 */
export function PublicModal({
  popups,
  onClose,
}: {
  popups: readonly TPublicNotice[];
  onClose: (hideToday: boolean) => void;
}) {
  const { t } = useTranslation('announcements');
  const [view, setView] = useState<TView>(popups.length > 0 ? 'popups' : 'list');
  const [hideToday, setHideToday] = useState(false);
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<TPublicNotice | null>(null);
  const close = () => onClose(hideToday);
  const prefix = useId();
  const tabbed = popups.length > 0;
  return (
    <Modal
      open
      onClose={close}
      title={t('public.title')}
      size="md"
      className="public-modal"
      initialFocus=".public-modal__footer button"
    >
      {tabbed ? (
        <Tabs<TView>
          idPrefix={prefix}
          label={t('public.title')}
          value={view}
          onChange={setView}
          tabs={[
            { key: 'popups', label: t('public.popupsTab') },
            { key: 'list', label: t('public.listTab') },
          ]}
        />
      ) : null}
      <div
        className="public-modal__body"
        role={tabbed ? 'tabpanel' : undefined}
        id={`${prefix}-panel-${view}`}
        aria-labelledby={tabbed ? `${prefix}-tab-${view}` : undefined}
      >
        {view === 'popups' ? (
          <PopupCarousel popups={popups} />
        ) : picked ? (
          <NoticeDetail notice={picked} onBack={() => setPicked(null)} />
        ) : (
          <NoticeList kind="announcements" page={page} onPage={setPage} onOpen={setPicked} />
        )}
      </div>
      <div className="public-modal__footer">
        {popups.length > 0 ? (
          <label className="check">
            <input
              type="checkbox"
              name="hideToday"
              checked={hideToday}
              onChange={(event) => setHideToday(event.target.checked)}
            />
            <span>{t('public.hideToday')}</span>
          </label>
        ) : (
          <span />
        )}
        <Button onClick={close}>{t('public.close')}</Button>
      </div>
    </Modal>
  );
}
