import { strips } from '../strips';
import type { SlotTitle } from '../types';
import { maxWinRule } from './max-win-rule';

/** The PAR sheet's round bound, × the total bet (`npm run rtp` fails unless it is exactly that). */
const MAX_WIN = 7528.125;

/**
 * Golden Dragon: 243 ways. Wilds appear on reels 2–4 only and carry ×2 or ×3: a way through
 * wilds is multiplied by the product of their multipliers. Three or more lantern scatters award
 * free spins on reels with more multiplier wilds (retriggerable up to 50 spins).
 */
export const goldenDragon: SlotTitle = {
  id: 'golden-dragon',
  name: { en: 'Golden Dragon', zh: '金龙献瑞', th: 'มังกรทองคำ' },
  theme: {
    en: 'Chinese prosperity: dragon, phoenix, tiger, koi and gold ingots',
    zh: '中国吉祥：金龙、凤凰、猛虎、锦鲤与金元宝',
    th: 'ความมั่งคั่งแบบจีน: มังกร หงส์ เสือ ปลาคาร์ป และก้อนทอง',
  },
  mode: 'ways',
  lines: [],
  betCredits: 80,
  betMultiples: [1, 2, 5, 10, 20, 50, 100],
  symbols: [
    {
      id: 'W2',
      kind: 'wild',
      pays: [],
      wildMultiplier: 2,
      name: { en: 'Pearl Wild ×2', zh: '龙珠百搭 ×2', th: 'ไข่มุกไวลด์ ×2' },
    },
    {
      id: 'W3',
      kind: 'wild',
      pays: [],
      wildMultiplier: 3,
      name: { en: 'Pearl Wild ×3', zh: '龙珠百搭 ×3', th: 'ไข่มุกไวลด์ ×3' },
    },
    {
      id: 'SC',
      kind: 'scatter',
      pays: [],
      name: { en: 'Red Lantern', zh: '红灯笼', th: 'โคมแดง' },
    },
    {
      id: 'DRAGON',
      kind: 'regular',
      pays: [0, 0, 0, 10, 40, 150],
      name: { en: 'Golden Dragon', zh: '金龙', th: 'มังกรทอง' },
    },
    {
      id: 'PHOENIX',
      kind: 'regular',
      pays: [0, 0, 0, 8, 30, 100],
      name: { en: 'Phoenix', zh: '凤凰', th: 'หงส์' },
    },
    {
      id: 'TIGER',
      kind: 'regular',
      pays: [0, 0, 0, 6, 20, 80],
      name: { en: 'Tiger', zh: '猛虎', th: 'เสือ' },
    },
    {
      id: 'KOI',
      kind: 'regular',
      pays: [0, 0, 0, 5, 15, 60],
      name: { en: 'Koi', zh: '锦鲤', th: 'ปลาคาร์ป' },
    },
    {
      id: 'INGOT',
      kind: 'regular',
      pays: [0, 0, 0, 4, 12, 50],
      name: { en: 'Gold Ingot', zh: '金元宝', th: 'ก้อนทอง' },
    },
    { id: 'A', kind: 'regular', pays: [0, 0, 0, 3, 8, 25], name: { en: 'A', zh: 'A', th: 'A' } },
    { id: 'K', kind: 'regular', pays: [0, 0, 0, 3, 8, 25], name: { en: 'K', zh: 'K', th: 'K' } },
    { id: 'Q', kind: 'regular', pays: [0, 0, 0, 2, 6, 20], name: { en: 'Q', zh: 'Q', th: 'Q' } },
    { id: 'J', kind: 'regular', pays: [0, 0, 0, 2, 5, 15], name: { en: 'J', zh: 'J', th: 'J' } },
    {
      id: 'TEN',
      kind: 'regular',
      pays: [0, 0, 0, 2, 5, 15],
      name: { en: '10', zh: '10', th: '10' },
    },
  ],
  reels: {
    base: strips(
      'SC INGOT J PHOENIX KOI K Q A J DRAGON INGOT TEN TIGER K KOI Q J A PHOENIX TEN INGOT Q J K DRAGON KOI Q TIGER A TEN',
      'SC W2 J PHOENIX A Q TEN KOI INGOT DRAGON K W3 TIGER A J Q W2 INGOT PHOENIX K TEN J KOI A DRAGON Q TEN TIGER INGOT K',
      'DRAGON INGOT TEN TIGER K J TEN W2 A PHOENIX INGOT SC KOI K Q DRAGON J A TIGER Q INGOT TEN W3 W2 PHOENIX K J KOI A Q',
      'PHOENIX A TEN KOI W3 DRAGON INGOT K Q TIGER A J W2 Q INGOT PHOENIX TEN K KOI J DRAGON A SC Q TIGER INGOT TEN W2 K J',
      'KOI Q DRAGON A TEN TIGER INGOT J K Q KOI PHOENIX A J TEN SC INGOT DRAGON K Q TIGER KOI A Q TEN J PHOENIX INGOT K J',
    ),
    free: strips(
      'INGOT PHOENIX A Q KOI J DRAGON TEN K TIGER A J INGOT Q PHOENIX K J KOI A DRAGON TEN Q SC TIGER K',
      'A TIGER Q W2 INGOT TEN PHOENIX SC K KOI J DRAGON A W2 TIGER Q W3 INGOT TEN PHOENIX K W3 KOI DRAGON J',
      'K KOI J DRAGON A W2 TIGER Q W3 INGOT TEN PHOENIX K W3 KOI J SC DRAGON A TIGER Q W2 INGOT PHOENIX TEN',
      'Q SC INGOT PHOENIX K TEN KOI J DRAGON A W2 TIGER Q W3 INGOT TEN PHOENIX K W3 KOI DRAGON J A TIGER W2',
      'DRAGON TEN Q TIGER K J INGOT A PHOENIX Q SC KOI K DRAGON TEN A TIGER Q J INGOT PHOENIX K J KOI A',
    ),
  },
  scatter: {
    pays: [0, 0, 0, 5, 20, 100],
    freeSpins: [0, 0, 0, 8, 10, 15],
    retrigger: [0, 0, 0, 5, 5, 5],
  },
  freeSpins: { winMultiplier: 1, maxSpins: 50 },
  maxWinMultiple: MAX_WIN,
  declared: { rtp: 0.9628706278, standardDeviation: 4.5295, hitFrequency: 0.4820188889 },
  rules: {
    howToPlay: {
      en: 'Choose a bet and spin. 243 ways: a symbol pays when it lands on adjacent reels from the first reel, in any row. Each combination pays per way (bet ÷ 80 credits); all ways are added.',
      zh: '选择投注后旋转。243 种赢法：符号从第一轴起在相邻轴的任意位置出现即赔付。每种赢法按每注（总投注 ÷ 80）计算，所有赢法相加。',
      th: 'เลือกเดิมพันแล้วหมุน 243 วิธีชนะ: สัญลักษณ์จ่ายเมื่อปรากฏบนวงล้อติดกันเริ่มจากวงล้อแรก แถวใดก็ได้ จ่ายต่อวิธี (เดิมพัน ÷ 80 เครดิต) และรวมทุกวิธี',
    },
    wild: {
      en: 'Pearl Wilds land on reels 2, 3 and 4 only and substitute for every symbol except the Red Lantern.',
      zh: '龙珠百搭只出现在第 2、3、4 轴，可替代除红灯笼外的所有符号。',
      th: 'ไข่มุกไวลด์ปรากฏเฉพาะวงล้อ 2, 3 และ 4 และแทนทุกสัญลักษณ์ยกเว้นโคมแดง',
    },
    feature: {
      en: 'Wild Multipliers: each Pearl Wild carries ×2 or ×3; a way through several wilds is multiplied by all of them (up to ×27).',
      zh: '百搭倍数：每个龙珠百搭带 ×2 或 ×3；经过多个百搭的赢法乘以所有倍数（最高 ×27）。',
      th: 'ตัวคูณไวลด์: ไข่มุกไวลด์แต่ละตัวมี ×2 หรือ ×3 วิธีชนะที่ผ่านไวลด์หลายตัวจะคูณด้วยทุกตัว (สูงสุด ×27)',
    },
    scatter: {
      en: 'Red Lanterns pay anywhere: 3, 4 or 5 pay 5, 20 or 100 times the total bet.',
      zh: '红灯笼出现在任意位置即赔付：3、4、5 个分别赔总投注的 5、20、100 倍。',
      th: 'โคมแดงจ่ายทุกตำแหน่ง: 3, 4 หรือ 5 ดวงจ่าย 5, 20 หรือ 100 เท่าของเดิมพันรวม',
    },
    freeSpins: {
      en: '3, 4 or 5 Red Lanterns award 8, 10 or 15 free spins on reels richer in multiplier wilds; 3 or more during free spins add 5 more, up to 50 in total.',
      zh: '3、4、5 个红灯笼分别赢得 8、10、15 次免费旋转，免费旋转的轴带有更多倍数百搭；免费旋转中再出现 3 个或以上加 5 次，最多共 50 次。',
      th: 'โคมแดง 3, 4 หรือ 5 ดวงให้ฟรีสปิน 8, 10 หรือ 15 ครั้งบนวงล้อที่มีไวลด์ตัวคูณมากขึ้น ระหว่างฟรีสปินได้ 3 ดวงขึ้นไปรับเพิ่ม 5 ครั้ง รวมสูงสุด 50 ครั้ง',
    },
    maxWin: maxWinRule(MAX_WIN),
    rtp: {
      en: 'Theoretical return to player: 96.29 %, computed exactly from the reel strips and paytable.',
      zh: '理论返还率：96.29 %，由轮带与赔付表精确计算得出。',
      th: 'อัตราการคืนเงินตามทฤษฎี: 96.29 % คำนวณอย่างแม่นยำจากแถบวงล้อและตารางจ่าย',
    },
  },
};
