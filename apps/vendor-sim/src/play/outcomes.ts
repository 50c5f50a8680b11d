import type { TGameType } from '../catalogue/index.js';
import type { Rng } from '../catalogue/prng.js';
import {
  FISH_TABLE,
  RANK_LABEL,
  SLOT_TABLE,
  SUITS,
  baccaratValue,
  drawMultiplier,
  drawRank,
  payout,
} from './maths.js';
import { type MatchOffer, newOffer } from './offers.js';

/** What a round came to, before any wallet is touched. */
export interface Outcome {
  win: number;
  /** Lines for the player: reels, cards, the catch, the result of the match, … */
  lines: string[];
}

/** The choices a player makes per game type (none for slots and fish). */
export function picksFor(type: TGameType, offer?: MatchOffer, classify = ''): string[] {
  switch (type) {
    case 'LIVE':
      if (classify === 'ROULETTE') return ['RED', 'BLACK'];
      if (classify === 'SICBO') return ['BIG', 'SMALL'];
      if (classify === 'DRAGON_TIGER') return ['DRAGON', 'TIGER'];
      return ['PLAYER', 'BANKER', 'TIE'];
    case 'PVP':
      return ['DRAGON', 'TIGER'];
    case 'SPORTS':
    case 'ESPORTS':
      return (offer ?? newOffer(type, '', () => 0.5)).odds.map((o) => o.pick);
    case 'LOTT':
    case 'ELOTT':
      return ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    case 'COCKFIGHT':
      return ['MERON', 'WALA'];
    default:
      return [];
  }
}

const REEL = {
  0: [],
  50: ['🍒', '🍒'],
  100: ['🍒', '🍒', '🍒'],
  200: ['🍋', '🍋', '🍋'],
  500: ['🔔', '🔔', '🔔'],
  1000: ['⭐', '⭐', '⭐'],
  2500: ['💎', '💎', '💎'],
  10_000: ['🐉', '🐉', '🐉'],
} as Record<number, string[]>;
const FILLER = ['🍋', '🔔', '⭐', '💎', '🐉', '🍇', '🍉'];
const FISH = {
  200: '🐠 Clownfish',
  300: '🐡 Pufferfish',
  500: '🐢 Turtle',
  1000: '🦈 Shark',
  2000: '🐙 Octopus',
  5000: '🐋 Whale',
  10_000: '🐉 Golden Dragon',
} as Record<number, string>;

function slot(rng: Rng, stake: number): Outcome {
  const m = drawMultiplier(rng, SLOT_TABLE);
  const reels = [...(REEL[m] ?? [])];
  // Fill the rest with symbols that make no further line (all different, no second cherry).
  const pool = FILLER.filter((s) => !reels.includes(s));
  while (reels.length < 3) {
    const symbol = pool.splice(rng.int(0, pool.length - 1), 1)[0]!;
    reels.push(symbol);
  }
  if (m === 50) reels.sort(() => rng.next() - 0.5);
  return { win: payout(stake, m), lines: [reels.join(' '), m > 0 ? `x${m / 100}` : ''] };
}

function fish(rng: Rng, stake: number): Outcome {
  const m = drawMultiplier(rng, FISH_TABLE);
  return { win: payout(stake, m), lines: [m > 0 ? `${FISH[m]} x${m / 100}` : '💨 Miss'] };
}

const card = (rng: Rng) => {
  const rank = drawRank(rng);
  return { rank, label: `${RANK_LABEL[rank]}${rng.pick(SUITS)}` };
};

/** Baccarat with simplified drawing (each side draws a third card on 0-5): pays 2, 1.95, 9. */
function baccarat(rng: Rng, stake: number, pick: string): Outcome {
  const player = [card(rng), card(rng)];
  const banker = [card(rng), card(rng)];
  const total = (hand: { rank: number }[]) =>
    hand.reduce((s, c) => s + baccaratValue(c.rank), 0) % 10;
  if (total(player) < 8 && total(banker) < 8) {
    if (total(player) <= 5) player.push(card(rng));
    if (total(banker) <= 5) banker.push(card(rng));
  }
  const p = total(player);
  const b = total(banker);
  const result = p > b ? 'PLAYER' : b > p ? 'BANKER' : 'TIE';
  let win = 0;
  if (result === pick) win = payout(stake, pick === 'TIE' ? 900 : pick === 'BANKER' ? 195 : 200);
  else if (result === 'TIE') win = stake; // a tie returns player and banker bets
  return {
    win,
    lines: [
      `PLAYER ${player.map((c) => c.label).join(' ')} = ${p}`,
      `BANKER ${banker.map((c) => c.label).join(' ')} = ${b}`,
      result,
    ],
  };
}

/** One card each; the higher wins 2x; a tie returns half the stake. */
function dragonTiger(rng: Rng, stake: number, pick: string): Outcome {
  const dragon = card(rng);
  const tiger = card(rng);
  const result = dragon.rank > tiger.rank ? 'DRAGON' : tiger.rank > dragon.rank ? 'TIGER' : 'TIE';
  const win = result === 'TIE' ? payout(stake, 50) : result === pick ? payout(stake, 200) : 0;
  return { win, lines: [`🐉 ${dragon.label}   🐯 ${tiger.label}`, result] };
}

