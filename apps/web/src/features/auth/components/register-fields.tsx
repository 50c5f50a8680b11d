import type { TRegisterFieldName } from '@lw/contracts';
import {
  AtSign,
  CalendarDays,
  Hash,
  IdCard,
  Mail,
  MessageCircle,
  Send,
  Ticket,
  User,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField, type TInputBinding } from '../../../components/ui/text-field';

/** A `register(name)` result: the input's binding with its name. */
type TNamedBinding = TInputBinding & { name: string };

/** The `<form>`'s attributes as a tab panel of the register modal. */
export interface TRegisterPanel {
  id: string;
  role?: 'tabpanel';
  'aria-labelledby'?: string;
}

/** How each optional field is typed and decorated. */
const FIELD_UI: Partial<
  Record<
    TRegisterFieldName,
    { icon: LucideIcon; type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' }
  >
> = {
  username: { icon: User, autoComplete: 'username' },
  nickname: { icon: UserRound, autoComplete: 'nickname' },
  payeeName: { icon: IdCard, autoComplete: 'name' },
  email: { icon: Mail, type: 'email', autoComplete: 'email', inputMode: 'email' },
  qqNum: { icon: Hash, inputMode: 'numeric' },
  line: { icon: MessageCircle },
  whatsapp: { icon: MessageCircle, inputMode: 'numeric' },
  facebook: { icon: AtSign },
  wechat: { icon: MessageCircle },
  telegram: { icon: Send },
  zalo: { icon: MessageCircle },
  idNumber: { icon: IdCard },
  birthday: { icon: CalendarDays, type: 'date', autoComplete: 'bday' },
  recommenderId: { icon: Users },
  affiliateCode: { icon: Ticket },
};

/** A text field of the registration form (username, nickname, e-mail, …) with its icon. */
export function RegisterTextField({
  name,
  required,
  maxLength,
  max,
  hint,
  error,
  field,
}: {
  name: TRegisterFieldName;
  required: boolean;
  maxLength?: number;
  /** The latest birthday allowed (the date picker's limit). */
  max?: string;
  hint?: string;
  error?: string;
  field: TNamedBinding;
}) {
  const { t } = useTranslation('auth');
  const ui = FIELD_UI[name];
  const Icon = ui?.icon ?? User;
  return (
    <TextField
      label={t(`field.${name}`)}
      type={ui?.type ?? 'text'}
      autoComplete={ui?.autoComplete ?? 'off'}
      inputMode={ui?.inputMode}
      required={required}
      maxLength={maxLength}
      max={max}
      icon={<Icon size={18} />}
      hint={hint}
      error={error}
      {...field}
    />
  );
}

/** The password and its confirmation, side by side. */
export function PasswordPair({
  maxLength,
  hint,
  errors,
  password,
  confirmPassword,
}: {
  maxLength?: number;
  /** The password rule in words, shown until the password has an error. */
  hint?: string;
  errors: Record<string, string>;
  password: TNamedBinding;
  confirmPassword: TNamedBinding;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-form__pair">
      <PasswordField
        label={t('field.password')}
        autoComplete="new-password"
        required
        maxLength={maxLength}
        hint={errors.password ? undefined : hint}
        error={errors.password}
        {...password}
      />
      <PasswordField
        label={t('field.confirmPassword')}
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
        {...confirmPassword}
      />
    </div>
  );
}

/** "I am over 18 and agree to the terms", with the terms' link and its error. */
export function TermsCheck({
  age,
  error,
  field,
  onShowTerms,
}: {
  age: number;
  error?: string;
  field: TNamedBinding;
  onShowTerms: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className={error ? 'check-block check-block--error' : 'check-block'}>
      <label className="check">
        <input
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'register-agree-error' : undefined}
          {...field}
        />
        <span>
          {t('register.agree', { age })}{' '}
          <button type="button" className="link-btn" onClick={onShowTerms}>
            {t('register.terms')}
          </button>
        </span>
      </label>
      {error ? (
        <p id="register-agree-error" className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The end of both registration forms: the notice, the submit and the way to log in. */
export function RegisterSubmit({
  notice,
  busy,
  onLogin,
}: {
  notice: TNotice;
  busy: boolean;
  onLogin: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormNotice notice={notice} />
      <Button type="submit" size="lg" block loading={busy}>
        {t('register.submit')}
      </Button>
      <p className="auth-form__switch">
        {t('register.haveAccount')}{' '}
        <button type="button" className="link-btn link-btn--strong" onClick={onLogin}>
          {t('register.toLogin')}
        </button>
      </p>
    </>
  );
}
