import type { TBonusTerms } from './bonus-terms.js';
import type { TPromotionRule } from './promotions.js';

/**
 * The terms a player reads, written from the promotion's rule object (the one the server runs),
 * in Thai, English and Chinese. Pure: the offer card shows `headline`, the detail page every
 * line. A field of the rule that is not written here is a defect (the renderer test checks each).
 */

export type TTermsLanguage = 'th' | 'en' | 'zh';

export interface TTermsContext {
  /** Formats minor units in the site's currency (the page passes its money formatter). */
  money: (minor: number) => string;
  claimLimit: number;
  /** The most one member may receive in all; null: no cap. */
  budgetPerMember: number | null;
}

export interface TRenderedTerms {
  headline: string;
  lines: string[];
}

type Phrases = {
  depositMatch: (percent: number, cap: string) => string;
  minDeposit: (amount: string) => string;
  fixedBonus: (amount: string) => string;
  freeSpins: (spins: number, game: string, stake: string) => string;
  freeSpinsValue: (value: string) => string;
  cashback: (percent: number, period: 'daily' | 'weekly', cap: string) => string;
  raffle: (winners: number, prize: string) => string;
  apply: (max: string) => string;
  wagering: (multiple: number, base: TBonusTerms['wageringBase']) => string;
  products: (list: string) => string;
  contributions: (list: string) => string;
  maxBet: (amount: string | null) => string;
  maxConversion: (text: string | null) => string;
  conversionMultiple: (multiple: number) => string;
  claimWindow: (hours: number) => string;
  wagerWindow: (hours: number) => string;
  drawOrder: (order: TBonusTerms['drawOrder']) => string;
  forfeit: (forfeits: boolean) => string;
  claimLimit: (n: number) => string;
  perMember: (amount: string | null) => string;
};

