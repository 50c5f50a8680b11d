import crypto from 'node:crypto';
import {
  VENDOR_HEADERS,
  VENDOR_WALLET_BASE,
  ZWalletBalanceRequest,
  ZWalletBetRequest,
  ZWalletBetWinRequest,
  ZWalletRollbackRequest,
  ZWalletSessionRequest,
  ZWalletWinRequest,
  type TVendorErrorCode,
} from '@lw/contracts';
import Fastify from 'fastify';
import type { z } from 'zod';
import { signatureMatches } from '../src/signing.js';

/**
 * A correct, in-memory implementation of the platform's side of the wallet API
 * (spec/vendor-protocol.md), to prove the conformance suite and drive the simulator in tests.
 * Mutations switch on one deliberate bug each, so tests can show the suite catches it.
 */
export type Mutation =
  /** Accepts any signature. */
  | 'no-signature-check'
  /** Processes a replayed transaction again. */
  | 'no-idempotency'
  /** Replays answer the current balance and a new platform transaction id. */
  | 'replay-fresh-answer'
  /** Rollback of an unknown id leaves no tombstone. */
  | 'no-tombstone'
  /** Yields between the balance check and the debit (lost updates under concurrency). */
  | 'race'
  /** Wins are refused once the player's session has expired. */
  | 'token-on-win'
  /** Bets on ended rounds are accepted. */
  | 'ignore-round-closed'
  /** Wins without a bet are accepted. */
  | 'win-without-bet'
  /** INSUFFICIENT_FUNDS without the balance. */
  | 'insufficient-without-balance'
  /** The same id with other content is processed as new. */
  | 'ignore-mismatch';

export interface ReferenceWalletOptions {
  vendors: Record<string, { secret: string; currency: string; games: readonly string[] }>;
  mutations?: readonly Mutation[];
  port?: number;
}

interface Account {
  playerId: string;
  balance: number;
  currency: string;
  nickname: string;
}

interface Transaction {
  kind: 'bet' | 'win' | 'bet-win' | 'rollback' | 'tombstone';
  /** The content that must match on a replay. */
  fingerprint: string;
  answer: Answer;
  playerId: string;
  /** For bets: the stake (bet-win: net stake - win) a rollback returns. */
  refund: number;
  rolledBack: boolean;
}

type Answer = { status: 'OK' | TVendorErrorCode } & Record<string, unknown>;

export interface ReferenceWallet {
  url: string;
  /** A player with a live token and this balance (in the given or the first vendor's currency). */
  createPlayer(
    balance: number,
    currency?: string,
  ): { playerId: string; token: string; balance: number };
  expireToken(token: string): void;
  balanceOf(playerId: string): number;
  /** Every request received, for assertions on what the simulator sent. */
  received: { path: string; body: unknown; answer: Answer }[];
  close(): Promise<void>;
}

const refuse = (status: TVendorErrorCode, extra: Record<string, unknown> = {}): Answer => ({
  status,
  ...extra,
});

