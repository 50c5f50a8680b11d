/** Who can meet, per sport (the game's sub-type); football-like sports can end in a draw. */
const SIDES: Record<string, { names: readonly string[]; draw: boolean; score: [number, number] }> =
  {
    FOOTBALL: {
      names: [
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
      ],
      draw: true,
      score: [0, 4],
    },
    BASKETBALL: {
      names: [
        'Bangkok Tigers',
        'Saigon Heat',
        'Manila Stars',
        'Jakarta Rhinos',
        'Kuala Lumpur Dragons',
      ],
      draw: false,
      score: [72, 118],
    },
    TENNIS: {
      names: ['K. Tanaka', 'L. Nguyen', 'P. Srisawat', 'M. Garcia', 'A. Novak', 'J. Kim'],
      draw: false,
      score: [0, 3],
    },
    MUAY_THAI: {
      names: ['Saenchai', 'Rodtang', 'Superbon', 'Tawanchai', 'Nong-O', 'Buakaw'],
      draw: false,
      score: [0, 5],
    },
    ESPORTS: {
      names: [
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
      ],
      draw: false,
      score: [0, 3],
    },
  };

/** The sides of a game: esports games by their type, sports by their sub-type. */
export function sidesOf(type: string, classify: string) {
  if (type === 'ESPORTS') return SIDES.ESPORTS!;
  return SIDES[classify] ?? SIDES.FOOTBALL!;
}

/** A match on offer with its odds (decimal odds x100), priced to return 96 %. */
export interface MatchOffer {
  home: string;
  away: string;
  odds: { pick: 'HOME' | 'DRAW' | 'AWAY'; probability: number; oddsX100: number }[];
  /** Lowest and highest score of one side (goals, points, sets, rounds). */
  score: [number, number];
}

/** A generated match between two different sides. */
export function newOffer(type: string, classify: string, random: () => number): MatchOffer {
  const sides = sidesOf(type, classify);
  const n = sides.names.length;
  const h = Math.floor(random() * n);
  const a = (h + 1 + Math.floor(random() * (n - 1))) % n;
  const home = 0.3 + random() * 0.3;
  const draw = sides.draw ? 0.2 + random() * 0.1 : 0;
  const probabilities = { HOME: home, DRAW: draw, AWAY: 1 - home - draw };
  const odds = (['HOME', 'DRAW', 'AWAY'] as const)
    .filter((pick) => probabilities[pick] > 0)
    .map((pick) => ({
      pick,
      probability: probabilities[pick],
      oddsX100: Math.max(101, Math.floor(96 / probabilities[pick])),
    }));
  return { home: sides.names[h]!, away: sides.names[a]!, odds, score: sides.score };
}
