import { escapeXml, hashString, paletteFor } from './seed';

/**
 * A vendor wordmark: a small emblem (shape chosen by the code) and the vendor code in heavy
 * letters. Coloured in the lobby; the footer greys it with CSS.
 */
export function vendorWordmarkSvg(code: string): string {
  const [a, b] = paletteFor(code);
  const shape = hashString(code) % 4;
  const label = escapeXml(code.slice(0, 8));
  const textWidth = Math.max(40, label.length * 17);
  const width = 44 + textWidth + 8;
  const emblem = [
    `<circle cx="20" cy="20" r="14" fill="url(#g)"/><circle cx="20" cy="20" r="6" fill="#fff" opacity=".9"/>`,
    `<rect x="6" y="6" width="28" height="28" rx="8" fill="url(#g)"/><path d="M14 26l6-12 6 12z" fill="#fff" opacity=".9"/>`,
    `<path d="M20 5l15 8.5v17L20 35 5 30.5v-17z" fill="url(#g)"/><circle cx="20" cy="20" r="5" fill="#fff" opacity=".9"/>`,
    `<path d="M20 4l4.5 10.5L36 16l-8.5 8 2 11.5L20 30l-9.5 5.5 2-11.5L4 16l11.5-1.5z" fill="url(#g)"/>`,
  ][shape];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 40"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>${emblem}<text x="42" y="28" font-family="Arial Black,Arial,Helvetica,sans-serif" font-weight="900" font-size="22" letter-spacing="0.5" fill="url(#g)">${label}</text></svg>`;
}
