/*
 * What a game's picture is about. The theme comes from words in any of its names (English, Thai,
 * Chinese), so "Dragon Fortune", "มังกรแห่งโชค" and "龙之财富" all draw a dragon; a game whose names
 * say nothing drawable falls back to its category and, for slots, to a hash of its code.
 */
import { hash32 } from './random.js';

export type ThemeId =
  | 'dragon'
  | 'tiger'
  | 'lion'
  | 'panda'
  | 'ox'
  | 'fox'
  | 'bird'
  | 'fish'
  | 'rooster'
  | 'cards'
  | 'mahjong'
  | 'roulette'
  | 'dice'
  | 'lottery'
  | 'plinko'
  | 'seven'
  | 'coins'
  | 'gem'
  | 'crown'
  | 'fruit'
  | 'candy'
  | 'clover'
  | 'temple'
  | 'lotus'
  | 'egypt'
  | 'ship'
  | 'bamboo'
  | 'lantern'
  | 'celestial'
  | 'sun'
  | 'flame'
  | 'snow'
  | 'lightning'
  | 'magic'
  | 'rocket'
  | 'swords'
  | 'football'
  | 'basketball'
  | 'tennis'
  | 'boxing'
  | 'esports';

/** How a motif may be posed: tilted and mirrored, only tilted, or kept upright (buildings, digits). */
export type Pose = 'free' | 'tilt' | 'upright';

export interface Theme {
  id: ThemeId;
  /** Background hues a game of this theme picks from (degrees). */
  backgrounds: readonly number[];
  /** The motif's own hues; a name's colour word ("Golden", "Jade") overrides them. */
  hues: readonly number[];
  /** The second colour of the motif (a dragon's pearl, a temple's roofs). */
  accent: number;
  /**
   * Which colour words recolour the motif: any, only metals (a golden or silver tiger, never a
   * purple one), or none (cards, a panda, a football keep their colours; the word tints the
   * background instead).
   */
  tints: 'any' | 'metal' | 'none';
  pose: Pose;
}

type Words = readonly string[];

const theme = (
  id: ThemeId,
  backgrounds: readonly number[],
  hues: readonly number[],
  accent: number,
  pose: Pose = 'free',
  tints: Theme['tints'] = 'any',
): Theme => ({ id, backgrounds, hues, accent, pose, tints });