export async function startReferenceWallet(
  options: ReferenceWalletOptions,
): Promise<ReferenceWallet> {
  const mutations = new Set(options.mutations ?? []);
  const accounts = new Map<string, Account>();
  const tokens = new Map<string, { playerId: string; live: boolean }>();
  const transactions = new Map<string, Transaction>();
  const rounds = new Map<string, { playerId: string; hasBet: boolean; ended: boolean }>();
  const received: ReferenceWallet['received'] = [];
  let sequence = 0;
  const firstCurrency = Object.values(options.vendors)[0]?.currency ?? 'THB';

  const txKey = (vendor: string, id: string) => `${vendor}\u0000${id}`;
  const ptid = () => `ref-${++sequence}`;
  const ok = (account: Account, extra: Record<string, unknown> = {}): Answer => ({
    status: 'OK',
    balance: account.balance,
    currency: account.currency,
    ...extra,
  });
  const insufficient = (account: Account) =>
    refuse(
      'INSUFFICIENT_FUNDS',
      mutations.has('insufficient-without-balance') ? {} : { balance: account.balance },
    );

  /** The stored answer of a replay, a mismatch, or null for a first delivery. */
  const replay = (key: string, fingerprint: string): Answer | null => {
    const previous = transactions.get(key);
    if (!previous || mutations.has('no-idempotency')) return null;
    if (previous.kind === 'tombstone') return null;
    if (previous.fingerprint !== fingerprint) {
      return mutations.has('ignore-mismatch') ? null : refuse('DUPLICATE_TRANSACTION_MISMATCH');
    }
    if (mutations.has('replay-fresh-answer')) {
      const account = accounts.get(previous.playerId)!;
      return { ...previous.answer, balance: account.balance, platformTransactionId: ptid() };
    }
    return previous.answer;
  };
  const liveToken = (token: string, playerId: string) => {
    const t = tokens.get(token);
    return !!t && t.live && t.playerId === playerId;
  };
  const sessionEnded = (playerId: string) =>
    ![...tokens.values()].some((t) => t.playerId === playerId && t.live);
  // The 'race' bug's window between reading and writing a balance: wide enough that the
  // conformance rules' concurrent requests all fall into it even on a loaded machine (a 1 ms
  // window let them arrive one after another, and the bug went unseen).
  const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 250));

  type Bet = z.infer<typeof ZWalletBetRequest>;
  const handlers = {
    session: (_vendor: string, body: z.infer<typeof ZWalletSessionRequest>): Answer => {
      const token = tokens.get(body.token);
      if (!token?.live) return refuse('TOKEN_EXPIRED');
      const account = accounts.get(token.playerId)!;
      return ok(account, {
        playerId: account.playerId,
        nickname: account.nickname,
        language: 'th',
      });
    },
    balance: (_vendor: string, body: z.infer<typeof ZWalletBalanceRequest>): Answer => {
      const account = accounts.get(body.playerId);
      return account ? ok(account) : refuse('PLAYER_NOT_FOUND');
    },
    bet: async (vendor: string, body: Bet): Promise<Answer> => {
      const key = txKey(vendor, body.transactionId);
      const fingerprint = JSON.stringify([
        'bet',
        body.playerId,
        body.roundId,
        body.amount,
        body.currency,
        body.gameCode,
      ]);
      const again = replay(key, fingerprint);
      if (again) return again;
      if (transactions.get(key)?.kind === 'tombstone' && !mutations.has('no-tombstone')) {
        return refuse('TRANSACTION_ROLLED_BACK');
      }
      const account = accounts.get(body.playerId);
      if (!account) return refuse('PLAYER_NOT_FOUND');
      if (!liveToken(body.token, body.playerId)) return refuse('TOKEN_EXPIRED');
      if (!options.vendors[vendor]!.games.includes(body.gameCode)) return refuse('GAME_NOT_FOUND');
      if (body.currency !== account.currency) return refuse('CURRENCY_MISMATCH');
      const round = rounds.get(txKey(vendor, body.roundId));
      if (round?.ended && !mutations.has('ignore-round-closed')) return refuse('ROUND_CLOSED');
      if (account.balance < body.amount) return insufficient(account);
      if (mutations.has('race')) {
        // A read-modify-write with a pause in between: concurrent bets overwrite each other.
        const read = account.balance;
        await pause();
        account.balance = read - body.amount;
      } else {
        account.balance -= body.amount;
      }
      const answer = ok(account, { platformTransactionId: ptid() });
      transactions.set(key, {
        kind: 'bet',
        fingerprint,
        answer,
        playerId: account.playerId,
        refund: body.amount,
        rolledBack: false,
      });
      rounds.set(txKey(vendor, body.roundId), {
        playerId: account.playerId,
        hasBet: true,
        ended: (round?.ended ?? false) || body.roundEnded,
      });
      return answer;
    },
    win: (vendor: string, body: z.infer<typeof ZWalletWinRequest>): Answer => {
      const key = txKey(vendor, body.transactionId);
      const fingerprint = JSON.stringify([
        'win',
        body.playerId,
        body.roundId,
        body.amount,
        body.currency,
        body.gameCode,
        !!body.bonus,
      ]);
      const again = replay(key, fingerprint);
      if (again) return again;
      const account = accounts.get(body.playerId);
      if (!account) return refuse('PLAYER_NOT_FOUND');
      if (mutations.has('token-on-win') && sessionEnded(body.playerId))
        return refuse('TOKEN_EXPIRED');
      if (!options.vendors[vendor]!.games.includes(body.gameCode)) return refuse('GAME_NOT_FOUND');
      if (body.currency !== account.currency) return refuse('CURRENCY_MISMATCH');
      const round = rounds.get(txKey(vendor, body.roundId));
      const hasBet = round?.hasBet && round.playerId === body.playerId;
      if (!hasBet && !body.bonus && !mutations.has('win-without-bet'))
        return refuse('TRANSACTION_NOT_FOUND');
      account.balance += body.amount;
      const answer = ok(account, { platformTransactionId: ptid() });
      transactions.set(key, {
        kind: 'win',
        fingerprint,
        answer,
        playerId: account.playerId,
        refund: 0,
        rolledBack: false,
      });
      rounds.set(txKey(vendor, body.roundId), {
        playerId: account.playerId,
        hasBet: hasBet ?? false,
        ended: (round?.ended ?? false) || body.roundEnded,
      });
      return answer;
    },
    betWin: (vendor: string, body: z.infer<typeof ZWalletBetWinRequest>): Answer => {
      const key = txKey(vendor, body.betTransactionId);
      const winKey = txKey(vendor, body.winTransactionId);
      const fingerprint = JSON.stringify([
        'bet-win',
        body.playerId,
        body.roundId,
        body.betAmount,
        body.winAmount,
        body.winTransactionId,
        body.currency,
        body.gameCode,
      ]);
      const again = replay(key, fingerprint);
      if (again) return again;
      if (transactions.get(key)?.kind === 'tombstone' && !mutations.has('no-tombstone')) {
        return refuse('TRANSACTION_ROLLED_BACK');
      }
      if (transactions.has(winKey) && !mutations.has('no-idempotency'))
        return refuse('DUPLICATE_TRANSACTION_MISMATCH');
      const account = accounts.get(body.playerId);
      if (!account) return refuse('PLAYER_NOT_FOUND');
      if (!liveToken(body.token, body.playerId)) return refuse('TOKEN_EXPIRED');
      if (!options.vendors[vendor]!.games.includes(body.gameCode)) return refuse('GAME_NOT_FOUND');
      if (body.currency !== account.currency) return refuse('CURRENCY_MISMATCH');
      if (rounds.get(txKey(vendor, body.roundId))?.ended && !mutations.has('ignore-round-closed')) {
        return refuse('ROUND_CLOSED');
      }
      if (account.balance < body.betAmount) return insufficient(account);
      account.balance += body.winAmount - body.betAmount;
      const answer = ok(account, { platformTransactionId: ptid() });
      const record = { fingerprint, answer, playerId: account.playerId, rolledBack: false };
      transactions.set(key, {
        ...record,
        kind: 'bet-win',
        refund: body.betAmount - body.winAmount,
      });
      transactions.set(winKey, { ...record, kind: 'bet-win', refund: 0 });
      rounds.set(txKey(vendor, body.roundId), {
        playerId: account.playerId,
        hasBet: true,
        ended: true,
      });
      return answer;
    },
    rollback: (vendor: string, body: z.infer<typeof ZWalletRollbackRequest>): Answer => {
      const key = txKey(vendor, body.transactionId);
      const fingerprint = JSON.stringify([
        'rollback',
        body.playerId,
        body.roundId,
        body.originalTransactionId,
      ]);
      const again = replay(key, fingerprint);
      if (again) return again;
      const account = accounts.get(body.playerId);
      if (!account) return refuse('PLAYER_NOT_FOUND');
      const originalKey = txKey(vendor, body.originalTransactionId);
      const original = transactions.get(originalKey);
      if (original && original.kind !== 'tombstone') {
        if (original.kind !== 'bet' && original.kind !== 'bet-win')
          return refuse('INVALID_REQUEST');
        if (original.playerId !== body.playerId) return refuse('INVALID_REQUEST');
        if (!original.rolledBack) {
          if (account.balance + original.refund < 0) return insufficient(account);
          account.balance += original.refund;
          original.rolledBack = true;
        }
      } else if (!original && !mutations.has('no-tombstone')) {
        transactions.set(originalKey, {
          kind: 'tombstone',
          fingerprint: '',
          answer: refuse('TRANSACTION_ROLLED_BACK'),
          playerId: body.playerId,
          refund: 0,
          rolledBack: true,
        });
      }
      const answer = ok(account, { platformTransactionId: ptid() });
      transactions.set(key, {
        kind: 'rollback',
        fingerprint,
        answer,
        playerId: account.playerId,
        refund: 0,
        rolledBack: false,
      });
      return answer;
    },
  };
  const routes: Record<
    string,
    [z.ZodType, (vendor: string, body: never) => Answer | Promise<Answer>]
  > = {
    session: [ZWalletSessionRequest, handlers.session],
    balance: [ZWalletBalanceRequest, handlers.balance],
    bet: [ZWalletBetRequest, handlers.bet],
    win: [ZWalletWinRequest, handlers.win],
    'bet-win': [ZWalletBetWinRequest, handlers.betWin],
    rollback: [ZWalletRollbackRequest, handlers.rollback],
  };

  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post<{ Params: { vendor: string; op: string } }>(
    `${VENDOR_WALLET_BASE}/:vendor/:op`,
    async (request, reply) => {
      const { vendor, op } = request.params;
      const raw = typeof request.body === 'string' ? request.body : '';
      const settings = options.vendors[vendor];
      const route = routes[op];
      if (!route) return reply.code(404).send({ status: 'INVALID_REQUEST' });
      let answer: Answer;
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      const signed =
        !!settings &&
        request.headers[VENDOR_HEADERS.vendor] === vendor &&
        (mutations.has('no-signature-check') ||
          signatureMatches(settings.secret, raw, request.headers[VENDOR_HEADERS.signature]));
      if (!signed) answer = refuse('INVALID_SIGNATURE');
      else {
        const parsed = route[0].safeParse(body);
        answer = parsed.success
          ? await route[1](vendor, parsed.data as never)
          : refuse('INVALID_REQUEST', { message: parsed.error.issues[0]?.message });
      }
      received.push({ path: `/${op}`, body, answer });
      return answer;
    },
  );
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    createPlayer(balance, currency = firstCurrency) {
      const playerId = `p${crypto.randomBytes(5).toString('hex')}`;
      const token = `t${crypto.randomBytes(12).toString('hex')}`;
      accounts.set(playerId, { playerId, balance, currency, nickname: `Player ${playerId}` });
      tokens.set(token, { playerId, live: true });
      return { playerId, token, balance };
    },
    expireToken(token) {
      const t = tokens.get(token);
      if (t) t.live = false;
    },
    balanceOf: (playerId) => accounts.get(playerId)?.balance ?? 0,
    received,
    close: () => app.close(),
  };
}
