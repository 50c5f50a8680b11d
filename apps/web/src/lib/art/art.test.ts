import { describe, expect, it } from 'vitest';
import {
  avatarSvg,
  bannerSvg,
  categoryCardSvg,
  licenceCertificateSvg,
  vendorWordmarkSvg,
} from './index';

describe('generated art', () => {
  it('is deterministic: the same name gives the same picture', () => {
    expect(bannerSvg('LuckyWay-slots', 'coins')).toBe(bannerSvg('LuckyWay-slots', 'coins'));
    expect(vendorWordmarkSvg('PG')).toBe(vendorWordmarkSvg('PG'));
    expect(avatarSvg('somchai')).toBe(avatarSvg('somchai'));
  });

  it('differs between names', () => {
    expect(bannerSvg('a', 'stars')).not.toBe(bannerSvg('b', 'stars'));
    expect(categoryCardSvg('RNG')).not.toBe(categoryCardSvg('LIVE'));
  });

  it('is scalable SVG with a viewBox and escapes text', () => {
    const svg = licenceCertificateSvg({
      name: 'A & B <Gaming>',
      issuer: 'Board',
      number: 'N-1',
      labels: { title: 'Certificate', issuedBy: 'Issued by', number: 'No.' },
    });
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 600 420"/);
    expect(svg).toContain('A &amp; B &lt;Gaming&gt;');
    expect(avatarSvg('Somchai Dee')).toContain('>SD</text>');
  });
});
