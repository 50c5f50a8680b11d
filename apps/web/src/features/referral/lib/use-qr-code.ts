import { useEffect, useState } from 'react';
import { svgDataUrl } from '../../../lib/art';

/**
 * The referral link's QR code drawn on the device as an SVG data URL (null while drawing), with
 * the bundled `qrcode` library in a lazy chunk, as the agents' invitation links draw theirs.
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
