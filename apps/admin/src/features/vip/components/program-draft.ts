import {
  formatMoneyInput,
  parseMoney,
  type TLocalizedText,
  type TVipLevel,
  type TVipProgram,
} from '@lw/contracts';

/** The money fields of a level, typed in major units ("1,000.50"). */
export const THRESHOLDS = ['deposits', 'validBets', 'keepDeposits', 'keepValidBets'] as const;
export const BONUSES = ['levelUpBonus', 'monthlyBonus'] as const;
type TMoneyKey = (typeof THRESHOLDS)[number] | (typeof BONUSES)[number];

/** One level as the operator edits it: amounts as typed, its number from its place. */
export type TLevelDraft = { label: TLocalizedText; qualifyBy: TVipLevel['qualifyBy'] } & Record<
  TMoneyKey,
  string
>;

export interface TProgramDraft {
  windowKind: 'rolling' | 'calendar';
  days: string;
  unit: 'month' | 'quarter' | 'year';
  levels: TLevelDraft[];
}

const text = (minor: number | null) => (minor === null ? '' : formatMoneyInput(minor));
/** Typed money as minor units; NaN when it is not an amount, so the contract reports it. */
const minor = (typed: string) => {
  const parsed = parseMoney(typed.trim());
  return parsed.ok ? parsed.minor : Number.NaN;
};
/** An empty threshold is "no condition". */
const threshold = (typed: string) => (typed.trim() === '' ? null : minor(typed));

export function draftOf(program: TVipProgram): TProgramDraft {
  return {
    windowKind: program.window.kind,
    days: program.window.kind === 'rolling' ? String(program.window.days) : '90',
    unit: program.window.kind === 'calendar' ? program.window.unit : 'month',
    levels: program.levels.map((l) => ({
      label: l.label,
      qualifyBy: l.qualifyBy,
      deposits: text(l.deposits),
      validBets: text(l.validBets),
      keepDeposits: text(l.keepDeposits),
      keepValidBets: text(l.keepValidBets),
      levelUpBonus: text(l.levelUpBonus),
      monthlyBonus: text(l.monthlyBonus),
    })),
  };
}

/** The document to validate with ZVipProgram and send; levels are numbered by their place. */
export function programOf(draft: TProgramDraft): TVipProgram {
  return {
    window:
      draft.windowKind === 'rolling'
        ? { kind: 'rolling', days: Number(draft.days) }
        : { kind: 'calendar', unit: draft.unit },
    levels: draft.levels.map((l, i) => ({
      level: i + 1,
      label: l.label,
      qualifyBy: l.qualifyBy,
      deposits: threshold(l.deposits),
      validBets: threshold(l.validBets),
      keepDeposits: threshold(l.keepDeposits),
      keepValidBets: threshold(l.keepValidBets),
      levelUpBonus: minor(l.levelUpBonus),
      monthlyBonus: minor(l.monthlyBonus),
    })),
  };
}

/** A new top level: the last one's thresholds (a higher level never asks less). */
export function nextLevel(levels: TLevelDraft[]): TLevelDraft {
  const last = levels.at(-1);
  const n = levels.length + 1;
  return {
    label: { th: `ระดับ ${n}`, en: `Level ${n}`, zh: `等级 ${n}` },
    qualifyBy: last?.qualifyBy ?? 'any',
    deposits: last?.deposits ?? '1000.00',
    validBets: last?.validBets ?? '',
    keepDeposits: last?.keepDeposits ?? '',
    keepValidBets: last?.keepValidBets ?? '',
    levelUpBonus: '0.00',
    monthlyBonus: '0.00',
  };
}
