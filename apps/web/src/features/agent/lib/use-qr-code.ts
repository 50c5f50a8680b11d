import { useEffect, useState } from 'react';
import { svgDataUrl } from '../../../lib/art';

/**
 * An invitation link's QR code drawn on the device as an SVG data URL (null while drawing). The
 * `qrcode` library is a lazy chunk of the bundle: nothing is fetched from elsewhere.
 */
export function useQrCode(text: string): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let active = true;
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then((svg) => {
        if (active) setDrawn({ text, url: svgDataUrl(svg) });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [text]);
  return drawn?.text === text ? drawn.url : null;
}
