import { ZPointsConfig, type TPointsConfig } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { pointsConfigs } from '../../../db/schema/index.js';

/**
 * The exchange table a site starts with: 100 THB earns 1 point, 1,000 THB and more 1.5 points per
 * 100 THB, 10,000 THB and more 2; 100 points convert to 10 THB, at least 100 points at a time.
 */
export const DEFAULT_POINTS_CONFIG: TPointsConfig = {
  tiers: [
    { minDeposit: 0, ratioAmount: 10_000, ratioPoints: 1 },
    { minDeposit: 100_000, ratioAmount: 20_000, ratioPoints: 3 },
    { minDeposit: 1_000_000, ratioAmount: 5_000, ratioPoints: 1 },
  ],
  convert: { enabled: true, ratioPoints: 100, ratioAmount: 1_000, minPoints: 100 },
  rules: {
    en: 'Earn points on every approved deposit at the rate of the exchange table. Points never expire. Redeem them for rewards or convert them to money with your payment password. A rejected redemption refunds its points; points of a reversed deposit are taken back.',
    th: 'รับคะแนนจากทุกยอดฝากที่อนุมัติตามอัตราในตารางแลกเปลี่ยน คะแนนไม่มีวันหมดอายุ แลกเป็นของรางวัลหรือแปลงเป็นเงินด้วยรหัสผ่านการชำระเงิน รายการแลกที่ถูกปฏิเสธจะคืนคะแนน และคะแนนจากยอดฝากที่ถูกเรียกคืนจะถูกหักออก',
    zh: '每笔已批准的存款按兑换表的比例获得积分，积分永不过期。使用支付密码兑换奖品或转换为现金。被拒绝的兑换将退还积分；被撤销的存款所得积分将被扣回。',
  },
};

/** The rules in force (the default until the operator saves its own). */
export async function loadPointsConfig(db: Database): Promise<TPointsConfig> {
  const [row] = await db.select().from(pointsConfigs).where(eq(pointsConfigs.id, 1));
  return row ? ZPointsConfig.parse(row.config) : DEFAULT_POINTS_CONFIG;
}

/** Saves the whole document; answers what was there before (for the audit). */
export async function savePointsConfig(
  tx: Database,
  config: TPointsConfig,
  operatorId: number | null,
): Promise<TPointsConfig> {
  const before = await loadPointsConfig(tx);
  await tx
    .insert(pointsConfigs)
    .values({ id: 1, config, updatedBy: operatorId })
    .onConflictDoUpdate({
      target: pointsConfigs.id,
      set: { config, updatedBy: operatorId, updatedAt: new Date() },
    });
  return before;
}
