/** A word or phrase in the three shipped languages. */
export type Word = {
  en: string;
  zh: string;
  th: string;
};

const w = (en: string, zh: string, th: string): Word => ({ en, zh, th });

/** Things a slot is about (the subject of its name). */
export const SUBJECTS: readonly Word[] = [
  w('Dragon', '龙', 'มังกร'),
  w('Tiger', '虎', 'เสือ'),
  w('Phoenix', '凤凰', 'หงส์'),
  w('Panda', '熊猫', 'แพนด้า'),
  w('Koi', '锦鲤', 'ปลาคาร์ป'),
  w('Lion', '狮子', 'สิงโต'),
  w('Elephant', '大象', 'ช้าง'),
  w('Buffalo', '水牛', 'ควาย'),
  w('Monkey King', '美猴王', 'ราชาวานร'),
  w('Fortune God', '财神', 'เทพเจ้าแห่งโชคลาภ'),
  w('Pharaoh', '法老', 'ฟาโรห์'),
  w('Pirate', '海盗', 'โจรสลัด'),
  w('Mermaid', '美人鱼', 'นางเงือก'),
  w('Samurai', '武士', 'ซามูไร'),
  w('Ninja', '忍者', 'นินจา'),
  w('Wizard', '巫师', 'พ่อมด'),
  w('Queen', '女王', 'ราชินี'),
  w('Emperor', '皇帝', 'จักรพรรดิ'),
  w('Goddess', '女神', 'เทพธิดา'),
  w('Wolf', '狼', 'หมาป่า'),
  w('Eagle', '雄鹰', 'อินทรี'),
  w('Golden Toad', '金蟾', 'คางคกทอง'),
  w('Unicorn', '独角兽', 'ยูนิคอร์น'),
  w('Viking', '维京人', 'ไวกิ้ง'),
  w('Cowboy', '牛仔', 'คาวบอย'),
  w('Zeus', '宙斯', 'ซุส'),
  w('Genie', '神灯精灵', 'ยักษ์จีนี่'),
  w('Lotus', '莲花', 'ดอกบัว'),
  w('Ruby', '红宝石', 'ทับทิม'),
  w('Jade', '翡翠', 'หยก'),
  w('Moon', '月亮', 'พระจันทร์'),
  w('Sun', '太阳', 'ดวงอาทิตย์'),
  w('Star', '星辰', 'ดวงดาว'),
  w('Candy', '糖果', 'ลูกกวาด'),
  w('Fruit', '水果', 'ผลไม้'),
  w('Cherry', '樱桃', 'เชอร์รี่'),
  w('Temple', '神殿', 'วิหาร'),
  w('Jungle', '丛林', 'ป่าดงดิบ'),
  w('Ocean', '海洋', 'มหาสมุทร'),
  w('Volcano', '火山', 'ภูเขาไฟ'),
  w('Garuda', '迦楼罗', 'ครุฑ'),
  w('Naga', '那伽', 'พญานาค'),
  w('Lantern', '灯笼', 'โคมไฟ'),
  w('Treasure Ship', '宝船', 'เรือสมบัติ'),
  w('Bamboo', '竹林', 'ไผ่'),
  w('Kitsune', '九尾狐', 'จิ้งจอกเก้าหาง'),
  w('Mummy', '木乃伊', 'มัมมี่'),
  w('Cleopatra', '埃及艳后', 'คลีโอพัตรา'),
];

/** What the subject brings (the "of …" part of a name). */
export const BLESSINGS: readonly Word[] = [
  w('Fortune', '财富', 'โชค'),
  w('Gold', '黄金', 'ทองคำ'),
  w('Riches', '富贵', 'ความมั่งคั่ง'),
  w('Luck', '好运', 'ความโชคดี'),
  w('Treasure', '宝藏', 'สมบัติ'),
  w('Wealth', '财运', 'ความร่ำรวย'),
  w('Glory', '荣耀', 'ความรุ่งโรจน์'),
  w('Legend', '传奇', 'ตำนาน'),
  w('Prosperity', '兴旺', 'ความเจริญรุ่งเรือง'),
  w('Blessing', '祝福', 'พร'),
  w('Kingdom', '王国', 'อาณาจักร'),
  w('Quest', '探险', 'การผจญภัย'),
  w('Rising', '崛起', 'การผงาด'),
  w('Secrets', '秘密', 'ความลับ'),
  w('Thunder', '雷霆', 'สายฟ้า'),
  w('Dreams', '梦想', 'ความฝัน'),
];

