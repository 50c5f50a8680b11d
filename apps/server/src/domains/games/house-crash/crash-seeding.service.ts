import {
  ZConfirmCrashSalt,
  ZProposeCrashSalt,
  ZPublishCrashChain,
  type TAdminCrashChain,
  type TAdminCrashChains,
  type TConfirmCrashSalt,
  type TProposeCrashSalt,
  type TPublishCrashChain,
} from '@lw/contracts';
import type { Database } from '../../../db/client.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { FastifyBaseLogger } from 'fastify';
import {
  chainStatus,
  drawChain,
  type ChainOperator,
  type ChainRecord,
  type CrashChainStore,
} from './crash-chain-store.js';
import { presentChain } from './crash-present.js';

/** The acting operator: the audit's actor and the display name the public record shows. */
export interface SeedingOperator {
  actor: Actor;
  displayName: string;
}

const operatorOf = (who: SeedingOperator): ChainOperator => {
  if (who.actor.operatorId === null) throw new AppError('UNAUTHORIZED', 'Operator required');
  return { id: who.actor.operatorId, name: who.displayName };
};

/** Games not yet opened of a chain still in play (0 for retired and ended ones). */
const gamesLeftOf = (c: ChainRecord) => (c.retiredAt ? 0 : Math.max(0, c.length - c.gamesPlayed));

/**
 * The seeding event of every crash chain, in the order that makes it provably fair (Bustabit's
 * scheme): the server draws the chain and publishes its terminating hash with the time, naming a
 * Bitcoin block not yet mined; once it is mined one operator enters its hash as the salt and a
 * second, different operator confirms it (maker-checker). Only then can the chain's games be
 * played, so nobody knew the salt when the chain was drawn and nobody could draw again: a
 * published chain stays published (one queued chain at a time). Every step is audited.
 */
export class CrashSeedingService {
  constructor(
    private readonly deps: {
      db: Database;
      chains: CrashChainStore;
      clock: Clock;
      log: FastifyBaseLogger;
      chainLength: number;
      warnBelow: number;
    },
  ) {}

  /** Every chain with its seeding event and what is left, and whether to warn. */
  async list(): Promise<TAdminCrashChains> {
    const chains = await this.deps.chains.list();
    const gamesLeft = chains
      .filter((c) => c.salt !== null)
      .reduce((sum, c) => sum + gamesLeftOf(c), 0);
    return {
      chains: chains.map((c) => this.present(c)),
      gamesLeft,
      warnBelow: this.deps.warnBelow,
      warning: gamesLeft < this.deps.warnBelow,
    };
  }

  /** Draws and publishes a new chain naming its future salt block. */
  async publish(input: TPublishCrashChain, who: SeedingOperator): Promise<TAdminCrashChain> {
    const request = ZPublishCrashChain.parse(input);
    const by = operatorOf(who);
    const { chains, clock, chainLength } = this.deps;
    const drawn = await drawChain(chainLength);
    const id = await chains.publish({
      ...drawn,
      length: chainLength,
      saltBlockHeight: request.saltBlockHeight,
      at: clock.now(),
      by,
    });
    if (id === null) {
      throw new AppError('CRASH_CHAIN_PENDING', 'A chain already waits for its seeding event');
    }
    const chain = await this.mustGet(id);
    await recordAudit(this.deps.db, who.actor, {
      action: 'crash.chain.publish',
      targetType: 'crash_chain',
      targetId: String(id),
      after: {
        terminator: chain.terminator,
        length: chain.length,
        saltBlockHeight: chain.saltBlockHeight,
        publishedAt: chain.publishedAt.toISOString(),
      },
    });
    return this.present(chain);
  }

  /** The maker: the named block's hash, entered once the block is mined. */
  async propose(
    chainId: number,
    input: TProposeCrashSalt,
    who: SeedingOperator,
  ): Promise<TAdminCrashChain> {
    const { blockHash } = ZProposeCrashSalt.parse(input);
    const by = operatorOf(who);
    const before = await this.mustGet(chainId);
    if (!(await this.deps.chains.propose(chainId, blockHash, by, this.deps.clock.now()))) {
      throw this.wrongStep(before, 'awaiting_salt');
    }
    const after = await this.mustGet(chainId);
    await recordAudit(this.deps.db, who.actor, {
      action: 'crash.chain.salt.propose',
      targetType: 'crash_chain',
      targetId: String(chainId),
      after: { saltBlockHeight: after.saltBlockHeight, proposedSalt: blockHash },
    });
    return this.present(after);
  }

  /** The checker: a second operator confirms the salt they checked on a block explorer. */
  async confirm(
    chainId: number,
    input: TConfirmCrashSalt,
    who: SeedingOperator,
  ): Promise<TAdminCrashChain> {
    const { salt } = ZConfirmCrashSalt.parse(input);
    const by = operatorOf(who);
    const before = await this.mustGet(chainId);
    if (!(await this.deps.chains.confirm(chainId, salt, by, this.deps.clock.now()))) {
      if (chainStatus(before) === 'awaiting_confirmation' && before.saltProposedBy === by.id) {
        throw new AppError('SAME_OPERATOR_APPROVAL', 'A second operator must confirm the salt', {
          proposedBy: before.saltProposedBy,
        });
      }
      throw this.wrongStep(before, 'awaiting_confirmation');
    }
    const after = await this.mustGet(chainId);
    await recordAudit(this.deps.db, who.actor, {
      action: 'crash.chain.salt.confirm',
      targetType: 'crash_chain',
      targetId: String(chainId),
      before: { proposedSalt: before.proposedSalt, proposedBy: before.saltProposedBy },
      after: { salt: after.salt, saltBlockHeight: after.saltBlockHeight },
    });
    this.deps.log.info({ chainId, salt: after.salt }, 'crash chain seeded');
    return this.present(after);
  }

  /** Clears a wrong entry (any operator, the maker included); the maker enters it again. */
  async reject(chainId: number, who: SeedingOperator): Promise<TAdminCrashChain> {
    operatorOf(who);
    const before = await this.mustGet(chainId);
    if (!(await this.deps.chains.reject(chainId))) {
      throw this.wrongStep(before, 'awaiting_confirmation');
    }
    await recordAudit(this.deps.db, who.actor, {
      action: 'crash.chain.salt.reject',
      targetType: 'crash_chain',
      targetId: String(chainId),
      before: { proposedSalt: before.proposedSalt, proposedBy: before.saltProposedBy },
    });
    return this.present(await this.mustGet(chainId));
  }

  private async mustGet(chainId: number): Promise<ChainRecord> {
    const chain = await this.deps.chains.get(chainId);
    if (!chain) throw new AppError('NOT_FOUND', 'No such crash chain');
    return chain;
  }

  private wrongStep(chain: ChainRecord, expected: string): AppError {
    return new AppError('CRASH_SEEDING_STEP', `The chain is not ${expected}`, {
      status: chainStatus(chain),
    });
  }

  private present(c: ChainRecord): TAdminCrashChain {
    return {
      ...presentChain(c),
      proposedSalt: c.salt === null ? c.proposedSalt : null,
      proposedById: c.salt === null ? c.saltProposedBy : null,
      publishedBy: c.publishedByName,
      retiredReason: c.retiredReason,
      gamesLeft: gamesLeftOf(c),
    };
  }
}
