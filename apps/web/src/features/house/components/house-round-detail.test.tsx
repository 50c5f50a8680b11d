import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { signIn, stubApi } from '../../../test/api-stub';
import { minesBoard, minesRoundFixture, renderHouse } from '../house-test-kit';
import { HouseRoundDetail } from './house-round-detail';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('a house round in betting records', () => {
  it('reads the round with the member token and shows the board and a verify link with the mine count', async () => {
    signIn();
    const { safe, mines } = minesBoard(2, 4);
    const round = minesRoundFixture(2, 100, 4, [safe[0]!, safe[1]!], 'settled');
    const { calls } = stubApi({ [`GET /api/house/rounds/${round.roundId}`]: { body: round } });
    renderHouse(<HouseRoundDetail roundId={round.roundId} />);
    const link = await screen.findByRole('link', { name: 'Verify' }, { timeout: 8000 });
    expect(link.getAttribute('href')).toBe(`${round.fairness.verifyUrl}&mines=4`);
    expect(calls[0]!.authorization).toBe('Bearer tok-123');
    const board = screen.getByRole('img', { name: '4 mines, 2 gems found' });
    expect(
      Array.from(board.children).flatMap((t, i) => (t.classList.contains('is-mine') ? [i] : [])),
    ).toEqual([...mines].sort((a, b) => a - b));
  });
});
