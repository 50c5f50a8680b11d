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
    chainId: 1,
    gameNumber: null,
  };
}

/** A published chain of `length` games with its salt, and its game hashes in play order. */
function seededChain(length: number) {
  const chain = generateHashChain(hex(32), length);
  return { ...chain, values: { terminator: chain.terminator, salt: hex(32), length } };
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
      const salt = hex(32);
      expect(recompute(crash, { terminator: hex(32), salt, length: 10 })).toEqual({
        kind: 'crash',
        crashPoint: crashPoint(crash.hash, salt),
        linked: null,
      });
    }
  });

  it('checks a crash game against its chain: linked to the terminator, and its crash point', () => {
    const chain = seededChain(5);
    const input = { ...randomInput('crash'), hash: chain.gameHashes[2]!, gameNumber: 3 };
    expect(recompute(input, chain.values)).toEqual({
      kind: 'crash',
      crashPoint: crashPoint(chain.gameHashes[2]!, chain.values.salt),
      linked: true,
    });
    // The wrong game number, or another chain, does not link.
    expect(recompute({ ...input, gameNumber: 2 }, chain.values)).toMatchObject({ linked: false });
    expect(recompute(input, seededChain(5).values)).toMatchObject({ linked: false });
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
    const chain = seededChain(3).values;
    expect(recompute({ ...randomInput('crash'), hash: 'nope' }, chain)).toEqual({
      kind: 'invalid',
      field: 'hash',
    });
    expect(recompute(randomInput('crash'), null)).toEqual({ kind: 'invalid', field: 'chain' });
    expect(recompute({ ...randomInput('crash'), gameNumber: 4 }, chain)).toEqual({
      kind: 'invalid',
      field: 'gameNumber',
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
