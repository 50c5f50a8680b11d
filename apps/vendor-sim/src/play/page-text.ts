import type { TGameType } from '../catalogue/index.js';
import type { PageLanguage } from '../runtime.js';

/** The launch page's words in the three shipped languages. */
export interface PageText {
  balance: string;
  stake: string;
  back: string;
  demo: string;
  win: string;
  noWin: string;
  void: string;
  pending: string;
  refused: string;
  loading: string;
  action: Record<TGameType, string>;
  /** Sic bo's button. */
  roll: string;
  picks: Record<string, string>;
}

export const PAGE_TEXT: Record<PageLanguage, PageText> = {
  en: {
    balance: 'Balance',
    stake: 'Stake',
    back: 'Back',
    demo: 'Demo',
    win: 'You win',
    noWin: 'No win this time',
    void: 'Round cancelled: the stake was returned',
    pending: 'Waiting for the wallet to confirm',
    refused: 'Not accepted',
    loading: 'Loading…',
    action: {
      RNG: 'Spin',
      FISH: 'Shoot',
      LIVE: 'Deal',
      PVP: 'Deal',
      SPORTS: 'Place bet',
      ESPORTS: 'Place bet',
      LOTT: 'Draw',
      ELOTT: 'Draw',
      COCKFIGHT: 'Fight',
    },
    roll: 'Roll',
    picks: {
      RED: 'Red',
      BLACK: 'Black',
      BIG: 'Big',
      SMALL: 'Small',
      GREEN: 'Zero',
      TRIPLE: 'Triple',
      PLAYER: 'Player',
      BANKER: 'Banker',
      TIE: 'Tie',
      DRAGON: 'Dragon',
      TIGER: 'Tiger',
      HOME: 'Home',
      DRAW: 'Draw',
      AWAY: 'Away',
      MERON: 'Meron',
      WALA: 'Wala',
    },
  },
  zh: {
    balance: '余额',
    stake: '投注额',
    back: '返回',
    demo: '试玩',
    win: '恭喜赢得',
    noWin: '未中奖',
    void: '本局已取消，投注已退回',
    pending: '等待钱包确认',
    refused: '未被接受',
    loading: '加载中…',
    action: {
      RNG: '旋转',
      FISH: '射击',
      LIVE: '发牌',
      PVP: '发牌',
      SPORTS: '下注',
      ESPORTS: '下注',
      LOTT: '开奖',
      ELOTT: '开奖',
      COCKFIGHT: '开战',
    },
    roll: '掷骰',
    picks: {
      RED: '红',
      BLACK: '黑',
      BIG: '大',
      SMALL: '小',
      GREEN: '零',
      TRIPLE: '围骰',
      PLAYER: '闲',
      BANKER: '庄',
      TIE: '和',
      DRAGON: '龙',
      TIGER: '虎',
      HOME: '主胜',
      DRAW: '平局',
      AWAY: '客胜',
      MERON: '红方',
      WALA: '蓝方',
    },
  },
  th: {
    balance: 'ยอดเงิน',
    stake: 'เดิมพัน',
    back: 'กลับ',
    demo: 'ทดลองเล่น',
    win: 'คุณชนะ',
    noWin: 'รอบนี้ไม่ได้รางวัล',
    void: 'ยกเลิกรอบนี้แล้ว คืนเงินเดิมพัน',
    pending: 'รอกระเป๋าเงินยืนยัน',
    refused: 'ไม่สามารถทำรายการได้',
    loading: 'กำลังโหลด…',
    action: {
      RNG: 'หมุน',
      FISH: 'ยิง',
      LIVE: 'แจกไพ่',
      PVP: 'แจกไพ่',
      SPORTS: 'วางเดิมพัน',
      ESPORTS: 'วางเดิมพัน',
      LOTT: 'ออกรางวัล',
      ELOTT: 'ออกรางวัล',
      COCKFIGHT: 'เริ่มชน',
    },
    roll: 'ทอย',
    picks: {
      RED: 'แดง',
      BLACK: 'ดำ',
      BIG: 'สูง',
      SMALL: 'ต่ำ',
      GREEN: 'ศูนย์',
      TRIPLE: 'ตอง',
      PLAYER: 'ผู้เล่น',
      BANKER: 'เจ้ามือ',
      TIE: 'เสมอ',
      DRAGON: 'มังกร',
      TIGER: 'เสือ',
      HOME: 'เจ้าบ้าน',
      DRAW: 'เสมอ',
      AWAY: 'ทีมเยือน',
      MERON: 'เมรอน',
      WALA: 'วาลา',
    },
  },
};