function ticket(rng: Rng, stake: number, pick: string, offer: MatchOffer): Outcome {
  let roll = rng.next();
  let result = offer.odds[offer.odds.length - 1]!;
  for (const o of offer.odds) {
    roll -= o.probability;
    if (roll < 0) {
      result = o;
      break;
    }
  }
  const chosen = offer.odds.find((o) => o.pick === pick)!;
  // A score that fits the result, within the sport's range.
  const [low, high] = offer.score;
  const winner = rng.int(low + 1, high);
  const loser = rng.int(low, winner - 1);
  const level = rng.int(low, high);
  const [h, a] =
    result.pick === 'HOME'
      ? [winner, loser]
      : result.pick === 'AWAY'
        ? [loser, winner]
        : [level, level];
  const score = `${h} - ${a}`;
  return {
    win: result.pick === pick ? payout(stake, chosen.oddsX100) : 0,
    lines: [
      `${offer.home} ${score} ${offer.away}`,
      `${pick} @ ${(chosen.oddsX100 / 100).toFixed(2)}`,
      result.pick,
    ],
  };
}

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** European roulette, red or black at even money; zero loses both (97.3 %). */
function roulette(rng: Rng, stake: number, pick: string): Outcome {
  const n = rng.int(0, 36);
  const colour = n === 0 ? 'GREEN' : RED.has(n) ? 'RED' : 'BLACK';
  return {
    win: colour === pick ? stake * 2 : 0,
    lines: [`${n === 0 ? '🟢' : RED.has(n) ? '🔴' : '⚫'} ${n}`, colour],
  };
}

/** Three dice, big (11-17) or small (4-10) at even money; triples lose both (97.2 %). */
function sicbo(rng: Rng, stake: number, pick: string): Outcome {
  const dice = [rng.int(1, 6), rng.int(1, 6), rng.int(1, 6)];
  const total = dice[0]! + dice[1]! + dice[2]!;
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const result = triple ? 'TRIPLE' : total >= 11 ? 'BIG' : 'SMALL';
  const faces = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
  return {
    win: result === pick ? stake * 2 : 0,
    lines: [dice.map((d) => faces[d]).join(' '), `${total}`, result],
  };
}

/** One digit drawn 0-9: the right number pays 9.6x. */
function lottery(rng: Rng, stake: number, pick: string): Outcome {
  const drawn = String(rng.int(0, 9));
  return { win: drawn === pick ? payout(stake, 960) : 0, lines: [`🎱 ${drawn}`] };
}

/** Meron or wala at even money, 4 % draws lose both. */
function cockfight(rng: Rng, stake: number, pick: string): Outcome {
  const roll = rng.next();
  const result = roll < 0.48 ? 'MERON' : roll < 0.96 ? 'WALA' : 'DRAW';
  return { win: result === pick ? stake * 2 : 0, lines: ['🐓', result] };
}

/** Plays one round of the game type's simple game. */
export function playOutcome(
  type: TGameType,
  rng: Rng,
  stake: number,
  pick: string,
  offer: MatchOffer | undefined,
  classify = '',
): Outcome {
  switch (type) {
    case 'LIVE':
      if (classify === 'ROULETTE') return roulette(rng, stake, pick);
      if (classify === 'SICBO') return sicbo(rng, stake, pick);
      if (classify === 'DRAGON_TIGER') return dragonTiger(rng, stake, pick);
      return baccarat(rng, stake, pick);
    case 'RNG':
      return slot(rng, stake);
    case 'FISH':
      return fish(rng, stake);
    case 'PVP':
      return dragonTiger(rng, stake, pick);
    case 'SPORTS':
    case 'ESPORTS':
      return ticket(rng, stake, pick, offer!);
    case 'LOTT':
    case 'ELOTT':
      return lottery(rng, stake, pick);
    case 'COCKFIGHT':
      return cockfight(rng, stake, pick);
  }
}

/** A forced outcome for tests: any win, a loss, or an exact win amount. */
export type ForcedOutcome = 'win' | 'lose' | { winAmount: number };

/** Plays until the forced outcome comes up (bounded), or overrides the win amount. */
export function playForced(play: () => Outcome, forced: ForcedOutcome | undefined): Outcome {
  if (forced === undefined) return play();
  if (typeof forced === 'object') {
    const outcome = play();
    return { win: forced.winAmount, lines: [...outcome.lines, `(forced win ${forced.winAmount})`] };
  }
  for (let i = 0; i < 10_000; i++) {
    const outcome = play();
    if ((forced === 'win') === outcome.win > 0) return outcome;
  }
  return forced === 'lose'
    ? { win: 0, lines: ['(forced loss)'] }
    : { win: 1, lines: ['(forced win)'] };
}
