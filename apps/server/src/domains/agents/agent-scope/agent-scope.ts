import { errorMessages, isAgentType } from '@lw/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { currentPlayer } from '../../../platform/guards/player-guard.js';
import {
  type AccountRow,
  downlinePattern,
  isStrictlyUnder,
} from '../../identity/accounts/index.js';

/**
 * The one access policy of the agent centre (issue 25): an agent sees and acts on its own subtree
 * and nothing else. Every agent query takes its rows through `below` (a SQL condition on a path
 * column) or `downline` (one account by id or username), never through a check of its own.
 */
export class AgentScope {
  constructor(
    /** The signed-in agent, as its session holds it. */
    readonly agent: AccountRow,
  ) {}

  get agentId(): number {
    return this.agent.id;
  }

  get path(): string {
    return this.agent.path;
  }

  /** SQL: the row's materialized path is strictly below the agent (its downline at any depth). */
  below(pathColumn: AnyPgColumn | SQL): SQL {
    return sql`(${pathColumn} LIKE ${downlinePattern(this.agent.path)} AND ${pathColumn} <> ${this.agent.path})`;
  }

  /** SQL: the row's path is the agent itself or below it (team figures that count the agent). */
  withinTeam(pathColumn: AnyPgColumn | SQL): SQL {
    return sql`${pathColumn} LIKE ${downlinePattern(this.agent.path)}`;
  }

  /**
   * SQL over a read model's `agent_path` array (uplines at settlement, nearest first): the wager
   * was played by someone in this agent's downline when it settled.
   */
  settledUnder(agentPathColumn: AnyPgColumn | SQL): SQL {
    return sql`${agentPathColumn} @> ARRAY[${this.agent.id}]::bigint[]`;
  }

  /**
   * SQL over a roll-up keyed by agent id (`wager_agent_days`, `team_cash_days`): the agent's own
   * rows, whose figures are its downline's at settlement.
   */
  rollupOf(agentIdColumn: AnyPgColumn | SQL): SQL {
    return sql`${agentIdColumn} = ${this.agent.id}`;
  }

  /** True when the path is strictly below the agent. */
  contains(path: string): boolean {
    return isStrictlyUnder(path, this.agent.path);
  }
}

/** Builds scopes for agent routes and resolves downline accounts through them. */
export class AgentScopes {
  constructor(private readonly db: Database) {}

  /** The scope of the signed-in agent; 403 NOT_AN_AGENT for any other account. */
  forRequest(request: FastifyRequest): AgentScope {
    const { account } = currentPlayer(request);
    if (!isAgentType(account.type)) {
      throw new AppError('NOT_AN_AGENT', errorMessages.NOT_AN_AGENT.en);
    }
    return new AgentScope(account);
  }

  /**
   * One account of the agent's downline by id or username. One answer (403 NOT_IN_DOWNLINE) for
   * "no such account" and "not yours", so no one probes another agent's team.
   */
  async downline(
    scope: AgentScope,
    ref: { id: number } | { username: string },
  ): Promise<AccountRow> {
    // Usernames are stored lower-case (accounts.service).
    const match =
      'id' in ref ? eq(accounts.id, ref.id) : eq(accounts.username, ref.username.toLowerCase());
    const [row] = await this.db
      .select()
      .from(accounts)
      .where(and(match, scope.below(accounts.path)))
      .limit(1);
    if (!row) throw new AppError('NOT_IN_DOWNLINE', errorMessages.NOT_IN_DOWNLINE.en);
    return row;
  }

  /**
   * The scope of a downline agent, to drill into its team: a part of this scope, never more.
   * 403 NOT_IN_DOWNLINE for an account outside it or one that is not an agent.
   */
  async narrow(scope: AgentScope, ref: { id: number } | { username: string }): Promise<AgentScope> {
    const row = await this.downline(scope, ref);
    if (!isAgentType(row.type)) {
      throw new AppError('NOT_IN_DOWNLINE', errorMessages.NOT_IN_DOWNLINE.en);
    }
    return new AgentScope(row);
  }

  /** A direct downline (upline is the agent): contracts are offered only one level down. */
  async directDownline(
    scope: AgentScope,
    ref: { id: number } | { username: string },
  ): Promise<AccountRow> {
    const row = await this.downline(scope, ref);
    if (row.uplineId !== scope.agentId) {
      throw new AppError('NOT_IN_DOWNLINE', errorMessages.NOT_IN_DOWNLINE.en);
    }
    return row;
  }
}
