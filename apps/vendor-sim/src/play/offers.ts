import type { TGameType } from '../catalogue/index.js';

const SPORTS_TEAMS = [
  'Bangkok United',
  'Buriram United',
  'Port FC',
  'Muangthong United',
  'Chiangrai United',
  'Hanoi FC',
  "Johor Darul Ta'zim",
  'Kaya FC',
  'Persija Jakarta',
  'Lion City Sailors',
];
const ESPORTS_TEAMS = [
  'T1',
  'Gen.G',
  'Team Liquid',
  'Fnatic',
  'G2 Esports',
  'Talon Esports',
  'Team Spirit',
  'Natus Vincere',
  'RRQ Hoshi',
  'Bacon Time',
];

/** A match on offer with its odds (decimal odds x100), priced to return 96 %. */
export interface MatchOffer {
  home: string;
  away: string;
  odds: { pick: 'HOME' | 'DRAW' | 'AWAY'; probability: number; oddsX100: number }[];
}

/** A generated match: sports have a draw, esports do not. */
export function newOffer(type: TGameType, random: () => number): MatchOffer {
  const teams = type === 'ESPORTS' ? ESPORTS_TEAMS : SPORTS_TEAMS;
  const h = Math.floor(random() * teams.length);
  const a = (h + 1 + Math.floor(random() * (teams.length - 1))) % teams.length;
  const home = 0.3 + random() * 0.3;
  const draw = type === 'ESPORTS' ? 0 : 0.2 + random() * 0.1;
  const probabilities = { HOME: home, DRAW: draw, AWAY: 1 - home - draw };
  const odds = (['HOME', 'DRAW', 'AWAY'] as const)
    .filter((pick) => probabilities[pick] > 0)
    .map((pick) => ({
      pick,
      probability: probabilities[pick],
      oddsX100: Math.max(101, Math.floor(96 / probabilities[pick])),
    }));
  return { home: teams[h]!, away: teams[a]!, odds };
}
