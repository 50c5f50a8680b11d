/** Why a payment password is too easy to guess. */
export type TWeakPaymentPasswordReason = 'sequence' | 'repeated' | 'birthday' | 'mobile';

/** What of the owner a payment password must not be made of. */
export interface PaymentPasswordOwner {
  /** `YYYY-MM-DD`, as stored. */
  birthday?: string | null | undefined;
  /** The national number, any formatting. */
  mobile?: string | null | undefined;
}

/**
 * Refuses the payment passwords a thief tries first: a run up or down (`123456`, `987654`,
 * `abcdef`), one character or a short block repeated (`111111`, `121212`, `123123`), the owner's
 * birthday in any common order, also with the Thai Buddhist-era year, and digits of the owner's
 * mobile number. Answers the first reason found, or null when none applies.
 */
export function weakPaymentPasswordReason(
  password: string,
  owner: PaymentPasswordOwner = {},
): TWeakPaymentPasswordReason | null {
  if (isRun(password)) return 'sequence';
  if (isRepeatedBlock(password)) return 'repeated';
  if (birthdayForms(owner.birthday).some((form) => password.includes(form))) return 'birthday';
  const mobileDigits = (owner.mobile ?? '').replace(/\D/g, '');
  const digits = /^\d+$/.test(password);
  if (digits && password.length >= 4 && mobileDigits.length >= 4) {
    if (mobileDigits.includes(password)) return 'mobile';
  }
  return null;
}

/** Every character one above (or every one below) the one before it. */
function isRun(password: string): boolean {
  if (password.length < 3) return false;
  const step = password.charCodeAt(1) - password.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < password.length; i += 1) {
    if (password.charCodeAt(i) - password.charCodeAt(i - 1) !== step) return false;
  }
  return true;
}

/** The whole password is a block of at most half its length, repeated. */
function isRepeatedBlock(password: string): boolean {
  for (let size = 1; size <= password.length / 2; size += 1) {
    if (password.length % size !== 0) continue;
    if (password.slice(0, size).repeat(password.length / size) === password) return true;
  }
  return false;
}

/** The birthday as people type it: day, month and year in the usual orders, CE and BE years. */
function birthdayForms(birthday: string | null | undefined): string[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday ?? '');
  if (!match) return [];
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const years = [year, String(Number(year) + 543)];
  const forms: string[] = [];
  for (const y of years) {
    const yy = y.slice(2);
    forms.push(`${y}${month}${day}`, `${day}${month}${y}`, `${month}${day}${y}`);
    forms.push(`${yy}${month}${day}`, `${day}${month}${yy}`, `${month}${day}${yy}`);
  }
  return forms;
}
