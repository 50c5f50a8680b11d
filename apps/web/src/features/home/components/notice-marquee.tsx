import { clsx } from 'clsx';
import { Megaphone } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnScreen } from '../../../components/ui/use-on-screen';

/**
 * The notice marquee (player notices arrive later; site notices until then). A CSS transform
 * animation, paused off screen.
 */
export function NoticeMarquee({ siteName }: { siteName: string }) {
  const { t } = useTranslation('home');
  const ref = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(ref);
  const items = [
    t('marquee.welcome', { siteName }),
    t('marquee.responsible'),
    t('marquee.support'),
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
              {items.map((item) => (
                <span key={item} className="marquee__item">
                  {item}
                </span>
              ))}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
