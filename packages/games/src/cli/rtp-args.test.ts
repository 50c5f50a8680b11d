import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../sim/simulate';
import { parseRtpArgs, RTP_USAGE } from './rtp-args';

describe('npm run rtp arguments', () => {
  it('--help and -h ask for the usage, which names every game', () => {
    expect(parseRtpArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseRtpArgs(['dice', '-h'])).toEqual({ kind: 'help' });
    for (const game of GAME_IDS) expect(RTP_USAGE).toContain(game);
  });

  it('reads games, --all and the numbers', () => {
    expect(parseRtpArgs(['dice', '--rounds', '1000', '--workers', '1', '--seed', '7'])).toEqual({
      kind: 'run',
      games: ['dice'],
      rounds: 1000,
      workers: 1,
      seed: 7,
    });
    const all = parseRtpArgs(['--all']);
    expect(all.kind === 'run' && all.games).toEqual([...GAME_IDS]);
  });

  it('answers an error, never throws, for what it cannot use', () => {
    for (const argv of [
      [],
      ['nope'],
      ['dice', '--rounds'],
      ['dice', '--rounds', '1.5'],
      ['dice', '--workers', '0'],
    ]) {
      expect(parseRtpArgs(argv).kind).toBe('error');
    }
  });
});
