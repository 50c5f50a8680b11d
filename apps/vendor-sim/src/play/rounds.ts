import crypto from 'node:crypto';
import { FUN_CURRENCY, type TVendorErrorCode } from '@lw/contracts';
import { createRng } from '../catalogue/prng.js';
import type { ChaosSettings } from '../chaos.js';
import type { Launch, VendorRuntime } from '../runtime.js';
import { callWithRetry, settleSeamless, type Settlement } from '../wallet-client/settle.js';
import { ensureOffer } from './launches.js';
import { newOffer, type MatchOffer } from './offers.js';
import { picksFor, playForced, playOutcome, type ForcedOutcome } from './outcomes.js';

/** What the page (or a test) asks for one round. */
export interface RoundInput {
  /** Minor units. */
  stake: number;
  /** PLAYER/BANKER/TIE, DRAGON/TIGER, HOME/DRAW/AWAY, 0-9, MERON/WALA (default: the first). */
  pick?: string;
  outcome?: ForcedOutcome;
}

/** The result the page shows. */
export interface RoundResult {
  roundId: string;
  /** settled; refused (nothing changed); void (bet rolled back); win_refused; pending. */
  status: Settlement['status'];
  /** The refusal's error code when refused or win_refused. */
  code?: TVendorErrorCode;
  message?: string;
  stake: number;
  win: number;
  /** The balance after the round (null when unknown). */
  balance: number | null;
  currency: string;
  lines: string[];
  /** Sports and esports: the next match on offer. */
  offer?: MatchOffer;
}

export class RoundInputError extends Error {}

export interface RoundContext {
  runtime: VendorRuntime;
  chaos: ChaosSettings;
  retryDelaysMs: readonly number[];
  nextId: (kind: string) => string;
}

type SessionCheck = { ok: true } | { ok: false; code: TVendorErrorCode; message: string };

/** Demo play the platform's wallet does not hold: the simulator's own play money. */
function playLocally(launch: Launch): SessionCheck {
  launch.wallet = 'local';
  launch.currency = FUN_CURRENCY;
  launch.balance = launch.demoBalance;
  return { ok: true };
}

/**
 * Decides where a launch's money is, once. Transfer vendors play from their own wallet. Seamless
 * launches learn player, currency and balance from /session; a demo launch whose token the
 * platform does not know plays with local play money instead (the platform may also hold demo
 * FUN money itself, then demo rounds go through its wallet like real ones).
 */
export async function ensureSession(
  context: Pick<RoundContext, 'runtime' | 'retryDelaysMs'>,
  launch: Launch,
): Promise<SessionCheck> {
  const { runtime } = context;
  if (launch.wallet === 'local') return playLocally(launch);
  if (launch.wallet === 'platform') return { ok: true };
  if (runtime.vendor.mode === 'transfer') {
    if (launch.mode === 'demo' && !runtime.wallet.has(launch.playerId)) return playLocally(launch);
    launch.wallet = 'vendor';
    launch.balance = runtime.wallet.balanceOf(launch.playerId).balance;
    return { ok: true };
  }
  const result = await callWithRetry(
    runtime.client,
    'session',
    { token: launch.token },
    context.retryDelaysMs,
  );
  if (result.kind === 'ok') {
    launch.wallet = 'platform';
    launch.playerId = result.answer.playerId;
    launch.currency = result.answer.currency;
    launch.balance = result.answer.balance;
    return { ok: true };
  }
  if (launch.mode === 'demo') return playLocally(launch);
  if (result.kind === 'refused') {
    return {
      ok: false,
      code: result.answer.status,
      message: result.answer.message ?? 'session refused',
    };
  }
  return {
    ok: false,
    code: 'INTERNAL_ERROR',
    message: `the wallet did not answer: ${result.reason}`,
  };
}

/** Plays one round of a launch; rounds of one launch never overlap. */
export function playRound(
  context: RoundContext,
  launch: Launch,
  input: RoundInput,
): Promise<RoundResult> {
  const run = launch.queue.then(() => playNow(context, launch, input));
  launch.queue = run.catch(() => undefined);
  return run;
}