export const THEMES: Record<ThemeId, Theme> = {
  dragon: theme('dragon', [350, 8, 222, 160], [45, 140, 2, 28], 45),
  tiger: theme('tiger', [18, 350, 140, 212], [30], 48, 'free', 'metal'),
  lion: theme('lion', [2, 28, 268], [40], 22, 'free', 'metal'),
  panda: theme('panda', [110, 138, 168], [0], 100, 'free', 'none'),
  ox: theme('ox', [0, 14, 350, 38], [24, 36], 45, 'free', 'metal'),
  fox: theme('fox', [262, 232, 330], [22, 12], 200, 'free', 'metal'),
  bird: theme('bird', [350, 20, 268, 200], [14, 34, 0], 48, 'free', 'metal'),
  fish: theme('fish', [196, 210, 182, 228], [20, 36, 0, 50], 190),
  rooster: theme('rooster', [30, 0, 200], [16, 2], 140, 'free', 'metal'),
  cards: theme('cards', [150, 140, 350, 222], [0], 45, 'free', 'none'),
  mahjong: theme('mahjong', [150, 162, 2], [0], 140, 'tilt', 'none'),
  roulette: theme('roulette', [150, 350, 262], [32], 45, 'tilt', 'none'),
  dice: theme('dice', [350, 0, 222, 268], [0, 45, 205], 0),
  lottery: theme('lottery', [222, 262, 200, 338], [0], 45, 'upright', 'none'),
  plinko: theme('plinko', [262, 290, 222], [300, 180], 50, 'upright'),
  seven: theme('seven', [350, 268, 222, 30], [0, 45], 45, 'tilt'),
  coins: theme('coins', [350, 0, 10, 268], [44], 0, 'tilt', 'none'),
  gem: theme('gem', [270, 250, 290, 200], [290, 200, 340, 150], 50),
  crown: theme('crown', [270, 282, 350, 232], [44], 340, 'tilt'),
  fruit: theme('fruit', [330, 92, 200, 280], [0], 120, 'free', 'none'),
  candy: theme('candy', [320, 290, 190, 340], [330, 190, 50, 280], 330),
  clover: theme('clover', [130, 150, 100], [120], 45),
  temple: theme('temple', [262, 200, 340, 22], [44], 10, 'upright'),
  lotus: theme('lotus', [180, 200, 270, 160], [330, 300], 140, 'upright'),
  egypt: theme('egypt', [222, 232, 30, 262], [40], 200, 'upright'),
  ship: theme('ship', [210, 200, 30, 222], [26], 205, 'tilt'),
  bamboo: theme('bamboo', [120, 150, 90], [100], 45, 'tilt'),
  lantern: theme('lantern', [350, 0, 222, 268], [2, 10], 45, 'upright'),
  celestial: theme('celestial', [240, 260, 222, 280], [48, 200], 280),
  sun: theme('sun', [20, 30, 350, 200], [44], 20),
  flame: theme('flame', [10, 350, 268, 0], [26, 12], 50, 'tilt'),
  snow: theme('snow', [210, 200, 222, 190], [195], 200),
  lightning: theme('lightning', [232, 250, 262, 210], [50], 200, 'tilt'),
  magic: theme('magic', [270, 282, 250, 300], [280, 200, 320], 50, 'tilt'),
  rocket: theme('rocket', [232, 250, 262, 210], [2, 205, 340], 30, 'upright'),
  swords: theme('swords', [0, 350, 222, 30], [210], 45, 'tilt'),
  football: theme('football', [120, 140, 210], [0], 120, 'free', 'none'),
  basketball: theme('basketball', [20, 222, 262], [0], 20, 'free', 'none'),
  tennis: theme('tennis', [200, 140, 20], [0], 70, 'free', 'none'),
  boxing: theme('boxing', [0, 222, 350], [0, 210], 45),
  esports: theme('esports', [270, 250, 290, 200], [280, 190, 320], 190, 'tilt'),
};

/*
 * Words per theme, strongest first: the first theme with a word in a name wins, so a card game
 * called "Lightning Baccarat" draws cards and "Thai Government Lottery" draws lottery balls.
 * Latin words match whole words; Thai and Chinese (no spaces between words) match anywhere.
 */
