import { describe, expect, it } from 'vitest';
import { readLotteryFavourites, toggleLotteryFavourite } from './lottery-favourites';

describe('lottery favourites', () => {
  it('are kept per username in local storage: added once, removed on the second toggle', () => {
    expect(toggleLotteryFavourite('anna', 'LOTT_1')).toEqual(['LOTT_1']);
    expect(toggleLotteryFavourite('anna', 'LOTT_2')).toEqual(['LOTT_1', 'LOTT_2']);
    expect(toggleLotteryFavourite('ben', 'LOTT_2')).toEqual(['LOTT_2']);
    expect(toggleLotteryFavourite('anna', 'LOTT_1')).toEqual(['LOTT_2']);
    expect(readLotteryFavourites('anna')).toEqual(['LOTT_2']);
    expect(readLotteryFavourites('ben')).toEqual(['LOTT_2']);
    expect(localStorage.getItem('lotteryFavourites:anna')).toBe('["LOTT_2"]');
  });

  it('read nothing for a visitor or an unreadable entry', () => {
    expect(readLotteryFavourites(null)).toEqual([]);
    localStorage.setItem('lotteryFavourites:carl', '{oops');
    expect(readLotteryFavourites('carl')).toEqual([]);
  });
});
