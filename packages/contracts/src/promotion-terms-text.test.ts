import { describe, expect, it } from 'vitest';
import { FAIR_TERMS, type TBonusTerms } from './bonus-terms.js';
import { renderPromotionTerms, type TTermsLanguage } from './promotion-terms-text.js';
import type { TPromotionRule } from './promotions.js';

/** Money written so each amount is findable in the text: ¤<minor units>. */
const money = (minor: number) => `¤${minor}`;

const terms: TBonusTerms = {
  ...FAIR_TERMS,
  wageringMultiple: 7.5,
  maxBetWhileWagering: 5_001,
  maxConversion: { kind: 'amount', amount: 90_001 },
  claimWindowHours: 71,
  wagerWindowHours: 167,
  products: ['RNG', 'FISH'],
  contributions: { ...FAIR_TERMS.contributions, RNG: 100, FISH: 45 },
};

const rules: { rule: TPromotionRule; expected: string[] }[] = [
  {
    rule: { kind: 'depositMatch', percent: 55, cap: 30_003, minDeposit: 20_002, terms },
    expected: ['55', '¤30003', '¤20002'],
  },
  { rule: { kind: 'fixedBonus', amount: 12_345, terms }, expected: ['¤12345'] },
  {
    rule: { kind: 'freeSpins', gameCode: 'lucky-slot', spins: 25, stakePerSpin: 400, terms },
    expected: ['25', 'lucky-slot', '¤400', '¤10000'],
  },
  {
    rule: { kind: 'cashback', percent: 12, cap: 77_007, period: 'weekly', terms },
    expected: ['12', '¤77007'],
  },
  { rule: { kind: 'raffle', prize: 3_003, winners: 9, terms }, expected: ['¤3003', '9'] },
  { rule: { kind: 'applyForReview', maxAmount: 40_004, terms }, expected: ['¤40004'] },
];

/** What the bonus terms must show in every rendering (domain-rules §2.1, §2.4). */
const termFigures = ['7.5', '¤5001', '¤90001', '71', '167', '45%', '100%'];

describe('promotion terms renderer', () => {
  for (const language of ['th', 'en', 'zh'] as TTermsLanguage[]) {
    for (const { rule, expected } of rules) {
      it(`${rule.kind} in ${language}: every field of the rule appears`, () => {
        const out = renderPromotionTerms(rule, language, {
          money,
          claimLimit: 3,
          budgetPerMember: 66_006,
        });
        const text = [out.headline, ...out.lines].join('\n');
        for (const figure of [...expected, ...termFigures, '3', '¤66006'])
          expect(text).toContain(figure);
        expect(out.lines.length).toBeGreaterThanOrEqual(11);
      });
    }
  }

  it('the three languages differ and name the products in their own words', () => {
    const rule = rules[1]!.rule;
    const ctx = { money, claimLimit: 1, budgetPerMember: null };
    const [th, en, zh] = (['th', 'en', 'zh'] as const).map((l) =>
      renderPromotionTerms(rule, l, ctx),
    );
    expect(en!.lines.join()).toContain('Slots');
    expect(zh!.lines.join()).toContain('电子');
    expect(th!.lines.join()).toContain('สล็อต');
    expect(new Set([th!.headline, en!.headline, zh!.headline]).size).toBe(3);
  });

  it('a multiple-of-bonus conversion cap, no cap, no wagering and the withdrawal rule are written', () => {
    const base = { kind: 'fixedBonus', amount: 100 } as const;
    const ctx = { money, claimLimit: 1, budgetPerMember: null };
    const multiple = renderPromotionTerms(
      { ...base, terms: { ...terms, maxConversion: { kind: 'multiple', multiple: 5 } } },
      'en',
      ctx,
    );
    expect(multiple.lines.join('\n')).toContain('5x the bonus');
    const open = renderPromotionTerms(
      {
        ...base,
        terms: {
          ...terms,
          maxConversion: null,
          maxBetWhileWagering: null,
          wageringMultiple: 0,
          forfeitOnWithdrawal: true,
        },
      },
      'en',
      ctx,
    );
    const text = open.lines.join('\n');
    expect(text).toContain('No cap on conversion');
    expect(text).toContain('No maximum bet');
    expect(text).toContain('No wagering');
    expect(text).toContain('A withdrawal request forfeits the bonus');
    expect(text).toContain('No cap per member');
  });
});
