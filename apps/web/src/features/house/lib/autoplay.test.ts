import { describe, expect, it } from 'vitest';
import { AUTOPLAY_SPINS, autoplayStopReason, type TAutoplaySettings } from './autoplay';

const settings: TAutoplaySettings = {
  spins: 10,
  lossLimit: 500,
  singleWinAbove: 10_000,
  stopOnFeature: true,
};
const plain = { win: 0, feature: false, jackpot: false };

describe('autoplay stop conditions', () => {
  it('keeps going while no condition holds', () => {
    expect(autoplayStopReason(settings, { played: 3, net: -300 }, plain)).toBeNull();
  });
  it('stops after the number of spins', () => {
    expect(autoplayStopReason(settings, { played: 10, net: 0 }, plain)).toBe('spins');
  });
  it('stops when the net loss reaches the limit, not before', () => {
    expect(autoplayStopReason(settings, { played: 4, net: -499 }, plain)).toBeNull();
    expect(autoplayStopReason(settings, { played: 5, net: -500 }, plain)).toBe('lossLimit');
  });
  it('stops on a single win above the amount (equal keeps going)', () => {
    expect(
      autoplayStopReason(settings, { played: 1, net: 0 }, { ...plain, win: 10_000 }),
    ).toBeNull();
    expect(autoplayStopReason(settings, { played: 1, net: 0 }, { ...plain, win: 10_001 })).toBe(
      'singleWin',
    );
  });
  it('stops on free spins only when asked', () => {
    const feature = { ...plain, feature: true };
    expect(autoplayStopReason(settings, { played: 1, net: 0 }, feature)).toBe('feature');
    expect(
      autoplayStopReason({ ...settings, stopOnFeature: false }, { played: 1, net: 0 }, feature),
    ).toBeNull();
  });
  it('always stops on a jackpot, whatever else was chosen', () => {
    const open = { spins: 100, lossLimit: 1e12, singleWinAbove: null, stopOnFeature: false };
    expect(
      autoplayStopReason(
        open,
        { played: 1, net: 5e9 },
        { win: 5e9, feature: false, jackpot: true },
      ),
    ).toBe('jackpot');
  });
  it('offers at most 100 spins a batch', () => {
    expect(Math.max(...AUTOPLAY_SPINS)).toBe(100);
  });
});
