import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQrCode } from '../lib/use-qr-code';

export type TAppPlatform = 'ios' | 'iosLite' | 'android';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

interface TPlatformCardProps {
  platform: TAppPlatform;
  /** The download link configured in the back office (settings.apps). */
  link: string;
  icon: ReactNode;
}

/** One app: its QR code, a download button and the install steps of that platform. */
export function PlatformCard({ platform, link, icon }: TPlatformCardProps) {
  const { t } = useTranslation('pwa');
  const qr = useQrCode(link);
  const name = t(`apps.${platform}.name`);
  return (
    <article className="app-card" aria-labelledby={`app-${platform}-title`}>
      <header className="app-card__head">
        <span className="app-card__icon" aria-hidden="true">
          {icon}
        </span>
        <div>
          <h2 id={`app-${platform}-title`} className="app-card__title">
            {name}
          </h2>
          <p className="app-card__note">{t(`apps.${platform}.note`)}</p>
        </div>
      </header>
      <div className="app-card__qr">
        {qr ? (
          <img src={qr} alt={t('apps.qrAlt', { platform: name })} width={160} height={160} />
        ) : (
          <span className="skeleton app-card__qr-ph" aria-hidden="true" />
        )}
      </div>
      <a
        className="btn btn--primary btn--md btn--block"
        href={link}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Download size={18} aria-hidden="true" />
        {t('apps.download')}
      </a>
      <section className="app-card__steps" aria-label={t('apps.howTo')}>
        <h3 className="app-card__steps-title">{t('apps.howTo')}</h3>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>{t(`apps.${platform}.${step}`)}</li>
          ))}
        </ol>
      </section>
    </article>
  );
}
