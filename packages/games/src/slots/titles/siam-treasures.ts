import { strips } from '../strips';
import type { SlotTitle } from '../types';

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
  maxWinMultiple: 6000,
  declared: { rtp: 0.9627856472, standardDeviation: 4.498, hitFrequency: 0.4676789961 },
  rules: {},
};
