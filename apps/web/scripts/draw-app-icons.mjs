// Draws the installable site's icons (the favicon's gold star on navy) as PNG files in public/.
// Run once after changing the art: `node apps/web/scripts/draw-app-icons.mjs`. The PNGs are
// committed, so nothing is drawn or downloaded at install or run time. No image library: the
// shapes are filled with 4x4 supersampling and written with node:zlib.
import { writeFileSync } from 'node:fs';
import { deflateSync, crc32 } from 'node:zlib';

const OUT = new URL('../public/', import.meta.url);
const NAVY_TOP = [0x13, 0x1b, 0x2e];
const NAVY = [0x0b, 0x11, 0x20];
const GOLD_LIGHT = [0xff, 0xd3, 0x6b];
const GOLD_DEEP = [0xe0, 0x8a, 0x1e];
// The favicon's star, in its 64-unit box.
const STAR = [
  [32, 10],
  [38.5, 23.2],
  [53, 25.3],
  [42.5, 35.5],
  [45, 50],
  [32, 43.2],
  [19, 50],
  [21.5, 35.5],
  [11, 25.3],
  [25.5, 23.2],
];

const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);

function insidePolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedRect(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/**
 * One icon: `full` fills the square (maskable and Apple icons, the platform cuts the shape),
 * else a rounded tile with transparent corners; `starScale` is the star's share of the side.
 */
function draw(size, { full, starScale }) {
  const rgba = Buffer.alloc(size * size * 4);
  const unit = (size * starScale) / 42; // the star spans 42 units (11..53)
  const offsetX = size / 2 - 32 * unit;
  const offsetY = size / 2 - 30 * unit; // the star's box is 10..50: centre 30
  const star = STAR.map(([x, y]) => [offsetX + x * unit, offsetY + y * unit]);
  const [minX, minY] = [offsetX + 11 * unit, offsetY + 10 * unit];
  const [spanX, spanY] = [42 * unit, 40 * unit];
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let tile = 0;
      let gold = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = px + (sx + 0.5) / samples;
          const y = py + (sy + 0.5) / samples;
          if (full || insideRoundedRect(x, y, size, size / 4)) tile++;
          if (insidePolygon(x, y, star)) gold++;
        }
      }
      const n = samples * samples;
      const back = mix(NAVY_TOP, NAVY, py / size);
      const t = Math.min(1, Math.max(0, ((px - minX) / spanX + (py - minY) / spanY) / 2));
      const colour = mix(back, mix(GOLD_LIGHT, GOLD_DEEP, t), gold / n);
      const alpha = Math.max(tile, gold) / n;
      const at = (py * size + px) * 4;
      rgba[at] = Math.round(colour[0]);
      rgba[at + 1] = Math.round(colour[1]);
      rgba[at + 2] = Math.round(colour[2]);
      rgba[at + 3] = Math.round(alpha * 255);
    }
  }
  return png(size, rgba);
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const icons = {
  'pwa-192.png': draw(192, { full: false, starScale: 0.66 }),
  'pwa-512.png': draw(512, { full: false, starScale: 0.66 }),
  // Maskable: the star stays inside the 80 % safe circle whatever shape the launcher cuts.
  'pwa-maskable-512.png': draw(512, { full: true, starScale: 0.5 }),
  'apple-touch-icon.png': draw(180, { full: true, starScale: 0.6 }),
};
for (const [name, data] of Object.entries(icons)) {
  writeFileSync(new URL(name, OUT), data);
  console.log(`${name}: ${data.length} bytes`);
}