async function playNow(
  context: RoundContext,
  launch: Launch,
  input: RoundInput,
): Promise<RoundResult> {
  const { runtime } = context;
  const type = launch.game.gameType;
  if (!Number.isSafeInteger(input.stake) || input.stake < 1) {
    throw new RoundInputError('stake must be a positive integer (minor units)');
  }
  ensureOffer(launch);
  const picks = picksFor(type, launch.offer, launch.game.gameClassify);
  const pick = input.pick ?? picks[0] ?? '';
  if (picks.length > 0 && !picks.includes(pick))
    throw new RoundInputError(`pick one of ${picks.join(', ')}`);

  const rng = createRng(crypto.randomInt(2 ** 32 - 1));
  const outcome = playForced(
    () => playOutcome(type, rng, input.stake, pick, launch.offer, launch.game.gameClassify),
    input.outcome,
  );
  if (runtime.vendor.mode === 'seamless' && runtime.pending.size > 0) {
    await runtime.pending.flush(runtime.client);
  }
  // Decided before the result is built: the session may set the currency.
  const session = await ensureSession(context, launch);
  const roundId = context.nextId('r');
  const base = {
    roundId,
    stake: input.stake,
    win: outcome.win,
    currency: launch.currency,
    lines: outcome.lines,
  };
  const nextOffer = () => {
    if (type === 'SPORTS' || type === 'ESPORTS')
      launch.offer = newOffer(type, launch.game.gameClassify, Math.random);
    return launch.offer ? { offer: launch.offer } : {};
  };
  // Demo rounds are play money: they never reach /bets.
  const record = (win: number, validBet: number) => {
    if (launch.mode === 'demo') return;
    runtime.rounds.add({
      roundId,
      playerId: launch.playerId,
      gameCode: launch.game.gameCode,
      betAmount: input.stake,
      winAmount: win,
      validBet,
      time: new Date(),
    });
  };

  if (!session.ok) {
    return {
      ...base,
      win: 0,
      status: 'refused',
      code: session.code,
      message: session.message,
      balance: launch.balance,
    };
  }

  if (launch.wallet === 'local') {
    if (launch.demoBalance < input.stake) {
      return {
        ...base,
        win: 0,
        status: 'refused',
        code: 'INSUFFICIENT_FUNDS',
        balance: launch.demoBalance,
      };
    }
    launch.demoBalance += outcome.win - input.stake;
    launch.balance = launch.demoBalance;
    return { ...base, status: 'settled', balance: launch.balance, ...nextOffer() };
  }

  if (launch.wallet === 'vendor') {
    if (!runtime.wallet.play(launch.playerId, input.stake, outcome.win)) {
      const balance = runtime.wallet.balanceOf(launch.playerId).balance;
      return { ...base, win: 0, status: 'refused', code: 'INSUFFICIENT_FUNDS', balance };
    }
    record(outcome.win, input.stake);
    launch.balance = runtime.wallet.balanceOf(launch.playerId).balance;
    return { ...base, status: 'settled', balance: launch.balance, ...nextOffer() };
  }

  const settlement = await settleSeamless(
    runtime.client,
    {
      roundId,
      betTransactionId: context.nextId('b'),
      winTransactionId: context.nextId('w'),
      rollbackTransactionId: context.nextId('rb'),
      playerId: launch.playerId,
      token: launch.token,
      gameCode: launch.game.gameCode,
      currency: launch.currency,
      stake: input.stake,
      win: outcome.win,
      singleStep: type === 'RNG' || type === 'FISH',
    },
    context.chaos,
    { retryDelaysMs: context.retryDelaysMs, pending: runtime.pending },
  );
  if (settlement.balance !== undefined) launch.balance = settlement.balance;
  switch (settlement.status) {
    case 'settled':
      record(outcome.win, input.stake);
      return { ...base, status: 'settled', balance: settlement.balance, ...nextOffer() };
    case 'win_refused':
      record(0, input.stake);
      return {
        ...base,
        win: 0,
        status: 'win_refused',
        code: settlement.code,
        balance: settlement.balance,
      };
    case 'pending':
      record(
        settlement.waiting === 'win' ? outcome.win : 0,
        settlement.waiting === 'win' ? input.stake : 0,
      );
      return { ...base, status: 'pending', message: settlement.reason, balance: launch.balance };
    case 'void':
      record(0, 0);
      return {
        ...base,
        win: 0,
        status: 'void',
        message: settlement.reason,
        balance: launch.balance,
      };
    case 'refused':
      return {
        ...base,
        win: 0,
        status: 'refused',
        code: settlement.code,
        ...(settlement.message ? { message: settlement.message } : {}),
        balance: settlement.balance ?? launch.balance,
      };
  }
}
