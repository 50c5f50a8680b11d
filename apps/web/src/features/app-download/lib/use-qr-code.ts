import { useEffect, useState } from 'react';
import { svgDataUrl } from '../../../lib/art';

/**
 * A QR code of `link` drawn on the device as an SVG data URL (null while drawing or when there
 * is no link). The QR library is its own lazy chunk: nothing is fetched from elsewhere.
 */
export function useQrCode(link: string): string | null {
  const [drawn, setDrawn] = useState<{ link: string; url: string } | null>(null);
  useEffect(() => {
    if (!link) return undefined;
    let active = true;
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((svg) => {
        if (active) setDrawn({ link, url: svgDataUrl(svg) });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [link]);
  return drawn?.link === link ? drawn.url : null;
}
