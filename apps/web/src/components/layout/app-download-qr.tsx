import { Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { svgDataUrl } from '../../lib/art';
import { useOnScreen } from '../ui/use-on-screen';

/** A QR code drawn on the device (as SVG) from the link, once `shown`; nothing is fetched. */
function useQrDataUrl(link: string, shown: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    if (!link || !shown) return undefined;
    // The QR library loads on its own, when a code is first on screen (not behind a closed
    // drawer on phones): it is no part of the page's start.
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((svg) => {
        if (active) setUrl(svgDataUrl(svg));
      })
      .catch(() => {
        if (active) setUrl(null);
      });
    return () => {
      active = false;
    };
  }, [link, shown]);
  return link ? url : null;
}

function QrTile({ link, label }: { link: string; label: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const src = useQrDataUrl(link, useOnScreen(ref, '200px'));
  return (
    <a ref={ref} className="qr-tile" href={link} target="_blank" rel="noopener noreferrer">
      <span className="qr-tile__code">
        {src ? (
          <img src={src} alt="" width={96} height={96} />
        ) : (
          <span className="skeleton qr-tile__ph" />
        )}
      </span>
      <span className="qr-tile__label">{label}</span>
    </a>
  );
}

interface TAppDownloadQrProps {
  ios: string;
  android: string;
}

/** App download QR codes for iOS and Android; each hidden when its link is empty. */
export function AppDownloadQr({ ios, android }: TAppDownloadQrProps) {
  const { t } = useTranslation('layout');
  if (!ios && !android) return null;
  return (
    <div className="qr-block">
      <p className="qr-block__title">
        <Smartphone size={16} aria-hidden="true" />
        {t('side.appDownload')}
      </p>
      <div className="qr-block__tiles">
        {ios ? <QrTile link={ios} label={t('side.ios')} /> : null}
        {android ? <QrTile link={android} label={t('side.android')} /> : null}
      </div>
    </div>
  );
}
