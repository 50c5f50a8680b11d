import {
  formatMoneyInput,
  KIND_PERIODS,
  parseMoney,
  ZContractTerms,
  type TContractKind,
  type TContractLimits,
  type TContractPeriod,
  type TContractTerms,
} from '@lw/contracts';
import { bpsToPercentText, formatRate, percentTextToBps } from './rates';

/** One tier row as typed: a money threshold, active members and a rate in %. */
export interface TierDraft {
  /** Stable key of the row (rows are added and removed). */
  key: number;
  threshold: string;
  members: string;
  rate: string;
}

/** The "give a contract" form as typed. */
export interface TermsDraft {
  agentUsername: string;
  kind: TContractKind;
  period: TContractPeriod;
  tiers: TierDraft[];
  carryOver: boolean;
  winRate: string;
  lossRate: string;
  minRoundStake: string;
}

/** A message key of the `agentContracts` namespace (under `validation.`) with its parameters. */
export interface DraftMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** Field path ("agentUsername", "tiers.0.rate", "winRate", "tiers") -> its first problem. */
export type DraftErrors = Record<string, DraftMessage>;

let nextKey = 1;
export function emptyTier(): TierDraft {
  return { key: nextKey++, threshold: '', members: '0', rate: '' };
}

export function emptyDraft(kind: TContractKind): TermsDraft {
  return {
    agentUsername: '',
    kind,
    period: KIND_PERIODS[kind][0]!,
    tiers: [emptyTier()],
    carryOver: false,
    winRate: '',
    lossRate: '',
    minRoundStake: '0',
  };
}

export function isTiered(kind: TContractKind): kind is 'dailySalary' | 'dividend' {
  return kind === 'dailySalary' || kind === 'dividend';
}

/** A template's (or any contract's) terms as the form types them, for the given agent. */
export function draftFromTerms(
  terms: TContractTerms,
  currency: string | undefined,
  agentUsername = '',
): TermsDraft {
  const money = (minor: number) => formatMoneyInput(minor, { currency, trimZeroFraction: true });
  const base = { ...emptyDraft(terms.kind), agentUsername, period: terms.period };
  switch (terms.kind) {
    case 'dailySalary':
    case 'dividend':
      return {
        ...base,
        tiers: terms.tiers.map((tier) => ({
          key: nextKey++,
          threshold: money('minLoss' in tier ? tier.minLoss : tier.minValidStake),
          members: String(tier.minActiveMembers),
          rate: bpsToPercentText(tier.rateBps),
        })),
        carryOver: terms.kind === 'dividend' && terms.carryOver,
      };
    case 'hourlySalary':
    case 'realtimeSalary':
      return {
        ...base,
        winRate: bpsToPercentText(terms.winRateBps),
        lossRate: bpsToPercentText(terms.lossRateBps),
        minRoundStake: terms.kind === 'realtimeSalary' ? money(terms.minRoundStake) : '0',
      };
  }
}

const MAX_MEMBERS = 1_000_000;

/**
 * Reads the draft into contract terms, checking what the server's rules check (the operator's
 * maximum rate and tier count, rates above 0 and strictly rising, thresholds never falling and
 * never twice the same), so the operator sees each problem on its field before sending.
 */
export function readDraft(
  draft: TermsDraft,
  limits: TContractLimits,
  currency: string | undefined,
  language: string,
): { terms: TContractTerms | null; errors: DraftErrors } {
  const read = readTerms(draft, limits, currency, language);
  const username = draft.agentUsername.trim();
  const problem = !username ? 'required' : username.length > 50 ? 'tooLong' : null;
  if (!problem) return read;
  return { terms: null, errors: { agentUsername: { key: problem }, ...read.errors } };
}

/** The terms part of `readDraft` (a template has no agent). */
export function readTerms(
  draft: TermsDraft,
  limits: TContractLimits,
  currency: string | undefined,
  language: string,
): { terms: TContractTerms | null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const fail = (path: string, key: string, params?: DraftMessage['params']) => {
    errors[path] ??= params ? { key, params } : { key };
  };
  const max = limits.maxRateBps[draft.kind];
  const money = (path: string, text: string): number => {
    const parsed = parseMoney(text, { currency });
    if (!parsed.ok) fail(path, 'amount');
    return parsed.ok ? parsed.minor : 0;
  };
  const rate = (path: string, text: string, positive: boolean): number => {
    const bps = percentTextToBps(text);
    if (bps === null) fail(path, 'rate');
    else if (bps > max) fail(path, 'rateAboveMax', { max: formatRate(max, language) });
    else if (positive && bps <= 0) fail(path, 'ratePositive');
    return bps ?? 0;
  };

  let terms: TContractTerms | null = null;
  if (isTiered(draft.kind)) {
    if (draft.tiers.length > limits.maxTiers)
      fail('tiers', 'tooManyTiers', { max: limits.maxTiers });
    const tiers = draft.tiers.map((row, i) => {
      const members = /^\d+$/.test(row.members.trim()) ? Number(row.members.trim()) : Number.NaN;
      if (!(members >= 0 && members <= MAX_MEMBERS)) fail(`tiers.${i}.members`, 'members');
      return {
        threshold: money(`tiers.${i}.threshold`, row.threshold),
        members: Number.isNaN(members) ? 0 : members,
        rateBps: rate(`tiers.${i}.rate`, row.rate, true),
      };
    });
    tiers.forEach((tier, i) => {
      const prev = tiers[i - 1];
      if (!prev) return;
      if (tier.rateBps <= prev.rateBps) fail(`tiers.${i}.rate`, 'rateIncrease');
      if (tier.threshold < prev.threshold) fail(`tiers.${i}.threshold`, 'thresholdDecrease');
      if (tier.members < prev.members) fail(`tiers.${i}.members`, 'thresholdDecrease');
      if (tier.threshold === prev.threshold && tier.members === prev.members) {
        fail(`tiers.${i}.threshold`, 'sameThresholds', { n: i });
      }
    });
    terms =
      draft.kind === 'dailySalary'
        ? {
            kind: 'dailySalary',
            period: draft.period as 'daily' | 'weekly',
            tiers: tiers.map((x) => ({
              minValidStake: x.threshold,
              minActiveMembers: x.members,
              rateBps: x.rateBps,
            })),
          }
        : {
            kind: 'dividend',
            period: draft.period as 'weekly' | 'halfMonth' | 'monthly',
            tiers: tiers.map((x) => ({
              minLoss: x.threshold,
              minActiveMembers: x.members,
              rateBps: x.rateBps,
            })),
            carryOver: draft.carryOver,
          };
  } else {
    const winRateBps = rate('winRate', draft.winRate, false);
    const lossRateBps = rate('lossRate', draft.lossRate, false);
    if (!errors.winRate && !errors.lossRate && winRateBps === 0 && lossRateBps === 0) {
      fail('winRate', 'bothZero');
    }
    terms =
      draft.kind === 'hourlySalary'
        ? { kind: 'hourlySalary', period: 'hourly', winRateBps, lossRateBps }
        : {
            kind: 'realtimeSalary',
            period: 'fiveMinutes',
            winRateBps,
            lossRateBps,
            minRoundStake: money('minRoundStake', draft.minRoundStake),
          };
  }
  if (Object.keys(errors).length > 0) return { terms: null, errors };
  // The contract's own schema has the last word (ranges the checks above do not name).
  const parsed = ZContractTerms.safeParse(terms);
  if (!parsed.success) return { terms: null, errors: { form: { key: 'invalid' } } };
  return { terms: parsed.data, errors };
}