// prettier-ignore
const STRONG: readonly (readonly [ThemeId, Words])[] = [
  ['esports', ['esports', 'e-sports', 'legends', 'dota', 'counter-strike', 'valorant', 'honor of kings', 'อีสปอร์ต', 'เลเจนด์', 'โดต้า', 'วาโลแรนต์', 'เคาน์เตอร์สไตรค์', 'ออเนอร์ออฟคิงส์', '电竞', '英雄联盟', '刀塔', '反恐精英', '无畏契约', '无尽对决', '王者荣耀']],
  ['lottery', ['lottery', 'lotto', 'keno', 'bingo', 'pk10', 'racing', 'yiki', 'หวย', 'ลอตเตอรี่', 'คีโน', 'บิงโก', 'แข่งรถ', '彩', '基诺', '宾果', '赛车']],
  ['boxing', ['muay thai', 'boxing', 'มวย', '泰拳', '拳击']],
  ['basketball', ['basketball', 'บาสเกตบอล', '篮球']],
  ['tennis', ['tennis', 'เทนนิส', '网球']],
  ['football', ['football', 'soccer', 'sportsbook', 'sports', 'ฟุตบอล', 'กีฬา', '足球', '体育']],
  ['mahjong', ['mahjong', 'ไพ่นกกระจอก', 'มาจอง', '麻将']],
  ['cards', ['card', 'cards', 'poker', 'baccarat', 'blackjack', "hold'em", 'holdem', 'teen patti', 'pok deng', 'bull bull', 'niuniu', 'hi-lo', 'บาคาร่า', 'แบล็คแจ็ค', 'โป๊กเกอร์', 'โฮลเด็ม', 'ทีนปัตตี', 'ป๊อกเด้ง', 'วัวกระทิง', '扑克', '百家乐', '二十一点', '德州', '炸金花', '博丁', '牛牛', '猜大小']],
  ['roulette', ['roulette', 'wheel', 'รูเล็ต', 'วงล้อ', '轮盘', '幸运轮']],
  ['dice', ['dice', 'sic bo', 'sicbo', 'fast 3', 'ลูกเต๋า', 'ไฮโล', '骰', '快三']],
  ['plinko', ['plinko', 'pachinko', 'พลินโก', '弹珠']],
  ['rocket', ['crash', 'aviator', 'limbo', 'rocket', 'แครช', 'นักบิน', 'ลิมโบ้', 'จรวด', '爆点', '飞行员', '火箭']],
  ['rooster', ['cockfight', 'cockpit', 'cock', 'rooster', 'sabong', 'derby', 'ไก่', '斗鸡', '公鸡']],
  ['dragon', ['dragon', 'dragons', 'naga', 'มังกร', 'พญานาค', 'นาค', '龙', '龍', '那伽']],
  ['tiger', ['tiger', 'tigers', 'เสือ', '虎']],
  ['lion', ['lion', 'lions', 'สิงโต', '狮']],
  ['panda', ['panda', 'pandas', 'แพนด้า', '熊猫']],
  ['swords', ['samurai', 'ninja', 'viking', 'vikings', 'cowboy', 'warrior', 'knight', 'gladiator', 'ซามูไร', 'นินจา', 'ไวกิ้ง', 'คาวบอย', 'นักรบ', '武士', '忍者', '维京', '牛仔', '战士', '骑士']],
  ['ox', ['ox', 'buffalo', 'bull', 'cow', 'วัว', 'ควาย', 'กระทิง', '牛']],
  ['fox', ['fox', 'kitsune', 'wolf', 'wolves', 'จิ้งจอก', 'หมาป่า', '狐', '狼']],
  ['bird', ['phoenix', 'eagle', 'garuda', 'bird', 'birds', 'หงส์', 'อินทรี', 'ครุฑ', 'นก', '凤', '鹰', '迦楼罗', '鸟']],
  ['fish', ['fish', 'fishing', 'koi', 'shark', 'mermaid', 'ocean', 'sea', 'ปลา', 'นางเงือก', 'มหาสมุทร', 'ทะเล', 'ฉลาม', '鱼', '鲤', '海洋', '鲨']],
  ['egypt', ['pharaoh', 'egypt', 'mummy', 'cleopatra', 'pyramid', 'pyramids', 'ฟาโรห์', 'อียิปต์', 'มัมมี่', 'คลีโอพัตรา', 'พีระมิด', '法老', '埃及', '木乃伊', '金字塔']],
  ['ship', ['pirate', 'pirates', 'ship', 'treasure ship', 'โจรสลัด', 'เรือสมบัติ', 'เรือใบ', 'เรือโจร', '海盗', '船']],
  ['temple', ['temple', 'thai', 'siam', 'elephant', 'wat', 'วิหาร', 'วัด', 'ไทย', 'สยาม', 'ช้าง', '神殿', '寺', '泰', '象']],
  ['lotus', ['lotus', 'goddess', 'ดอกบัว', 'บัว', 'เทพธิดา', '莲', '女神']],
  ['lantern', ['lantern', 'lanterns', 'โคม', '灯笼']],
  ['bamboo', ['bamboo', 'jungle', 'forest', 'ไผ่', 'ป่าดงดิบ', '竹', '丛林']],
  ['gem', ['gem', 'gems', 'jewel', 'jewels', 'ruby', 'emerald', 'sapphire', 'mines', 'ทับทิม', 'อัญมณี', 'มรกต', 'ไมน์', 'เหมือง', '宝石', '红宝石', '扫雷']],
  ['magic', ['wizard', 'genie', 'unicorn', 'magic', 'witch', 'พ่อมด', 'จีนี่', 'ยูนิคอร์น', 'เวทมนตร์', '巫师', '神灯', '独角兽', '魔法']],
  ['lightning', ['zeus', 'thunder', 'lightning', 'storm', 'ซุส', 'สายฟ้า', '宙斯', '雷', '闪电']],
  ['crown', ['queen', 'king', 'emperor', 'crown', 'ราชินี', 'จักรพรรดิ', 'ราชา', '美猴王', 'กษัตริย์', 'มงกุฎ', '女王', '皇帝', '国王', '王冠']],
  ['celestial', ['moon', 'star', 'stars', 'galaxy', 'space', 'night', 'พระจันทร์', 'จันทร์', 'ดวงดาว', 'ดาว', '月', '星']],
  ['sun', ['sun', 'sunrise', 'ดวงอาทิตย์', 'ตะวัน', '太阳']],
  ['fruit', ['fruit', 'fruits', 'cherry', 'cherries', 'melon', 'lemon', 'grape', 'ผลไม้', 'เชอร์รี่', 'แตงโม', '水果', '樱桃', '西瓜']],
  ['candy', ['candy', 'sweet', 'sweets', 'sugar', 'lollipop', 'ลูกกวาด', 'ขนม', 'หวาน', '糖', '甜']],
  ['coins', ['coin', 'coins', 'toad', 'ingot', 'money', 'cash', 'fortune god', 'เหรียญ', 'คางคก', 'เทพเจ้าแห่งโชคลาภ', '金蟾', '元宝', '财神', '钱']],
];

