import {
  errorMessages,
  INVITATION_LINKS_MAX,
  isAgentType,
  type TCreateInvitationLink,
  type TInvitationLink,
  type TInvitationLinkList,
  type TOpenDownlineAccount,
  type TOpenedDownlineAccount,
  type TUpdateInvitationLink,
} from '@lw/contracts';
import crypto from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { agentInvitationLinks } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { uniqueConstraintOf } from '../../../platform/db-errors.js';
import { AppError } from '../../../platform/errors.js';
import { generatePassword } from '../../../platform/tokens.js';
import type { AccountsService } from '../../identity/accounts/index.js';
import { checkNewPassword } from '../../identity/accounts/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { AgentScope, AgentScopes } from '../agent-scope/index.js';
import { LINK_CODE_LENGTH } from './invitation-codes.js';

/** Letters and digits that cannot be misread (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The account type each kind opens: a member, or an agent of the first agent type. */
const TYPE_OF_KIND = { member: 0, agent: 1 } as const;

type LinkRow = typeof agentInvitationLinks.$inferSelect;

/** Where an agent's request comes from, for the audit log. */
export interface AgentCaller {
  ip: string | null;
  requestId: string | null;
}

/**
 * registerCenter (issue 25 item 2): an agent's named invitation links and the downline accounts
 * it opens. Every read and write goes through the agent's scope: its own links, its own subtree.
 */
export class InvitationsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly scopes: AgentScopes,
    private readonly accounts: AccountsService,
    private readonly settings: SettingsService,
  ) {}

  async list(scope: AgentScope): Promise<TInvitationLinkList> {
    const rows = await this.db
      .select()
      .from(agentInvitationLinks)
      .where(eq(agentInvitationLinks.agentId, scope.agentId))
      .orderBy(asc(agentInvitationLinks.id));
    return { items: rows.map(present), ownCode: scope.agent.affiliateCode };
  }

  async create(
    scope: AgentScope,
    input: TCreateInvitationLink,
    caller: AgentCaller,
  ): Promise<TInvitationLink> {
    return this.db.transaction(async (tx) => {
      // The agent's row orders its own concurrent creations, so the cap holds under a race.
      await tx.execute(sql`select id from accounts where id = ${scope.agentId} for update`);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(agentInvitationLinks)
        .where(eq(agentInvitationLinks.agentId, scope.agentId));
      if (n >= INVITATION_LINKS_MAX) {
        throw new AppError('INVITATION_LINK_LIMIT', errorMessages.INVITATION_LINK_LIMIT.en, {
          max: INVITATION_LINKS_MAX,
        });
      }
      const now = this.clock.now();
      // A random 10-character code; a clash (31^10 codes) is retried with a fresh one.
      for (let attempt = 0; ; attempt++) {
        try {
          const [row] = await tx
            .insert(agentInvitationLinks)
            .values({
              agentId: scope.agentId,
              code: newLinkCode(),
              name: input.name,
              kind: input.kind,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await recordAudit(tx, agentActor(scope, caller), {
            action: 'agent.invitation.create',
            targetType: 'invitation-link',
            targetId: String(row!.id),
            after: { code: row!.code, name: row!.name, kind: row!.kind },
          });
          return present(row!);
        } catch (err) {
          if (uniqueConstraintOf(err) !== 'agent_invitation_links_code_uq' || attempt >= 3)
            throw err;
        }
      }
    });
  }

  /** Renames, enables or disables one of the agent's own links; any other id is not found. */
  async update(
    scope: AgentScope,
    id: number,
    input: TUpdateInvitationLink,
    caller: AgentCaller,
  ): Promise<TInvitationLink> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(agentInvitationLinks)
        .set({
          ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
          ...(input.name === undefined ? {} : { name: input.name }),
          updatedAt: this.clock.now(),
        })
        .where(
          and(eq(agentInvitationLinks.id, id), eq(agentInvitationLinks.agentId, scope.agentId)),
        )
        .returning();
      if (!row) {
        throw new AppError('INVITATION_LINK_NOT_FOUND', errorMessages.INVITATION_LINK_NOT_FOUND.en);
      }
      await recordAudit(tx, agentActor(scope, caller), {
        action: 'agent.invitation.update',
        targetType: 'invitation-link',
        targetId: String(row.id),
        after: { enabled: row.enabled, name: row.name },
      });
      return present(row);
    });
  }

  /**
   * Opens a member or agent account under the agent (or under an agent of its own downline): the
   * first password is the typed one or a generated one, shown once, to be changed at the first
   * sign-in, as the back office's createAgent does.
   */
  async openAccount(
    scope: AgentScope,
    input: TOpenDownlineAccount,
    caller: AgentCaller,
  ): Promise<TOpenedDownlineAccount> {
    const upline =
      input.uplineUsername && input.uplineUsername !== scope.agent.username
        ? await this.scopes.downline(scope, { username: input.uplineUsername })
        : scope.agent;
    if (!isAgentType(upline.type) || upline.status !== 'active') {
      throw new AppError('INVALID_UPLINE', 'The upline must be an active agent');
    }
    const typed = input.password ?? '';
    if (typed) {
      const [registration, policy] = await Promise.all([
        this.settings.get('registration'),
        this.settings.get('accountPolicy'),
      ]);
      checkNewPassword(typed, registration.fields.password!, {
        username: input.username,
        defaultPassword: policy.defaultPassword,
      });
    }
    const initialPassword = typed || generatePassword(12);
    if (await this.accounts.findByUsername(input.username)) {
      throw new AppError('USERNAME_TAKEN', errorMessages.USERNAME_TAKEN.en);
    }
    const account = await this.db.transaction(async (tx) => {
      const made = await this.accounts.create(
        {
          username: input.username,
          nickname: input.nickname,
          type: TYPE_OF_KIND[input.kind],
          uplineId: upline.id,
          password: initialPassword,
          mustChangePassword: true,
          registerIp: caller.ip,
        },
        tx,
      );
      await recordAudit(tx, agentActor(scope, caller), {
        action: 'agent.open_account',
        targetType: 'account',
        targetId: String(made.id),
        after: { username: made.username, kind: input.kind, uplineId: upline.id },
      });
      return made;
    });
    return {
      id: account.id,
      username: account.username,
      kind: input.kind,
      uplineUsername: upline.username,
      initialPassword,
    };
  }
}

function present(row: LinkRow): TInvitationLink {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    enabled: row.enabled,
    signups: row.signups,
    createdAt: row.createdAt.toISOString(),
  };
}

function newLinkCode(): string {
  const bytes = crypto.randomBytes(LINK_CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return code;
}

function agentActor(scope: AgentScope, caller: AgentCaller): Actor {
  return {
    operatorId: null,
    username: `agent:${scope.agent.username}`,
    ip: caller.ip,
    requestId: caller.requestId,
  };
}
