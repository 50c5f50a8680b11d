import { hashString, paletteFor, r1, seededRandom, svgDataUrl } from './seed';

export type TBannerMotif = 'coins' | 'cards' | 'ball' | 'stars';

/**
 * A wide promotional banner background: a deep gradient, soft glows and a field of motif shapes
 * placed by the seed. Texts go over it in HTML so they can be translated.
 */
export function bannerSvg(seed: string, motif: TBannerMotif, width = 1272, height = 480): string {
  const rand = seededRandom(hashString(seed));
  const [a, b] = paletteFor(seed);
  const shapes: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const x = r1(width * (0.45 + rand() * 0.55));
    const y = r1(height * rand());
    const size = r1(18 + rand() * 60);
    const opacity = r1(0.25 + rand() * 0.6);
    shapes.push(motifShape(motif, x, y, size, opacity, rand()));
  }
  const sparkles = Array.from({ length: 26 }, () => {
    const x = r1(width * rand());
    const y = r1(height * rand());
    const s = r1(1 + rand() * 2.6);
    return `<circle cx="${x}" cy="${y}" r="${s}" fill="#fff" opacity="${r1(0.3 + rand() * 0.6)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1022"/><stop offset="0.55" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient>
<radialGradient id="glow" cx="0.78" cy="0.45" r="0.55"><stop offset="0" stop-color="${a}" stop-opacity="0.85"/><stop offset="1" stop-color="${a}" stop-opacity="0"/></radialGradient>
<radialGradient id="glow2" cx="0.1" cy="0.9" r="0.5"><stop offset="0" stop-color="#ffd36b" stop-opacity="0.35"/><stop offset="1" stop-color="#ffd36b" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#05070f" stop-opacity="0.85"/><stop offset="0.6" stop-color="#05070f" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
<rect width="${width}" height="${height}" fill="url(#glow2)"/>
<g opacity="0.12" stroke="#fff" stroke-width="2">${Array.from({ length: 9 }, (_, i) => `<line x1="${width * 0.35 + i * 90}" y1="${height}" x2="${width * 0.55 + i * 90}" y2="0"/>`).join('')}</g>
${shapes.join('')}
${sparkles}
<rect width="${width}" height="${height}" fill="url(#shade)"/>
</svg>`;
}

function motifShape(
  motif: TBannerMotif,
  x: number,
  y: number,
  size: number,
  opacity: number,
  turn: number,
): string {
  const rotate = `rotate(${r1(turn * 360)} ${x} ${y})`;
  switch (motif) {
    case 'coins':
      return `<g opacity="${opacity}"><circle cx="${x}" cy="${y}" r="${size / 2}" fill="#ffcf4d" stroke="#b8741a" stroke-width="${r1(size / 12)}"/><circle cx="${x}" cy="${y}" r="${r1(size / 3.2)}" fill="none" stroke="#fff3c4" stroke-width="${r1(size / 18)}"/></g>`;
    case 'cards':
      return `<g opacity="${opacity}" transform="${rotate}"><rect x="${x - size / 2}" y="${y - size * 0.7}" width="${size}" height="${r1(size * 1.4)}" rx="${r1(size / 8)}" fill="#fff"/><path d="M${x} ${y - size * 0.3}l${size * 0.25} ${size * 0.3}-${size * 0.25} ${size * 0.3}-${size * 0.25}-${size * 0.3}z" fill="#e4364b"/></g>`;
    case 'ball':
      return `<g opacity="${opacity}"><circle cx="${x}" cy="${y}" r="${size / 2}" fill="#fff"/><path d="M${x} ${y - size * 0.18}l${size * 0.17} ${size * 0.12}-${size * 0.07} ${size * 0.2}h-${size * 0.2}l-${size * 0.07}-${size * 0.2}z" fill="#1b2238"/></g>`;
    default:
      return `<path opacity="${opacity}" transform="${rotate}" d="M${x} ${y - size / 2}l${size * 0.12} ${size * 0.38} ${size * 0.38} ${size * 0.12}-${size * 0.38} ${size * 0.12}-${size * 0.12} ${size * 0.38}-${size * 0.12}-${size * 0.38}-${size * 0.38}-${size * 0.12} ${size * 0.38}-${size * 0.12}z" fill="#fff6d5"/>`;
  }
}

/** The banner as an `<img>`-ready data URL. */
export function bannerDataUrl(seed: string, motif: TBannerMotif): string {
  return svgDataUrl(bannerSvg(seed, motif));
}