/** Words that only decide when no strong word did ("Lucky", "Gold", "Fire"…). */
// prettier-ignore
const WEAK: readonly (readonly [ThemeId, Words])[] = [
  ['gem', ['diamond', 'crystal', 'jade', 'เพชร', 'คริสตัล', 'หยก', '钻石', '翡翠', '碧玉']],
  ['cards', ['ไพ่', '牌']],
  ['seven', ['seven', 'sevens', '777', 'classic', 'bar', 'คลาสสิก', '经典']],
  ['flame', ['fire', 'blaze', 'volcano', 'inferno', 'hot', 'เพลิง', 'ภูเขาไฟ', 'ไฟ', '火']],
  ['snow', ['frozen', 'ice', 'snow', 'winter', 'เยือกแข็ง', 'น้ำแข็ง', 'หิมะ', '冰', '雪']],
  ['magic', ['mystic', 'secrets', 'mystery', 'ลึกลับ', 'ความลับ', '神秘', '秘密']],
  ['celestial', ['dreams', 'heavenly', 'shining', 'ความฝัน', 'สวรรค์', '梦', '天']],
  ['crown', ['royal', 'kingdom', 'legend', 'glory', 'empire', 'หลวง', 'อาณาจักร', 'ตำนาน', 'รุ่งโรจน์', '皇', '王', '荣耀', '传奇']],
  ['coins', ['fortune', 'gold', 'golden', 'riches', 'rich', 'wealth', 'treasure', 'prosperity', 'jackpot', 'โชค', 'ทอง', 'มั่งคั่ง', 'ร่ำรวย', 'สมบัติ', 'เจริญ', 'แจ็คพอต', '财', '富', '金', '宝', '旺', '大奖']],
  ['clover', ['lucky', 'luck', 'clover', 'blessing', 'นำโชค', 'โชคดี', 'พร', '幸运', '好运', '福']],
];

/** What a game of a category draws when its names say nothing drawable. */
const BY_CATEGORY: Record<string, readonly ThemeId[]> = {
  RNG: [
    'coins',
    'gem',
    'fruit',
    'seven',
    'clover',
    'crown',
    'celestial',
    'lantern',
    'magic',
    'flame',
  ],
  LIVE: ['cards', 'roulette', 'dice'],
  FISH: ['fish'],
  PVP: ['cards', 'mahjong'],
  SPORTS: ['football', 'basketball', 'tennis'],
  ESPORTS: ['esports'],
  LOTT: ['lottery'],
  ELOTT: ['lottery'],
  COCKFIGHT: ['rooster'],
};

