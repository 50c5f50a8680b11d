import { clsx } from 'clsx';
import { Megaphone } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnScreen } from '../../../components/ui/use-on-screen';
import { NoticeHostSlot, openNotices, useNoticeFeed } from '../../announcements';
import './notice-marquee.css';

interface TLine {
  key: string;
  text: string;
  /** A live notice opens in the noticeModal; the built-in lines open nothing. */
  id: number | null;
}

/**
 * The notice marquee: the operator's live marquee notices (type B), or the site's translated
 * lines while there are none. A CSS transform animation, paused off screen and on hover; a
 * notice is a button that opens it in the noticeModal.
 */
export function NoticeMarquee({ siteName }: { siteName: string }) {
  const { t } = useTranslation('home');
  const ref = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(ref);
  const feed = useNoticeFeed();
  const live = feed.data?.marquee ?? [];
  const lines: TLine[] =
    live.length > 0
      ? live.map((n) => ({
          key: `n${n.id}`,
          text: n.text ? `${n.title}: ${n.text}` : n.title,
          id: n.id,
        }))
      : [
          { key: 'welcome', text: t('marquee.welcome', { siteName }), id: null },
          { key: 'responsible', text: t('marquee.responsible'), id: null },
          { key: 'support', text: t('marquee.support'), id: null },
        ];
  return (
    <section
      ref={ref}
      className={clsx('marquee', !onScreen && 'marquee--off-screen')}
      aria-label={t('marquee.label')}
    >
      <span className="marquee__icon" aria-hidden="true">
        <Megaphone size={18} />
      </span>
      <div className="marquee__viewport">
        <div className="marquee__track">
          {[0, 1].map((copy) => (
            <p key={copy} className="marquee__row" aria-hidden={copy === 1 ? true : undefined}>
              {lines.map((line) =>
                line.id === null ? (
                  <span key={line.key} className="marquee__item">
                    {line.text}
                  </span>
                ) : (
                  <button
                    key={line.key}
                    type="button"
                    className="marquee__item marquee__notice"
                    tabIndex={copy === 1 ? -1 : undefined}
                    onClick={() => openNotices(line.id)}
                  >
                    {line.text}
                  </button>
                ),
              )}
            </p>
          ))}
        </div>
      </div>
      <NoticeHostSlot />
    </section>
  );
}
