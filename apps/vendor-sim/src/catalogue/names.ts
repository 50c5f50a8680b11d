import type { Rng } from './prng.js';
import {
  BLESSINGS,
  CLASSIC_PREFIX,
  EDITIONS,
  JACKPOT_SUFFIX,
  MEGAWAYS_SUFFIX,
  MINI_GAMES,
  QUALITIES,
  SUBJECTS,
  type Word,
} from './words.js';

/** A game name per language, as the protocol's gameName map carries it. */
export type GameNames = Word;

/** "Dragon Fortune" / "龙之财富" / "มังกรแห่งโชค" or "Golden Dragon" / "黄金龙" / "มังกรทอง". */
export function slotBaseName(rng: Rng): GameNames {
  if (rng.chance(0.45)) {
    const s = rng.pick(SUBJECTS);
    const b = rng.pick(BLESSINGS);
    return { en: `${s.en} ${b.en}`, zh: `${s.zh}之${b.zh}`, th: `${s.th}แห่ง${b.th}` };
  }
  const q = rng.pick(QUALITIES);
  const s = rng.pick(SUBJECTS);
  return { en: `${q.en} ${s.en}`, zh: `${q.zh}${s.zh}`, th: `${s.th}${q.th}` };
}

/** A slot name of the given sub-type. */
export function slotName(rng: Rng, classify: string): GameNames {
  if (classify === 'MINI_GAME') {
    const m = rng.pick(MINI_GAMES);
    const q = rng.pick(QUALITIES);
    return { en: `${q.en} ${m.en}`, zh: `${q.zh}${m.zh}`, th: `${m.th}${q.th}` };
  }
  const base = slotBaseName(rng);
  if (classify === 'MEGAWAYS') return suffix(base, MEGAWAYS_SUFFIX);
  if (classify === 'JACKPOT') return { ...suffix(base, JACKPOT_SUFFIX), zh: `${base.zh}大奖` };
  if (classify === 'CLASSIC_SLOT') {
    return {
      en: `${CLASSIC_PREFIX.en} ${base.en}`,
      zh: `${CLASSIC_PREFIX.zh}${base.zh}`,
      th: `${base.th}${CLASSIC_PREFIX.th}`,
    };
  }
  return base;
}

function suffix(base: GameNames, end: Word): GameNames {
  return { en: `${base.en} ${end.en}`, zh: `${base.zh} ${end.zh}`, th: `${base.th} ${end.th}` };
}

/**
 * Keeps names unique within one vendor: a taken name gets an edition ("Deluxe", "2", …), then a
 * number.
 */
export function uniqueNames() {
  const taken = new Set<string>();
  return (names: GameNames, rng: Rng): GameNames => {
    let candidate = names;
    for (let attempt = 0; taken.has(candidate.en); attempt++) {
      if (attempt < EDITIONS.length) candidate = suffix(names, rng.pick(EDITIONS));
      else {
        const n = String(attempt - EDITIONS.length + 2);
        candidate = suffix(names, { en: n, zh: n, th: n });
      }
    }
    taken.add(candidate.en);
    return candidate;
  };
}