const PHRASES: Record<TTermsLanguage, Phrases> = {
  en: {
    depositMatch: (p, cap) => `${p}% deposit match up to ${cap}`,
    minDeposit: (a) => `Minimum deposit ${a}`,
    fixedBonus: (a) => `Bonus of ${a}`,
    freeSpins: (n, g, s) => `${n} free spins on ${g} at ${s} a spin`,
    freeSpinsValue: (v) => `The spins are granted as a bonus of ${v}`,
    cashback: (p, period, cap) =>
      `${p}% cashback on your ${period === 'daily' ? "yesterday's" : "last week's"} net loss, up to ${cap}`,
    raffle: (n, prize) => `Raffle: ${n} winners receive ${prize} each`,
    apply: (max) => `Apply with a remark and images; an operator reviews it (up to ${max})`,
    wagering: (m, base) =>
      m === 0
        ? 'No wagering: the bonus is real money at once'
        : `Wager ${m}x the ${base === 'bonus' ? 'bonus' : 'bonus plus deposit'} before withdrawing`,
    products: (list) => `Play on: ${list}`,
    contributions: (list) => `Contribution to wagering: ${list}`,
    maxBet: (a) => (a ? `Maximum bet while wagering ${a}` : 'No maximum bet while wagering'),
    maxConversion: (t) => (t ? `At most ${t} turns into real money` : 'No cap on conversion'),
    conversionMultiple: (m) => `${m}x the bonus`,
    claimWindow: (h) => `Claim within ${h} hours`,
    wagerWindow: (h) => `Complete wagering within ${h} hours`,
    drawOrder: (o) =>
      o === 'real_first' ? 'Bets use real money first' : 'Bets use bonus money first',
    forfeit: (f) =>
      f ? 'A withdrawal request forfeits the bonus' : 'A withdrawal does not forfeit the bonus',
    claimLimit: (n) => `Up to ${n} claim${n === 1 ? '' : 's'} per member`,
    perMember: (a) => (a ? `At most ${a} per member in all` : 'No cap per member'),
  },
  zh: {
    depositMatch: (p, cap) => `存款 ${p}% 红利，最高 ${cap}`,
    minDeposit: (a) => `最低存款 ${a}`,
    fixedBonus: (a) => `奖金 ${a}`,
    freeSpins: (n, g, s) => `${g} 免费旋转 ${n} 次，每次 ${s}`,
    freeSpinsValue: (v) => `免费旋转以 ${v} 红利发放`,
    cashback: (p, period, cap) =>
      `${period === 'daily' ? '昨日' : '上周'}净输额 ${p}% 返现，最高 ${cap}`,
    raffle: (n, prize) => `抽奖：${n} 位得主各得 ${prize}`,
    apply: (max) => `填写备注并上传图片申请，经人工审核（最高 ${max}）`,
    wagering: (m, base) =>
      m === 0
        ? '无流水要求：奖金即为真钱'
        : `提款前需完成${base === 'bonus' ? '奖金' : '奖金加存款'}的 ${m} 倍流水`,
    products: (list) => `适用游戏：${list}`,
    contributions: (list) => `流水贡献：${list}`,
    maxBet: (a) => (a ? `流水期间单注最高 ${a}` : '流水期间不限单注'),
    maxConversion: (t) => (t ? `最多 ${t} 转为真钱` : '转换不设上限'),
    conversionMultiple: (m) => `奖金的 ${m} 倍`,
    claimWindow: (h) => `${h} 小时内领取`,
    wagerWindow: (h) => `${h} 小时内完成流水`,
    drawOrder: (o) => (o === 'real_first' ? '投注先用真钱' : '投注先用奖金'),
    forfeit: (f) => (f ? '申请提款将放弃奖金' : '提款不会放弃奖金'),
    claimLimit: (n) => `每位会员最多领取 ${n} 次`,
    perMember: (a) => (a ? `每位会员合计最多 ${a}` : '每位会员不设上限'),
  },
  th: {
    depositMatch: (p, cap) => `โบนัสฝาก ${p}% สูงสุด ${cap}`,
    minDeposit: (a) => `ฝากขั้นต่ำ ${a}`,
    fixedBonus: (a) => `โบนัส ${a}`,
    freeSpins: (n, g, s) => `ฟรีสปิน ${n} ครั้งที่ ${g} ครั้งละ ${s}`,
    freeSpinsValue: (v) => `ฟรีสปินให้เป็นโบนัสมูลค่า ${v}`,
    cashback: (p, period, cap) =>
      `คืนยอดเสีย ${p}% ของยอดเสียสุทธิ${period === 'daily' ? 'เมื่อวาน' : 'สัปดาห์ที่แล้ว'} สูงสุด ${cap}`,
    raffle: (n, prize) => `จับรางวัล: ผู้โชคดี ${n} คน รับคนละ ${prize}`,
    apply: (max) => `สมัครพร้อมหมายเหตุและรูปภาพ เจ้าหน้าที่ตรวจสอบ (สูงสุด ${max})`,
    wagering: (m, base) =>
      m === 0
        ? 'ไม่มีเทิร์นโอเวอร์: โบนัสเป็นเงินจริงทันที'
        : `ทำเทิร์นโอเวอร์ ${m} เท่าของ${base === 'bonus' ? 'โบนัส' : 'โบนัสรวมยอดฝาก'}ก่อนถอน`,
    products: (list) => `เล่นได้ที่: ${list}`,
    contributions: (list) => `การนับเทิร์นโอเวอร์: ${list}`,
    maxBet: (a) => (a ? `เดิมพันสูงสุดระหว่างทำเทิร์น ${a}` : 'ไม่จำกัดเดิมพันระหว่างทำเทิร์น'),
    maxConversion: (t) => (t ? `แปลงเป็นเงินจริงได้สูงสุด ${t}` : 'ไม่จำกัดการแปลงเป็นเงินจริง'),
    conversionMultiple: (m) => `${m} เท่าของโบนัส`,
    claimWindow: (h) => `รับภายใน ${h} ชั่วโมง`,
    wagerWindow: (h) => `ทำเทิร์นให้ครบภายใน ${h} ชั่วโมง`,
    drawOrder: (o) => (o === 'real_first' ? 'เดิมพันใช้เงินจริงก่อน' : 'เดิมพันใช้เงินโบนัสก่อน'),
    forfeit: (f) => (f ? 'การขอถอนเงินจะสละโบนัส' : 'การถอนเงินไม่สละโบนัส'),
    claimLimit: (n) => `รับได้สูงสุด ${n} ครั้งต่อสมาชิก`,
    perMember: (a) => (a ? `รวมสูงสุด ${a} ต่อสมาชิก` : 'ไม่จำกัดต่อสมาชิก'),
  },
};

