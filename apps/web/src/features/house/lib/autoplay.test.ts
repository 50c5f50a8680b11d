import { describe, expect, it } from 'vitest';
import { autoplayStopReason, type TAutoplaySettings } from './autoplay';

const settings: TAutoplaySettings = {
  spins: 10,
  lossLimit: 500,
  singleWinAbove: 10_000,
  stopOnFeature: true,
};

describe('autoplay stop conditions', () => {
  it('keeps going while no condition holds', () => {
    expect(
      autoplayStopReason(settings, { played: 3, net: -300 }, { win: 0, feature: false }),
    ).toBeNull();
  });
  it('stops after the number of spins', () => {
    expect(autoplayStopReason(settings, { played: 10, net: 0 }, { win: 0, feature: false })).toBe(
      'spins',
    );
  });
  it('stops when the net loss reaches the limit, not before', () => {
    expect(
      autoplayStopReason(settings, { played: 4, net: -499 }, { win: 0, feature: false }),
    ).toBeNull();
    expect(autoplayStopReason(settings, { played: 5, net: -500 }, { win: 0, feature: false })).toBe(
      'lossLimit',
    );
  });
  it('stops on a single win above the amount (equal keeps going)', () => {
    expect(
      autoplayStopReason(settings, { played: 1, net: 0 }, { win: 10_000, feature: false }),
    ).toBeNull();
    expect(
      autoplayStopReason(settings, { played: 1, net: 0 }, { win: 10_001, feature: false }),
    ).toBe('singleWin');
  });
  it('stops on a feature only when asked', () => {
    expect(autoplayStopReason(settings, { played: 1, net: 0 }, { win: 0, feature: true })).toBe(
      'feature',
    );
    expect(
      autoplayStopReason(
        { ...settings, stopOnFeature: false },
        { played: 1, net: 0 },
        { win: 0, feature: true },
      ),
    ).toBeNull();
  });
  it('no limits: only the spin count stops it', () => {
    const open = { spins: 2, lossLimit: null, singleWinAbove: null, stopOnFeature: false };
    expect(
      autoplayStopReason(open, { played: 1, net: -1e9 }, { win: 1e9, feature: true }),
    ).toBeNull();
    expect(autoplayStopReason(open, { played: 2, net: 0 }, { win: 0, feature: false })).toBe(
      'spins',
    );
  });
});
