import { createCanvas, Image } from '@napi-rs/canvas';
import crypto from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B, G/6: characters people do not mix up. */
export const CAPTCHA_ALPHABET = 'ACDEFHJKMNPRTUVWXY34679';

const WIDTH = 150;
const HEIGHT = 50;

/**
 * Draws a new captcha: svg-captcha lays out the glyphs (its own bundled font, so no system font
 * is needed) with random rotation, position and noise lines; @napi-rs/canvas rasterises it to a
 * PNG and sprinkles noise dots over it.
 */
export function drawCaptcha(length = 5): { text: string; png: Buffer } {
  const { text, data } = svgCaptcha.create({
    size: length,
    charPreset: CAPTCHA_ALPHABET,
    noise: 3,
    color: true,
    width: WIDTH,
    height: HEIGHT,
    fontSize: 54,
    background: '#f3efe6',
  });
  const image = new Image();
  image.src = Buffer.from(data);
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  for (let i = 0; i < 90; i++) {
    ctx.fillStyle = `hsla(${crypto.randomInt(360)}, 60%, 40%, 0.5)`;
    ctx.fillRect(crypto.randomInt(WIDTH), crypto.randomInt(HEIGHT), 2, 2);
  }
  return { text, png: canvas.toBuffer('image/png') };
}
