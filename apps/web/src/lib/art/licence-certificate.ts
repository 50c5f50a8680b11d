import { escapeXml, svgDataUrl } from './seed';

export interface TCertificateInput {
  name: string;
  issuer: string;
  number: string;
  /** Caption words already translated, e.g. "Issued by", "Licence no.". */
  labels: { title: string; issuedBy: string; number: string };
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A drawn licence certificate for licences without an uploaded image. */
export function licenceCertificateSvg(input: TCertificateInput): string {
  const name = escapeXml(clip(input.name, 40));
  const issuer = escapeXml(clip(input.issuer || '—', 48));
  const number = escapeXml(clip(input.number || '—', 40));
  const t = input.labels;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 420">
<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fffaf0"/><stop offset="1" stop-color="#f3e6c8"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd76a"/><stop offset="1" stop-color="#b8801c"/></linearGradient></defs>
<rect width="600" height="420" rx="18" fill="url(#p)"/>
<rect x="16" y="16" width="568" height="388" rx="12" fill="none" stroke="url(#gold)" stroke-width="6"/>
<rect x="30" y="30" width="540" height="360" rx="8" fill="none" stroke="#c9a45a" stroke-width="1.5" stroke-dasharray="6 5"/>
<text x="300" y="92" text-anchor="middle" font-family="Georgia,serif" font-size="30" font-weight="700" fill="#5b4313" letter-spacing="3">${escapeXml(t.title.toUpperCase())}</text>
<line x1="170" y1="112" x2="430" y2="112" stroke="#c9a45a" stroke-width="2"/>
<text x="300" y="170" text-anchor="middle" font-family="Georgia,serif" font-size="28" fill="#2c2410">${name}</text>
<text x="300" y="222" text-anchor="middle" font-family="Arial,sans-serif" font-size="15" fill="#7a6536">${escapeXml(t.issuedBy)}</text>
<text x="300" y="248" text-anchor="middle" font-family="Arial,sans-serif" font-size="19" font-weight="700" fill="#2c2410">${issuer}</text>
<text x="300" y="290" text-anchor="middle" font-family="Arial,sans-serif" font-size="15" fill="#7a6536">${escapeXml(t.number)}</text>
<text x="300" y="316" text-anchor="middle" font-family="Courier New,monospace" font-size="19" font-weight="700" fill="#2c2410">${number}</text>
<g transform="translate(500 330)"><circle r="44" fill="url(#gold)"/><circle r="34" fill="none" stroke="#fff6d8" stroke-width="2"/><path d="M0-18l5.3 10.8 11.9 1.7-8.6 8.4 2 11.8L0 9.1l-10.6 5.6 2-11.8-8.6-8.4 11.9-1.7z" fill="#fff6d8"/></g>
</svg>`;
}

export function licenceCertificateDataUrl(input: TCertificateInput): string {
  return svgDataUrl(licenceCertificateSvg(input));
}
