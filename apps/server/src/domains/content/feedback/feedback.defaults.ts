import type { TFeedbackSettings } from '@lw/contracts';

/** The feedback rules of a new site, until the operator saves their own. */
export const DEFAULT_FEEDBACK_SETTINGS: TFeedbackSettings = {
  minWords: 5,
  maxWords: 300,
  dailyLimit: 5,
  questionTypes: [
    {
      code: 'deposit',
      label: { th: 'ฝากเงิน', en: 'Deposit', zh: '存款' },
      enabled: true,
    },
    {
      code: 'withdrawal',
      label: { th: 'ถอนเงิน', en: 'Withdrawal', zh: '提款' },
      enabled: true,
    },
    {
      code: 'games',
      label: { th: 'เกม', en: 'Games', zh: '游戏' },
      enabled: true,
    },
    {
      code: 'promotions',
      label: { th: 'โปรโมชั่น', en: 'Promotions', zh: '优惠活动' },
      enabled: true,
    },
    {
      code: 'account',
      label: { th: 'บัญชี', en: 'Account', zh: '账户' },
      enabled: true,
    },
    {
      code: 'suggestion',
      label: { th: 'ข้อเสนอแนะ', en: 'Suggestion', zh: '建议' },
      enabled: true,
    },
  ],
};
