import {
  BUILTIN_AVATAR_COUNT,
  PROFILE_API,
  TRIAL_ACCOUNT_TYPE,
  type TAvatar,
  type TMemberAvatar,
} from '@lw/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { contentAvatars } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import { AppError } from '../../../platform/errors.js';
import type { AccountRow, AccountsService } from '../../identity/accounts/index.js';

/** What avatars change on an account: identity keeps the row. */
export type AccountProfile = Pick<AccountsService, 'setProfile' | 'forgetAvatar'>;

const BUILTIN: readonly TAvatar[] = Array.from({ length: BUILTIN_AVATAR_COUNT }, (_, i) => ({
  id: `b${i + 1}`,
  url: PROFILE_API.builtinAvatar(i + 1),
  builtIn: true,
}));

function uploaded(row: typeof contentAvatars.$inferSelect): TAvatar {
  return { id: `u${row.id}`, url: row.imageUrl, builtIn: false };
}

/** The uploaded avatar's row id of `u<id>`, or null for a built-in id. */
function uploadedId(avatarId: string): number | null {
  return avatarId.startsWith('u') ? Number(avatarId.slice(1)) : null;
}

/**
 * Profile touches: the avatar icons (built in and uploaded), the member's choice, and the
 * member's saved language.
 *
 * Trial accounts (type 4) may save a language (it only follows their own play-money session) but
 * not an avatar: a trial account is a throwaway identity with no member centre to show it in.
 */
export class AvatarsService {
  constructor(
    private readonly db: Database,
    private readonly accounts: AccountProfile,
    private readonly offeredLanguages: () => Promise<string[]>,
  ) {}

  async list(): Promise<TAvatar[]> {
    const rows = await this.db.select().from(contentAvatars).orderBy(asc(contentAvatars.id));
    return [...BUILTIN, ...rows.map(uploaded)];
  }

  /** The avatar of an id, or null (unknown or deleted). */
  async find(avatarId: string): Promise<TAvatar | null> {
    const id = uploadedId(avatarId);
    if (id === null) return BUILTIN.find((a) => a.id === avatarId) ?? null;
    if (!Number.isSafeInteger(id)) return null;
    const [row] = await this.db.select().from(contentAvatars).where(eq(contentAvatars.id, id));
    return row ? uploaded(row) : null;
  }

  async add(imageUrl: string, actor: Actor): Promise<TAvatar> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(contentAvatars).values({ imageUrl }).returning();
      const avatar = uploaded(row!);
      await recordAudit(tx as unknown as Database, actor, {
        action: 'content_avatar.create',
        targetType: 'content_avatar',
        targetId: avatar.id,
        after: avatar,
      });
      return avatar;
    });
  }

  /** Deletes an uploaded avatar; members who had it go back to the drawn one. */
  async remove(avatarId: string, actor: Actor): Promise<void> {
    const id = uploadedId(avatarId);
    if (id === null) throw new AppError('FORBIDDEN', 'Built-in avatars cannot be deleted');
    await this.db.transaction(async (tx) => {
      const [gone] = await tx.delete(contentAvatars).where(eq(contentAvatars.id, id)).returning();
      if (!gone) throw new AppError('NOT_FOUND', 'No such avatar', { id: avatarId });
      await this.accounts.forgetAvatar(avatarId, tx);
      await recordAudit(tx as unknown as Database, actor, {
        action: 'content_avatar.delete',
        targetType: 'content_avatar',
        targetId: avatarId,
        before: uploaded(gone),
      });
    });
  }

  async memberAvatar(account: AccountRow): Promise<TMemberAvatar> {
    const avatar = account.avatar ? await this.find(account.avatar) : null;
    return { avatarId: avatar?.id ?? null, url: avatar?.url ?? null };
  }

  async setMemberAvatar(account: AccountRow, avatarId: string): Promise<TMemberAvatar> {
    if (account.type === TRIAL_ACCOUNT_TYPE) {
      throw new AppError('TRIAL_NOT_ALLOWED', 'Trial accounts keep the drawn avatar');
    }
    const avatar = await this.find(avatarId);
    if (!avatar) throw new AppError('NOT_FOUND', 'No such avatar', { id: avatarId });
    await this.accounts.setProfile(account.id, { avatar: avatar.id });
    return { avatarId: avatar.id, url: avatar.url };
  }

  /** Saves the interface language; only a language the site offers (as the site spells it). */
  async setLanguage(accountId: number, language: string): Promise<{ language: string }> {
    const offered = await this.offeredLanguages();
    const code = offered.find((l) => l.toLowerCase() === language.toLowerCase());
    if (!code) {
      throw new AppError('VALIDATION_ERROR', 'The site does not offer this language', {
        offered,
      });
    }
    await this.accounts.setProfile(accountId, { language: code });
    return { language: code };
  }
}
