import { strips } from '../strips';
import type { SlotTitle } from '../types';
import { maxWinRule } from './max-win-rule';

/** The PAR sheet's round bound, × the total bet (`npm run rtp` fails unless it is exactly that). */
const MAX_WIN = 5959.9;

/**
 * Siam Treasures: 243 ways with cascading wins. Winning symbols vanish, the rest fall, new ones
 * drop in from the reel strip, and each cascade of a spin raises the multiplier (×1, ×2, ×3, ×5 in
 * the base game; ×2, ×4, ×6, ×10 in free spins). The golden-elephant wild lands on reels 2–5.
 */
export const siamTreasures: SlotTitle = {
  id: 'siam-treasures',
  name: { en: 'Siam Treasures', zh: '暹罗珍宝', th: 'สมบัติสยาม' },
  theme: {
    en: 'Thai temple treasures: naga, garuda, kinnaree, lotus and royal gems',
    zh: '泰国寺庙珍宝：那伽、迦楼罗、紧那罗、莲花与皇家宝石',
    th: 'สมบัติวัดไทย: พญานาค ครุฑ กินรี ดอกบัว และอัญมณีหลวง',
  },
  mode: 'ways',
  lines: [],
  betCredits: 40,
  betMultiples: [1, 2, 5, 10, 20, 50, 100],
  symbols: [
    { id: 'W', kind: 'wild', pays: [], name: { en: 'Golden Elephant', zh: '金象', th: 'ช้างทอง' } },
    { id: 'SC', kind: 'scatter', pays: [], name: { en: 'Golden Temple', zh: '金寺', th: 'วัดทอง' } },
    {
      id: 'NAGA',
      kind: 'regular',
      pays: [0, 0, 0, 5, 20, 60],
      name: { en: 'Naga', zh: '那伽', th: 'พญานาค' },
    },
    {
      id: 'GARUDA',
      kind: 'regular',
      pays: [0, 0, 0, 4, 15, 50],
      name: { en: 'Garuda', zh: '迦楼罗', th: 'ครุฑ' },
    },
    {
      id: 'KINNAREE',
      kind: 'regular',
      pays: [0, 0, 0, 3, 10, 40],
      name: { en: 'Kinnaree', zh: '紧那罗', th: 'กินรี' },
    },
    {
      id: 'LOTUS',
      kind: 'regular',
      pays: [0, 0, 0, 2, 8, 25],
      name: { en: 'Lotus', zh: '莲花', th: 'ดอกบัว' },
    },
    {
      id: 'RUBY',
      kind: 'regular',
      pays: [0, 0, 0, 1, 4, 12],
      name: { en: 'Ruby', zh: '红宝石', th: 'ทับทิม' },
    },
    {
      id: 'EMERALD',
      kind: 'regular',
      pays: [0, 0, 0, 1, 4, 12],
      name: { en: 'Emerald', zh: '祖母绿', th: 'มรกต' },
    },
    {
      id: 'SAPPHIRE',
      kind: 'regular',
      pays: [0, 0, 0, 1, 2, 10],
      name: { en: 'Sapphire', zh: '蓝宝石', th: 'ไพลิน' },
    },
    {
      id: 'TOPAZ',
      kind: 'regular',
      pays: [0, 0, 0, 1, 2, 10],
      name: { en: 'Topaz', zh: '黄玉', th: 'บุษราคัม' },
    },
  ],
  reels: {
    base: strips(
      'SC RUBY SAPPHIRE GARUDA LOTUS EMERALD TOPAZ RUBY NAGA SAPPHIRE TOPAZ KINNAREE LOTUS RUBY EMERALD SAPPHIRE GARUDA EMERALD TOPAZ TOPAZ RUBY NAGA LOTUS SAPPHIRE KINNAREE EMERALD',
      'SC SAPPHIRE EMERALD GARUDA LOTUS RUBY TOPAZ TOPAZ NAGA W SAPPHIRE KINNAREE LOTUS RUBY EMERALD EMERALD GARUDA RUBY SAPPHIRE TOPAZ TOPAZ NAGA LOTUS EMERALD KINNAREE RUBY',
      'NAGA RUBY TOPAZ KINNAREE SAPPHIRE EMERALD TOPAZ LOTUS GARUDA SC RUBY EMERALD SAPPHIRE NAGA RUBY TOPAZ KINNAREE LOTUS EMERALD W RUBY GARUDA SAPPHIRE TOPAZ LOTUS EMERALD',
      'GARUDA EMERALD LOTUS W NAGA RUBY TOPAZ SAPPHIRE KINNAREE RUBY LOTUS EMERALD TOPAZ GARUDA EMERALD TOPAZ SAPPHIRE NAGA RUBY SC LOTUS KINNAREE RUBY EMERALD SAPPHIRE TOPAZ',
      'KINNAREE TOPAZ SAPPHIRE SC GARUDA LOTUS RUBY EMERALD TOPAZ NAGA SAPPHIRE EMERALD RUBY W KINNAREE LOTUS EMERALD GARUDA RUBY SAPPHIRE TOPAZ TOPAZ NAGA LOTUS EMERALD RUBY',
    ),
    free: strips(
      'RUBY GARUDA LOTUS SAPPHIRE EMERALD NAGA TOPAZ RUBY KINNAREE SAPPHIRE LOTUS EMERALD GARUDA TOPAZ RUBY TOPAZ NAGA LOTUS SAPPHIRE KINNAREE SC EMERALD',
      'RUBY GARUDA SAPPHIRE TOPAZ LOTUS NAGA W RUBY KINNAREE EMERALD SAPPHIRE EMERALD GARUDA TOPAZ RUBY LOTUS NAGA SAPPHIRE TOPAZ KINNAREE SC EMERALD',
      'EMERALD KINNAREE RUBY TOPAZ SAPPHIRE GARUDA SC EMERALD LOTUS TOPAZ NAGA RUBY KINNAREE SAPPHIRE W EMERALD GARUDA RUBY TOPAZ LOTUS SAPPHIRE NAGA',
      'SAPPHIRE W LOTUS NAGA EMERALD KINNAREE RUBY SAPPHIRE TOPAZ TOPAZ GARUDA EMERALD LOTUS RUBY SC NAGA KINNAREE EMERALD SAPPHIRE TOPAZ RUBY GARUDA',
      'TOPAZ SC RUBY GARUDA SAPPHIRE LOTUS EMERALD NAGA RUBY W KINNAREE SAPPHIRE EMERALD TOPAZ GARUDA RUBY LOTUS SAPPHIRE NAGA TOPAZ EMERALD KINNAREE',
    ),
  },
  scatter: {
    pays: [0, 0, 0, 1, 10, 50],
    freeSpins: [0, 0, 0, 8, 10, 12],
    retrigger: [0, 0, 0, 4, 4, 4],
  },
  freeSpins: { winMultiplier: 1, maxSpins: 40 },
  cascade: { baseLadder: [1, 2, 3, 5], freeLadder: [2, 4, 6, 10], maxSteps: 100 },
  maxWinMultiple: MAX_WIN,
  declared: { rtp: 0.9627856472, standardDeviation: 4.498, hitFrequency: 0.4676789961 },
  rules: {
    howToPlay: {
      en: 'Choose a bet and spin. 243 ways: a symbol pays when it lands on adjacent reels from the first reel, in any row. Each combination pays per way (bet ÷ 40 credits); all ways are added.',
      zh: '选择投注后旋转。243 种赢法：符号从第一轴起在相邻轴的任意位置出现即赔付。每种赢法按每注（总投注 ÷ 40）计算，所有赢法相加。',
      th: 'เลือกเดิมพันแล้วหมุน 243 วิธีชนะ: สัญลักษณ์จ่ายเมื่อปรากฏบนวงล้อติดกันเริ่มจากวงล้อแรก แถวใดก็ได้ จ่ายต่อวิธี (เดิมพัน ÷ 40 เครดิต) และรวมทุกวิธี',
    },
    wild: {
      en: 'The Golden Elephant lands on reels 2 to 5 and substitutes for every symbol except the Golden Temple.',
      zh: '金象出现在第 2 至 5 轴，可替代除金寺外的所有符号。',
      th: 'ช้างทองปรากฏบนวงล้อ 2 ถึง 5 และแทนทุกสัญลักษณ์ยกเว้นวัดทอง',
    },
    feature: {
      en: 'Tumbling Treasures: winning symbols vanish, the others fall and new symbols drop in from the reel. Every tumble of a spin raises the multiplier: ×1, ×2, ×3, then ×5 (free spins: ×2, ×4, ×6, then ×10).',
      zh: '珍宝连消：中奖符号消除，其余符号下落，新符号从轴上落下。同一次旋转中每次连消提升倍数：×1、×2、×3，之后 ×5（免费旋转：×2、×4、×6，之后 ×10）。',
      th: 'สมบัติร่วงหล่น: สัญลักษณ์ที่ชนะจะหายไป ที่เหลือร่วงลงและสัญลักษณ์ใหม่หล่นจากวงล้อ ทุกการร่วงในสปินเดียวกันเพิ่มตัวคูณ: ×1, ×2, ×3 แล้ว ×5 (ฟรีสปิน: ×2, ×4, ×6 แล้ว ×10)',
    },
    scatter: {
      en: 'Golden Temples on the first screen of a spin pay anywhere: 3, 4 or 5 pay 1, 10 or 50 times the total bet.',
      zh: '旋转首个画面上的金寺在任意位置即赔付：3、4、5 个分别赔总投注的 1、10、50 倍。',
      th: 'วัดทองบนหน้าจอแรกของสปินจ่ายทุกตำแหน่ง: 3, 4 หรือ 5 วัดจ่าย 1, 10 หรือ 50 เท่าของเดิมพันรวม',
    },
    freeSpins: {
      en: '3, 4 or 5 Golden Temples award 8, 10 or 12 free spins with the higher multiplier ladder; 3 or more during free spins add 4 more, up to 40 in total.',
      zh: '3、4、5 个金寺分别赢得 8、10、12 次免费旋转，使用更高的倍数阶梯；免费旋转中再出现 3 个或以上加 4 次，最多共 40 次。',
      th: 'วัดทอง 3, 4 หรือ 5 วัดให้ฟรีสปิน 8, 10 หรือ 12 ครั้งพร้อมตัวคูณที่สูงขึ้น ระหว่างฟรีสปินได้ 3 วัดขึ้นไปรับเพิ่ม 4 ครั้ง รวมสูงสุด 40 ครั้ง',
    },
    maxWin: maxWinRule(MAX_WIN),
    rtp: {
      en: 'Theoretical return to player: 96.28 %, computed exactly from the reel strips and paytable, tumbles included.',
      zh: '理论返还率：96.28 %，由轮带与赔付表精确计算得出（含连消）。',
      th: 'อัตราการคืนเงินตามทฤษฎี: 96.28 % คำนวณอย่างแม่นยำจากแถบวงล้อและตารางจ่าย รวมการร่วงหล่น',
    },
  },
};
