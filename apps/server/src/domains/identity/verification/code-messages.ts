/** Texts that carry a verification code, in the three shipped languages (Thai is the default). */

export type CodeLanguage = 'th' | 'en' | 'zh';

interface CodeFacts {
  siteName: string;
  code: string;
  minutes: number;
}

/** 'en-US', 'zh-CN', 'TH' … -> a language we have texts for; anything else falls back to Thai. */
export function codeLanguage(language: string | undefined): CodeLanguage {
  const short = (language ?? '').trim().slice(0, 2).toLowerCase();
  return short === 'en' || short === 'zh' ? short : 'th';
}

const SMS: Record<CodeLanguage, (f: CodeFacts) => string> = {
  th: (f) => `[${f.siteName}] รหัสยืนยันของคุณคือ ${f.code} ใช้ได้ภายใน ${f.minutes} นาที ห้ามแจ้งรหัสนี้แก่ผู้อื่น`,
  en: (f) =>
    `[${f.siteName}] Your verification code is ${f.code}. It expires in ${f.minutes} minute${f.minutes === 1 ? '' : 's'}. Never share it.`,
  zh: (f) => `【${f.siteName}】您的验证码是 ${f.code}，${f.minutes} 分钟内有效。请勿告诉他人。`,
};

const EMAIL_SUBJECT: Record<CodeLanguage, (siteName: string) => string> = {
  th: (s) => `${s}: รหัสยืนยันอีเมล`,
  en: (s) => `${s}: your e-mail verification code`,
  zh: (s) => `${s}：邮箱验证码`,
};

const EMAIL_BODY: Record<CodeLanguage, (f: CodeFacts) => string> = {
  th: (f) =>
    `รหัสยืนยันอีเมลของคุณที่ ${f.siteName} คือ: ${f.code}\n\nรหัสนี้ใช้ได้ภายใน ${f.minutes} นาที หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลฉบับนี้`,
  en: (f) =>
    `Your ${f.siteName} e-mail verification code is: ${f.code}\n\nIt expires in ${f.minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  zh: (f) =>
    `您在 ${f.siteName} 的邮箱验证码是：${f.code}\n\n${f.minutes} 分钟内有效。如非本人操作，请忽略此邮件。`,
};

const REGISTER_ATTEMPT: Record<CodeLanguage, (siteName: string) => string> = {
  th: (s) => `[${s}] มีผู้พยายามสมัครสมาชิกด้วยหมายเลขนี้ ซึ่งผูกกับบัญชีของคุณอยู่แล้ว หากไม่ใช่คุณ ไม่ต้องดำเนินการใดๆ`,
  en: (s) =>
    `[${s}] Someone tried to sign up with this number, which already belongs to your account. If it was not you, no action is needed.`,
  zh: (s) => `【${s}】有人尝试用此号码注册，该号码已绑定您的账户。如非本人操作，无需处理。`,
};

/**
 * Told to the owner of a number when someone asks for a registration code for it: no code is
 * sent (the number has an account), and the asker gets the same answer as for a free number.
 */
export function registerAttemptText(language: string, siteName: string): string {
  return REGISTER_ATTEMPT[codeLanguage(language)](siteName);
}

export function smsCodeText(language: string, facts: CodeFacts): string {
  return SMS[codeLanguage(language)](facts);
}

export function emailCodeMessage(
  language: string,
  facts: CodeFacts,
): { subject: string; text: string } {
  const lang = codeLanguage(language);
  return { subject: EMAIL_SUBJECT[lang](facts.siteName), text: EMAIL_BODY[lang](facts) };
}
