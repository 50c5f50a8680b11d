import { formatMoney, type TMessageText, type TPullStatus } from '@lw/contracts';
import type { Database } from '../../../db/client.js';

/**
 * The member's inbox, where each step of a pull leaves a notice. A port: content sits above the
 * cashier, so app.ts lists its messages service under `messages` and the cashier never imports
 * it.
 */
export interface MemberInbox {
  /** Writes the notice in the caller's transaction, so it exists exactly when the step does. */
  notifyInTransaction(
    tx: Database,
    accountId: number,
    notice: { title: TMessageText; body: TMessageText; sender: string },
  ): Promise<void>;
  /** After the commit: tells the member's open pages of the notice. */
  announceNotice(accountId: number, title: TMessageText): Promise<void>;
}

interface NoticeFacts {
  agent: string;
  amount: number;
  currency: string;
  ttlMinutes: number;
}

/**
 * The member's inbox notice for each step of a pull: who pulled or asked to pull how much, in
 * every shipped language (the reader's language picks one).
 */
export function pullNotice(
  status: TPullStatus,
  facts: NoticeFacts,
): { title: TMessageText; body: TMessageText } {
  const money = formatMoney(facts.amount, { currency: facts.currency, showCurrency: true });
  const { agent, ttlMinutes } = facts;
  switch (status) {
    case 'pending':
      return {
        title: {
          en: 'Your agent asks to take money back',
          zh: '您的代理请求收回资金',
          th: 'ตัวแทนของคุณขอเรียกเงินคืน',
        },
        body: {
          en: `Agent ${agent} asks to take ${money} from your wallet. Nothing moves unless you confirm it with your payment password in the member centre (Transfer requests) within ${ttlMinutes} minutes. You may decline it.`,
          zh: `代理 ${agent} 请求从您的钱包收回 ${money}。只有您在 ${ttlMinutes} 分钟内于会员中心（转账请求）用支付密码确认后，资金才会转出。您也可以拒绝。`,
          th: `ตัวแทน ${agent} ขอเรียกเงิน ${money} คืนจากกระเป๋าเงินของคุณ จะไม่มีการโอนเงินจนกว่าคุณจะยืนยันด้วยรหัสผ่านการชำระเงินในศูนย์สมาชิก (คำขอโอนเงิน) ภายใน ${ttlMinutes} นาที คุณปฏิเสธได้`,
        },
      };
    case 'direct':
      return {
        title: {
          en: 'Your agent took money back',
          zh: '您的代理已收回资金',
          th: 'ตัวแทนของคุณเรียกเงินคืนแล้ว',
        },
        body: {
          en: `Agent ${agent} took ${money} from your wallet. Contact customer service if you did not expect this.`,
          zh: `代理 ${agent} 已从您的钱包收回 ${money}。如有疑问，请联系客服。`,
          th: `ตัวแทน ${agent} เรียกเงิน ${money} คืนจากกระเป๋าเงินของคุณแล้ว หากคุณไม่ได้คาดหมาย โปรดติดต่อฝ่ายบริการลูกค้า`,
        },
      };
    case 'confirmed':
      return {
        title: { en: 'Transfer request confirmed', zh: '转账请求已确认', th: 'ยืนยันคำขอโอนเงินแล้ว' },
        body: {
          en: `You confirmed agent ${agent}'s request: ${money} moved from your wallet to the agent.`,
          zh: `您已确认代理 ${agent} 的请求：${money} 已从您的钱包转给代理。`,
          th: `คุณยืนยันคำขอของตัวแทน ${agent} แล้ว: โอน ${money} จากกระเป๋าเงินของคุณให้ตัวแทนแล้ว`,
        },
      };
    case 'declined':
      return {
        title: { en: 'Transfer request declined', zh: '转账请求已拒绝', th: 'ปฏิเสธคำขอโอนเงินแล้ว' },
        body: {
          en: `You declined agent ${agent}'s request to take ${money}. Nothing was moved.`,
          zh: `您已拒绝代理 ${agent} 收回 ${money} 的请求，未转出任何资金。`,
          th: `คุณปฏิเสธคำขอของตัวแทน ${agent} ที่จะเรียกเงิน ${money} คืน ไม่มีการโอนเงิน`,
        },
      };
    case 'expired':
      return {
        title: { en: 'Transfer request expired', zh: '转账请求已过期', th: 'คำขอโอนเงินหมดอายุ' },
        body: {
          en: `Agent ${agent}'s request to take ${money} expired unanswered. Nothing was moved.`,
          zh: `代理 ${agent} 收回 ${money} 的请求已过期，未转出任何资金。`,
          th: `คำขอของตัวแทน ${agent} ที่จะเรียกเงิน ${money} คืนหมดอายุแล้ว ไม่มีการโอนเงิน`,
        },
      };
  }
}
