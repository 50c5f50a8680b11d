import { PASSWORD_RESET_TTL_MINUTES } from '@lw/contracts';

type MailLanguage = 'th' | 'en' | 'zh';

/** The forgot-password e-mail in the account's language (Thai when it has another one). */
export function resetMail(
  language: string,
  v: { siteName: string; username: string; code: string; link: string },
): { subject: string; text: string } {
  const lang: MailLanguage = language === 'en' || language === 'zh' ? language : 'th';
  const minutes = PASSWORD_RESET_TTL_MINUTES;
  const texts: Record<MailLanguage, { subject: string; lines: string[] }> = {
    en: {
      subject: `${v.siteName}: your password reset code`,
      lines: [
        `Hello ${v.username},`,
        '',
        `Your verification code is: ${v.code}`,
        '',
        `Or open this link to choose a new password: ${v.link}`,
        '',
        `The code and the link are valid for ${minutes} minutes.`,
        'If you did not ask for this, ignore this e-mail: your password stays the same.',
      ],
    },
    th: {
      subject: `${v.siteName}: รหัสสำหรับตั้งรหัสผ่านใหม่`,
      lines: [
        `สวัสดี ${v.username}`,
        '',
        `รหัสยืนยันของคุณคือ: ${v.code}`,
        '',
        `หรือเปิดลิงก์นี้เพื่อตั้งรหัสผ่านใหม่: ${v.link}`,
        '',
        `รหัสและลิงก์ใช้ได้ ${minutes} นาที`,
        'หากคุณไม่ได้ขอ กรุณาเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง',
      ],
    },
    zh: {
      subject: `${v.siteName}：重置密码验证码`,
      lines: [
        `${v.username}，您好：`,
        '',
        `您的验证码是：${v.code}`,
        '',
        `或打开此链接设置新密码：${v.link}`,
        '',
        `验证码和链接在 ${minutes} 分钟内有效。`,
        '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
      ],
    },
  };
  const t = texts[lang];
  return { subject: t.subject, text: t.lines.join('\n') };
}