/** A live or card table's sub-type names its game better than its title does. */
const BY_CLASSIFY: Record<string, ThemeId> = {
  BACCARAT: 'cards',
  BLACKJACK: 'cards',
  ROULETTE: 'roulette',
  SICBO: 'dice',
  DRAGON_TIGER: 'dragon',
  MAHJONG: 'mahjong',
  CLASSIC_SLOT: 'seven',
};

/** Lower-case, compatibility-normalized (full-width letters read as half-width). */
function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

const LATIN = /^[\x20-\x7e]+$/;

/** True when `word` is in `text`: a whole word for Latin words, anywhere for Thai and Chinese. */
export function hasWord(text: string, word: string): boolean {
  if (!LATIN.test(word)) return text.includes(word);
  let from = 0;
  for (;;) {
    const at = text.indexOf(word, from);
    if (at < 0) return false;
    const before = text[at - 1] ?? ' ';
    const after = text[at + word.length] ?? ' ';
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return true;
    from = at + 1;
  }
}

function firstMatch(text: string, table: readonly (readonly [ThemeId, Words])[]) {
  for (const [id, words] of table) if (words.some((w) => hasWord(text, w))) return id;
  return undefined;
}

export interface ThemeInput {
  /** Every name of the game, in any language. */
  names: readonly string[];
  gameType: string;
  gameClassify?: string;
  /** What picks among a category's themes when nothing else decides (the game's identity). */
  seed: string;
}

/** The theme of a game: from its names, else its sub-type, else its category and a hash. */
export function themeOf(input: ThemeInput): Theme {
  const text = normalize(input.names.join('\n'));
  const classify = (input.gameClassify ?? '').toUpperCase();
  const id =
    firstMatch(text, STRONG) ??
    BY_CLASSIFY[classify] ??
    firstMatch(text, WEAK) ??
    pickFor(input.gameType.toUpperCase(), input.seed);
  return THEMES[id];
}

function pickFor(gameType: string, seed: string): ThemeId {
  const choices = BY_CATEGORY[gameType] ?? BY_CATEGORY.RNG!;
  return choices[hash32(`theme/${seed}`) % choices.length]!;
}

/** A colour a name asks for ("Golden Tiger", "Jade Dragon", "Frozen…"): hue, saturation, lightness. */
export interface Tint {
  hue: number;
  sat: number;
  light: number;
  /** Gold, silver, diamond: fits any creature. */
  metal?: boolean;
}

const TINTS: readonly (readonly [Tint, Words])[] = [
  [{ hue: 44, sat: 90, light: 52, metal: true }, ['gold', 'golden', 'ทอง', '金']],
  [{ hue: 210, sat: 12, light: 70, metal: true }, ['silver', 'เงิน', '银']],
  [{ hue: 150, sat: 62, light: 42 }, ['jade', 'emerald', 'หยก', 'มรกต', '翡翠', '碧玉']],
  [{ hue: 195, sat: 75, light: 66 }, ['frozen', 'ice', 'เยือกแข็ง', 'น้ำแข็ง', '冰']],
  [
    { hue: 2, sat: 80, light: 50 },
    ['red', 'ruby', 'fire', 'สีแดง', 'แดง', 'ทับทิม', 'เพลิง', '红', '火焰'],
  ],
  [{ hue: 276, sat: 62, light: 55 }, ['royal', 'mystic', 'หลวง', 'ลึกลับ', '皇家', '神秘']],
  [{ hue: 190, sat: 40, light: 80, metal: true }, ['diamond', 'เพชร', '钻石']],
];

/** The colour word of a name, if any. */
export function tintOf(names: readonly string[]): Tint | undefined {
  const text = normalize(names.join('\n'));
  return TINTS.find(([, words]) => words.some((w) => hasWord(text, w)))?.[0];
}