/** Adjectives in front of a subject. */
export const QUALITIES: readonly Word[] = [
  w('Golden', '黄金', 'ทอง'),
  w('Lucky', '幸运', 'นำโชค'),
  w('Mighty', '威猛', 'ผู้ยิ่งใหญ่'),
  w('Wild', '狂野', 'ป่าเถื่อน'),
  w('Mystic', '神秘', 'ลึกลับ'),
  w('Royal', '皇家', 'หลวง'),
  w('Crazy', '疯狂', 'สุดมันส์'),
  w('Super', '超级', 'ซูเปอร์'),
  w('Sweet', '甜蜜', 'แสนหวาน'),
  w('Fire', '火焰', 'เพลิง'),
  w('Diamond', '钻石', 'เพชร'),
  w('Silver', '白银', 'เงิน'),
  w('Happy', '快乐', 'สุขสันต์'),
  w('Sacred', '神圣', 'ศักดิ์สิทธิ์'),
  w('Ancient', '远古', 'โบราณ'),
  w('Frozen', '冰封', 'เยือกแข็ง'),
  w('Shining', '闪耀', 'เปล่งประกาย'),
  w('Red', '红色', 'สีแดง'),
  w('Jade', '碧玉', 'หยก'),
  w('Heavenly', '天界', 'สวรรค์'),
];

/** Edition suffixes that keep names unique within a vendor. */
export const EDITIONS: readonly Word[] = [
  w('Deluxe', '豪华版', 'ดีลักซ์'),
  w('2', '2', '2'),
  w('Returns', '归来', 'รีเทิร์น'),
  w('Extreme', '极限版', 'เอ็กซ์ตรีม'),
  w('3', '3', '3'),
  w('Hold and Win', '锁定赢', 'โฮลด์แอนด์วิน'),
  w('Rush', '狂飙', 'รัช'),
  w('Power', '能量版', 'พาวเวอร์'),
];

/** Mini games of slot studios. */
export const MINI_GAMES: readonly Word[] = [
  w('Mines', '扫雷', 'เหมือง'),
  w('Plinko', '弹珠台', 'พลินโก'),
  w('Crash', '爆点', 'แครช'),
  w('Dice', '骰子', 'ลูกเต๋า'),
  w('Hi-Lo', '猜大小', 'ไฮโล'),
  w('Wheel', '幸运轮', 'วงล้อ'),
  w('Limbo', '极限', 'ลิมโบ้'),
  w('Aviator', '飞行员', 'นักบิน'),
];

export const LIVE_TABLES: Record<string, Word> = {
  BACCARAT: w('Baccarat', '百家乐', 'บาคาร่า'),
  ROULETTE: w('Roulette', '轮盘', 'รูเล็ต'),
  DRAGON_TIGER: w('Dragon Tiger', '龙虎', 'เสือมังกร'),
  SICBO: w('Sic Bo', '骰宝', 'ไฮโล'),
  BLACKJACK: w('Blackjack', '二十一点', 'แบล็คแจ็ค'),
};
export const LIVE_STYLES: readonly Word[] = [
  w('Speed', '极速', 'สปีด'),
  w('Classic', '经典', 'คลาสสิก'),
  w('VIP', '贵宾', 'วีไอพี'),
  w('Squeeze', '咪牌', 'บีบไพ่'),
  w('Lightning', '闪电', 'สายฟ้า'),
];