/** Game category names in the three languages (the wagering products and contributions). */
const CATEGORY_NAMES: Record<TTermsLanguage, Record<string, string>> = {
  en: {
    RNG: 'Slots',
    LIVE: 'Live casino',
    SPORTS: 'Sports',
    ESPORTS: 'E-sports',
    PVP: 'Card games',
    FISH: 'Fishing',
    LOTT: 'Lottery',
    ELOTT: 'E-lottery',
    COCKFIGHT: 'Cockfight',
  },
  zh: {
    RNG: '电子',
    LIVE: '真人',
    SPORTS: '体育',
    ESPORTS: '电竞',
    PVP: '棋牌',
    FISH: '捕鱼',
    LOTT: '彩票',
    ELOTT: '电子彩票',
    COCKFIGHT: '斗鸡',
  },
  th: {
    RNG: 'สล็อต',
    LIVE: 'คาสิโนสด',
    SPORTS: 'กีฬา',
    ESPORTS: 'อีสปอร์ต',
    PVP: 'เกมไพ่',
    FISH: 'ยิงปลา',
    LOTT: 'หวย',
    ELOTT: 'หวยออนไลน์',
    COCKFIGHT: 'ชนไก่',
  },
};

const SEPARATOR: Record<TTermsLanguage, string> = { en: ', ', zh: '、', th: ', ' };

/** The headline and every term of a rule, in one language. */
export function renderPromotionTerms(
  rule: TPromotionRule,
  language: TTermsLanguage,
  context: TTermsContext,
): TRenderedTerms {
  const p = PHRASES[language];
  const m = context.money;
  const lines: string[] = [];
  let headline: string;
  switch (rule.kind) {
    case 'depositMatch':
      headline = p.depositMatch(rule.percent, m(rule.cap));
      lines.push(p.minDeposit(m(rule.minDeposit)));
      break;
    case 'fixedBonus':
      headline = p.fixedBonus(m(rule.amount));
      break;
    case 'freeSpins':
      headline = p.freeSpins(rule.spins, rule.gameCode, m(rule.stakePerSpin));
      lines.push(p.freeSpinsValue(m(rule.spins * rule.stakePerSpin)));
      break;
    case 'cashback':
      headline = p.cashback(rule.percent, rule.period, m(rule.cap));
      break;
    case 'raffle':
      headline = p.raffle(rule.winners, m(rule.prize));
      break;
    case 'applyForReview':
      headline = p.apply(m(rule.maxAmount));
      break;
  }
  lines.push(...termsLines(rule.terms, language, m));
  lines.push(p.claimLimit(context.claimLimit));
  lines.push(p.perMember(context.budgetPerMember === null ? null : m(context.budgetPerMember)));
  return { headline, lines };
}

function termsLines(
  terms: TBonusTerms,
  language: TTermsLanguage,
  m: (minor: number) => string,
): string[] {
  const p = PHRASES[language];
  const names = CATEGORY_NAMES[language];
  const sep = SEPARATOR[language];
  const conversion = terms.maxConversion;
  return [
    p.wagering(terms.wageringMultiple, terms.wageringBase),
    p.products(terms.products.map((c) => names[c] ?? c).join(sep)),
    p.contributions(
      terms.products.map((c) => `${names[c] ?? c} ${terms.contributions[c] ?? 0}%`).join(sep),
    ),
    p.maxBet(terms.maxBetWhileWagering === null ? null : m(terms.maxBetWhileWagering)),
    p.maxConversion(
      conversion === null
        ? null
        : conversion.kind === 'amount'
          ? m(conversion.amount)
          : p.conversionMultiple(conversion.multiple),
    ),
    p.claimWindow(terms.claimWindowHours),
    p.wagerWindow(terms.wagerWindowHours),
    p.drawOrder(terms.drawOrder),
    p.forfeit(terms.forfeitOnWithdrawal),
  ];
}
