import type { TKycDocumentKind, TMessageText } from '@lw/contracts';
import type { Database } from '../../../db/client.js';

/**
 * The member's inbox, where a rejection or re-request leaves a notice. A port: content sits above
 * identity, so app.ts passes its messages service and this module never imports it.
 */
export interface KycInbox {
  notifyInTransaction(
    tx: Database,
    accountId: number,
    notice: { title: TMessageText; body: TMessageText; sender: string },
  ): Promise<void>;
  announceNotice(accountId: number, title: TMessageText): Promise<void>;
}

const KIND: Record<TKycDocumentKind, TMessageText> = {
  id_document: { en: 'ID document', zh: '身份证件', th: 'เอกสารแสดงตัวตน' },
  selfie: { en: 'selfie', zh: '自拍照', th: 'รูปถ่ายเซลฟี่' },
  proof_of_address: { en: 'proof of address', zh: '地址证明', th: 'หลักฐานที่อยู่' },
};

/** The notice of a rejected or re-requested document, with the operator's reason. */
export function kycNotice(
  decision: 'reject' | 'rerequest',
  kind: TKycDocumentKind,
  reason: string,
): { title: TMessageText; body: TMessageText } {
  const k = KIND[kind];
  const title: TMessageText =
    decision === 'reject'
      ? { en: 'Identity document not accepted', zh: '证件未通过审核', th: 'เอกสารยืนยันตัวตนไม่ผ่าน' }
      : {
          en: 'Please upload your document again',
          zh: '请重新上传证件',
          th: 'กรุณาอัปโหลดเอกสารอีกครั้ง',
        };
  const body: TMessageText =
    decision === 'reject'
      ? {
          en: `Your ${k.en} was not accepted: ${reason}. Please upload a new one in the member centre (Identity verification).`,
          zh: `您的${k.zh}未通过审核：${reason}。请在会员中心（身份验证）重新上传。`,
          th: `${k.th}ของคุณไม่ผ่านการตรวจสอบ: ${reason} กรุณาอัปโหลดใหม่ที่ศูนย์สมาชิก (ยืนยันตัวตน)`,
        }
      : {
          en: `We need your ${k.en} again: ${reason}. Please upload it in the member centre (Identity verification).`,
          zh: `我们需要您重新提供${k.zh}：${reason}。请在会员中心（身份验证）上传。`,
          th: `เราต้องการ${k.th}ของคุณอีกครั้ง: ${reason} กรุณาอัปโหลดที่ศูนย์สมาชิก (ยืนยันตัวตน)`,
        };
  return { title, body };
}