export const PVP_GAMES: Record<string, Word> = {
  TEXAS_HOLDEM: w("Texas Hold'em", '德州扑克', 'เท็กซัสโฮลเด็ม'),
  NIUNIU: w('Bull Bull', '抢庄牛牛', 'วัวกระทิง'),
  DRAGON_TIGER: w('Dragon Tiger', '龙虎斗', 'เสือมังกร'),
  TEEN_PATTI: w('Teen Patti', '炸金花', 'ทีนปัตตี'),
  POK_DENG: w('Pok Deng', '博丁', 'ป๊อกเด้ง'),
  MAHJONG: w('Mahjong', '麻将', 'ไพ่นกกระจอก'),
};
export const ROOMS: readonly Word[] = [
  w('Beginner Room', '新手场', 'ห้องมือใหม่'),
  w('Classic Room', '经典场', 'ห้องคลาสสิก'),
  w('Expert Room', '高手场', 'ห้องเซียน'),
  w('VIP Room', '贵宾场', 'ห้องวีไอพี'),
  w('Speed Room', '极速场', 'ห้องสปีด'),
];

export const SPORTS_BOOKS: Record<string, Word> = {
  SPORTSBOOK: w('Sportsbook', '体育投注', 'กีฬา'),
  FOOTBALL: w('Football', '足球', 'ฟุตบอล'),
  BASKETBALL: w('Basketball', '篮球', 'บาสเกตบอล'),
  MUAY_THAI: w('Muay Thai', '泰拳', 'มวยไทย'),
  TENNIS: w('Tennis', '网球', 'เทนนิส'),
  VIRTUAL_SPORTS: w('Virtual Football', '虚拟足球', 'ฟุตบอลเสมือนจริง'),
};
export const ESPORTS_BOOKS: Record<string, Word> = {
  ESPORTSBOOK: w('Esports', '电竞', 'อีสปอร์ต'),
  LOL: w('League of Legends', '英雄联盟', 'ลีกออฟเลเจนด์'),
  DOTA2: w('Dota 2', '刀塔2', 'โดต้า 2'),
  CS2: w('Counter-Strike 2', '反恐精英2', 'เคาน์เตอร์สไตรค์ 2'),
  VALORANT: w('Valorant', '无畏契约', 'วาโลแรนต์'),
  MOBILE_LEGENDS: w('Mobile Legends', '无尽对决', 'โมบายเลเจนด์'),
  HONOR_OF_KINGS: w('Honor of Kings', '王者荣耀', 'ออเนอร์ออฟคิงส์'),
};
export const LOTTERIES: Record<string, Word> = {
  VIETNAM: w('Vietnam Lottery', '越南彩', 'หวยเวียดนาม'),
  THAI: w('Thai Government Lottery', '泰国政府彩票', 'หวยรัฐบาลไทย'),
  LAO: w('Lao Lottery', '老挝彩', 'หวยลาว'),
  HANOI: w('Hanoi Lottery', '河内彩', 'หวยฮานอย'),
  STOCK: w('Stock Lottery', '股票彩', 'หวยหุ้น'),
  KENO: w('Keno', '基诺', 'คีโน'),
};
export const QUICK_LOTTERIES: Record<string, Word> = {
  ONE_MINUTE: w('1-Minute Lotto', '一分彩', 'หวย 1 นาที'),
  FIVE_MINUTE: w('5-Minute Lotto', '五分彩', 'หวย 5 นาที'),
  PK10: w('PK10 Racing', '北京赛车', 'แข่งรถ PK10'),
  FAST3: w('Fast 3', '快三', 'ลูกเต๋าด่วน 3'),
  YIKI: w('Yiki', '一起彩', 'หวยยี่กี'),
};
export const COCKFIGHT_ARENAS: Record<string, Word> = {
  SABONG: w('Sabong Arena', '斗鸡竞技场', 'สนามไก่ชน'),
  DERBY: w('Cockfight Derby', '斗鸡大赛', 'ศึกไก่ชน'),
  LIVE_PIT: w('Live Pit', '斗鸡直播', 'ไก่ชนสด'),
};
export const FISH_SUFFIX = w('Fishing', '捕鱼', 'ยิงปลา');
export const MEGAWAYS_SUFFIX = w('Megaways', 'Megaways', 'เมกะเวย์');
export const JACKPOT_SUFFIX = w('Jackpot', '大奖', 'แจ็คพอต');
export const CLASSIC_PREFIX = w('Classic', '经典', 'คลาสสิก');
