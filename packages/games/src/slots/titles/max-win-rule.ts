import type { I18nText } from '../types';

/** A figure as the rules print it: grouped thousands, up to three decimals (7,528.125). */
export function formatMultiple(multiple: number): string {
  return multiple.toLocaleString('en-US', { maximumFractionDigits: 3 });
}

/**
 * The rules' max-win sentence, written from the title's `maxWinMultiple` (the PAR sheet's
 * round bound) so the text can never state another figure than the engine and the PAR sheet.
 */
export function maxWinRule(multiple: number): I18nText {
  const x = formatMultiple(multiple);
  return {
    en: `A round pays at most ${x} times the total bet (the highest the reels and paytable allow). Malfunction voids all pays and plays.`,
    zh: `每局最高赔付总投注的 ${x} 倍（轮带与赔付表所能达到的最高值）。故障时所有赔付和游戏均无效。`,
    th: `แต่ละรอบจ่ายสูงสุด ${x} เท่าของเดิมพันรวม (สูงสุดที่วงล้อและตารางจ่ายให้ได้) หากระบบขัดข้อง การเล่นและการจ่ายทั้งหมดเป็นโมฆะ`,
  };
}
