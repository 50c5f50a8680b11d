import { describe, expect, it } from 'vitest';
import { ZAgentContractSettings, type TAgentContractSettings } from './agent-contracts.js';

const settings = (templates: TAgentContractSettings['templates']): TAgentContractSettings => ({
  maxRateBps: { dailySalary: 300, dividend: 5_000, hourlySalary: 300, realtimeSalary: 210 },
  maxTiers: 2,
  activeMemberMinValidStake: 10_000,
  templates,
});
const daily = (...rates: number[]) => ({
  kind: 'dailySalary' as const,
  period: 'daily' as const,
  tiers: rates.map((rateBps, i) => ({
    minValidStake: (i + 1) * 100_000,
    minActiveMembers: i,
    rateBps,
  })),
});
const issues = (value: TAgentContractSettings) =>
  ZAgentContractSettings.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('agent contract templates in the settings', () => {
  it('keeps templates within the limits saved with them', () => {
    expect(issues(settings([{ name: 'Basic', terms: daily(50, 100) }]))).toBeUndefined();
  });

  it('refuses a template above the maximum rate, over the tier count or with falling rates', () => {
    expect(
      issues(
        settings([
          { name: 'Too rich', terms: daily(50, 301) },
          { name: 'Too long', terms: daily(10, 20, 30) },
          { name: 'Falling', terms: daily(100, 50) },
        ]),
      ),
    ).toEqual([
      ['templates.0.terms', 'Too rich: tier 2: rate above the maximum 300 bps'],
      ['templates.1.terms', 'Too long: at most 2 tiers'],
      ['templates.2.terms', 'Falling: tier 2: rates must strictly increase'],
    ]);
  });

  it('refuses two templates of one name in any case, and more than 20', () => {
    expect(
      issues(
        settings([
          { name: 'Basic', terms: daily(50) },
          { name: 'BASIC', terms: daily(60) },
        ]),
      ),
    ).toEqual([['templates.1.name', 'duplicate']]);
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `T${i}`, terms: daily(50) }));
    expect(issues(settings(many))?.[0]?.[0]).toBe('templates');
  });
});
