import {
  crashPoint,
  FloatStream,
  generateHashChain,
  hashServerSeed,
  placeMines,
  rollDice,
  SLOT_TITLES,
  verifySlotRound,
} from '@lw/games';
import { describe, expect, it } from 'vitest';
import { checkCommitment, recompute, type TFairInput } from './recompute';

const hex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

function randomInput(game: TFairInput['game']): TFairInput {
  return {
    game,
    serverSeed: hex(32),
    serverSeedHash: '',
    clientSeed: `c-${hex(6)}`,
    nonce: crypto.getRandomValues(new Uint32Array(1))[0]! % 100_000,
    mines: 1 + (crypto.getRandomValues(new Uint8Array(1))[0]! % 24),
    hash: hex(32),
    salt: hex(32),
  };
}

describe('/fairness recomputation', () => {
  it('equals @lw/games for random seeds, in every game', () => {
    for (let i = 0; i < 40; i++) {
      for (const game of ['siam-treasures', 'golden-dragon', 'lucky-fruits'] as const) {
        const input = randomInput(game);
        const title = SLOT_TITLES[game]!;
        const result = recompute(input);
        expect(result.kind).toBe('slot');
        if (result.kind === 'slot') {
          expect(result.round).toEqual(
            verifySlotRound(
              title,
              title.betCredits,
              input.serverSeed,
              input.clientSeed,
              input.nonce,
            ),
          );
        }
      }
      const dice = randomInput('dice');
      expect(recompute(dice)).toMatchObject({
        kind: 'dice',
        roll: rollDice(new FloatStream(dice.serverSeed, dice.clientSeed, dice.nonce)),
      });
      const mines = randomInput('mines');
      expect(recompute(mines)).toMatchObject({
        kind: 'mines',
        minePositions: placeMines(
          new FloatStream(mines.serverSeed, mines.clientSeed, mines.nonce),
          mines.mines,
        ),
      });
      const crash = randomInput('crash');
      expect(recompute(crash)).toEqual({
        kind: 'crash',
        crashPoint: crashPoint(crash.hash, crash.salt),
      });
    }
  });

  it('a crash game hash of a published chain gives its crash point', () => {
    const chain = generateHashChain(hex(32), 5);
    const input = { ...randomInput('crash'), hash: chain.gameHashes[2]! };
    expect(recompute(input)).toEqual({
      kind: 'crash',
      crashPoint: crashPoint(chain.gameHashes[2]!, input.salt),
    });
  });

  it('names the malformed field instead of computing', () => {
    expect(recompute({ ...randomInput('dice'), serverSeed: 'xyz' })).toEqual({
      kind: 'invalid',
      field: 'serverSeed',
    });
    expect(recompute({ ...randomInput('dice'), clientSeed: 'a:b' })).toEqual({
      kind: 'invalid',
      field: 'clientSeed',
    });
    expect(recompute({ ...randomInput('dice'), nonce: -1 })).toEqual({
      kind: 'invalid',
      field: 'nonce',
    });
    expect(recompute({ ...randomInput('mines'), mines: 25 })).toEqual({
      kind: 'invalid',
      field: 'mines',
    });
    expect(recompute({ ...randomInput('crash'), hash: 'nope' })).toEqual({
      kind: 'invalid',
      field: 'hash',
    });
  });

  it('checks the server seed against the commitment', () => {
    const seed = hex(32);
    expect(checkCommitment(seed, hashServerSeed(seed))).toEqual({
      computed: hashServerSeed(seed),
      matches: true,
    });
    expect(checkCommitment(seed, hashServerSeed(hex(32)))?.matches).toBe(false);
    expect(checkCommitment(seed, '')?.matches).toBeNull();
    expect(checkCommitment('short', 'x')).toBeNull();
  });
});
