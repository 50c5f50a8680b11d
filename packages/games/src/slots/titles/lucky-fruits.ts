import { strips } from '../strips';
import type { SlotTitle } from '../types';
import { maxWinRule } from './max-win-rule';

/** The PAR sheet's round bound, × the total bet (`npm run rtp` fails unless it is exactly that). */
const MAX_WIN = 12227.5;

/** The 20 paylines (row per reel: 0 top, 1 middle, 2 bottom), shown in the info screen. */
export const TWENTY_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 0, 0],
  [2, 2, 1, 2, 2],
  [1, 2, 2, 2, 1],
  [1, 0, 0, 0, 1],
  [1, 0, 1, 0, 1],
  [1, 2, 1, 2, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

/**
 * Lucky Fruits: the classic fruit machine. 20 lines, a wild that pays on its own, scatter pays,
 * and 10 free spins where every win is tripled (retriggerable up to 50 spins).
 */
export const luckyFruits: SlotTitle = {
  id: 'lucky-fruits',
  name: { en: 'Lucky Fruits', zh: '幸运水果', th: 'ผลไม้นำโชค' },
  theme: {
    en: 'Classic fruit machine: sevens, bars, bells and fresh fruit',
    zh: '经典水果机：七、BAR、铃铛与新鲜水果',
    th: 'สล็อตผลไม้คลาสสิก: เลขเจ็ด บาร์ ระฆัง และผลไม้สด',
  },
  mode: 'lines',
  lines: TWENTY_LINES,
  betCredits: 20,
  betMultiples: [1, 2, 5, 10, 20, 50, 100],
  symbols: [
    {
      id: 'W',
      kind: 'wild',
      pays: [0, 0, 0, 50, 200, 1000],
      name: { en: 'Star Wild', zh: '星星百搭', th: 'ดาวไวลด์' },
    },
    {
      id: 'SC',
      kind: 'scatter',
      pays: [],
      name: { en: 'Lucky Coin', zh: '幸运金币', th: 'เหรียญนำโชค' },
    },
    {
      id: 'SEVEN',
      kind: 'regular',
      pays: [0, 0, 0, 25, 100, 500],
      name: { en: 'Red Seven', zh: '红七', th: 'เลขเจ็ดแดง' },
    },
    {
      id: 'BAR',
      kind: 'regular',
      pays: [0, 0, 0, 20, 60, 300],
      name: { en: 'Bar', zh: 'BAR', th: 'บาร์' },
    },
    {
      id: 'BELL',
      kind: 'regular',
      pays: [0, 0, 0, 15, 40, 200],
      name: { en: 'Bell', zh: '铃铛', th: 'ระฆัง' },
    },
    {
      id: 'MELON',
      kind: 'regular',
      pays: [0, 0, 0, 10, 30, 150],
      name: { en: 'Watermelon', zh: '西瓜', th: 'แตงโม' },
    },
    {
      id: 'GRAPE',
      kind: 'regular',
      pays: [0, 0, 0, 8, 25, 100],
      name: { en: 'Grapes', zh: '葡萄', th: 'องุ่น' },
    },
    {
      id: 'ORANGE',
      kind: 'regular',
      pays: [0, 0, 0, 6, 15, 50],
      name: { en: 'Orange', zh: '橙子', th: 'ส้ม' },
    },
    {
      id: 'LEMON',
      kind: 'regular',
      pays: [0, 0, 0, 5, 15, 50],
      name: { en: 'Lemon', zh: '柠檬', th: 'มะนาว' },
    },
    {
      id: 'CHERRY',
      kind: 'regular',
      pays: [0, 0, 1, 4, 10, 40],
      name: { en: 'Cherries', zh: '樱桃', th: 'เชอร์รี่' },
    },
  ],
  reels: {
    base: strips(
      'SC MELON ORANGE W BELL GRAPE LEMON CHERRY CHERRY ORANGE MELON LEMON BAR GRAPE BELL CHERRY CHERRY ORANGE SEVEN W MELON GRAPE LEMON LEMON BELL ORANGE CHERRY BAR GRAPE LEMON',
      'SEVEN GRAPE LEMON BAR MELON ORANGE CHERRY LEMON BELL W GRAPE SC ORANGE LEMON MELON GRAPE CHERRY CHERRY BAR BELL ORANGE LEMON CHERRY GRAPE W MELON LEMON ORANGE BELL CHERRY',
      'W ORANGE BELL GRAPE LEMON CHERRY CHERRY CHERRY MELON BAR ORANGE SEVEN BELL GRAPE LEMON W ORANGE LEMON MELON GRAPE CHERRY CHERRY SC BELL BAR ORANGE GRAPE LEMON MELON LEMON',
      'BAR LEMON MELON ORANGE SC W BELL GRAPE LEMON CHERRY CHERRY ORANGE MELON GRAPE LEMON BAR BELL CHERRY ORANGE LEMON W GRAPE SEVEN MELON LEMON CHERRY BELL ORANGE GRAPE CHERRY',
      'BELL GRAPE LEMON CHERRY SEVEN BAR MELON ORANGE LEMON GRAPE BELL W CHERRY ORANGE LEMON SC MELON GRAPE CHERRY CHERRY BAR BELL ORANGE LEMON GRAPE CHERRY W MELON ORANGE LEMON',
    ),
    free: strips(
      'MELON ORANGE W BELL CHERRY GRAPE LEMON CHERRY ORANGE MELON BAR CHERRY BELL LEMON SEVEN GRAPE W ORANGE MELON LEMON CHERRY CHERRY BELL ORANGE BAR SC GRAPE LEMON',
      'GRAPE LEMON BAR MELON ORANGE CHERRY CHERRY W SC BELL GRAPE ORANGE MELON LEMON CHERRY LEMON BAR BELL GRAPE ORANGE CHERRY W MELON LEMON CHERRY SEVEN BELL ORANGE',
      'ORANGE BELL CHERRY GRAPE LEMON CHERRY CHERRY BAR SEVEN MELON BELL ORANGE W GRAPE ORANGE LEMON MELON CHERRY SC LEMON BELL BAR GRAPE ORANGE CHERRY MELON W LEMON',
      'LEMON SC MELON ORANGE W BELL CHERRY GRAPE LEMON ORANGE MELON CHERRY BAR CHERRY BELL LEMON GRAPE ORANGE SEVEN W MELON LEMON CHERRY BELL ORANGE GRAPE BAR CHERRY',
      'CHERRY SEVEN GRAPE LEMON BAR MELON ORANGE CHERRY BELL W GRAPE LEMON SC ORANGE MELON CHERRY LEMON BELL BAR ORANGE GRAPE CHERRY CHERRY W MELON LEMON ORANGE BELL',
    ),
  },
  scatter: {
    pays: [0, 0, 0, 3, 10, 50],
    freeSpins: [0, 0, 0, 10, 10, 10],
    retrigger: [0, 0, 0, 10, 10, 10],
  },
  freeSpins: { winMultiplier: 3, maxSpins: 50 },
  maxWinMultiple: MAX_WIN,
  declared: { rtp: 0.9645388204, standardDeviation: 3.6832, hitFrequency: 0.6214218519 },
  rules: {
    howToPlay: {
      en: 'Choose a bet and spin. Wins pay on 20 fixed lines, left to right from the first reel; only the highest win per line pays. Line pays are per line credit (bet ÷ 20).',
      zh: '选择投注后旋转。20 条固定赔付线，从第一轴起由左至右计算；每条线只支付最高奖金。线奖按每线投注（总投注 ÷ 20）计算。',
      th: 'เลือกเดิมพันแล้วหมุน รางวัลจ่ายบน 20 ไลน์คงที่ จากซ้ายไปขวาเริ่มที่วงล้อแรก แต่ละไลน์จ่ายเฉพาะรางวัลสูงสุด อัตราจ่ายต่อเครดิตไลน์ (เดิมพัน ÷ 20)',
    },
    wild: {
      en: 'The Star Wild substitutes for every symbol except the Lucky Coin and pays on its own: 3, 4 or 5 pay 50, 200 or 1,000 line credits.',
      zh: '星星百搭可替代除幸运金币外的所有符号，本身也可赔付：3、4、5 个分别赔 50、200、1,000 倍线投注。',
      th: 'ดาวไวลด์แทนทุกสัญลักษณ์ยกเว้นเหรียญนำโชค และจ่ายเองได้: 3, 4 หรือ 5 ตัวจ่าย 50, 200 หรือ 1,000 เท่าของเดิมพันต่อไลน์',
    },
    scatter: {
      en: 'Lucky Coins pay anywhere: 3, 4 or 5 pay 3, 10 or 50 times the total bet.',
      zh: '幸运金币出现在任意位置即赔付：3、4、5 个分别赔总投注的 3、10、50 倍。',
      th: 'เหรียญนำโชคจ่ายทุกตำแหน่ง: 3, 4 หรือ 5 เหรียญจ่าย 3, 10 หรือ 50 เท่าของเดิมพันรวม',
    },
    freeSpins: {
      en: '3 or more Lucky Coins award 10 free spins played at the triggering bet; 3 or more during free spins add 10 more, up to 50 in total.',
      zh: '3 个或以上幸运金币赢得 10 次免费旋转（按触发时的投注）；免费旋转中再出现 3 个或以上可再加 10 次，最多共 50 次。',
      th: 'เหรียญนำโชค 3 เหรียญขึ้นไปให้ฟรีสปิน 10 ครั้งที่เดิมพันเดิม ระหว่างฟรีสปินได้ 3 เหรียญขึ้นไปรับเพิ่มอีก 10 ครั้ง รวมสูงสุด 50 ครั้ง',
    },
    feature: {
      en: 'Triple Fruit: every win during free spins, scatter pays included, is multiplied by 3.',
      zh: '三倍水果：免费旋转中的所有奖金（含分散奖）乘以 3。',
      th: 'ผลไม้สามเท่า: ทุกรางวัลระหว่างฟรีสปิน รวมรางวัลสแกตเตอร์ คูณ 3',
    },
    maxWin: maxWinRule(MAX_WIN),
    rtp: {
      en: 'Theoretical return to player: 96.45 %, computed exactly from the reel strips and paytable.',
      zh: '理论返还率：96.45 %，由轮带与赔付表精确计算得出。',
      th: 'อัตราการคืนเงินตามทฤษฎี: 96.45 % คำนวณอย่างแม่นยำจากแถบวงล้อและตารางจ่าย',
    },
  },
};
