import { Mail, Ticket, User } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSiteConfig } from '../../../api/get-permission';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { accountsNotAvailable, type TAuthOutcome } from '../../../api/accounts';
import { AuthHero } from './auth-hero';
import { FormNotice } from '../../../components/ui/form-notice';
import { BotCheckSlot } from './bot-check-slot';
import { PasswordField } from '../../../components/ui/password-field';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';
import { fieldText, useFormSubmit } from '../../../lib/use-form-submit';

type TRegisterTab = 'username' | 'mobile';

interface TRegisterModalProps {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
  onShowTerms: () => void;
  /** Called with the form data; the accounts issue wires the registration mutation here. */
  submit?: (data: FormData, tab: TRegisterTab) => Promise<TAuthOutcome>;
}

/** The registration modal (spec §2, §5): username- or mobile-based sign-up. */
export function RegisterModal({
  open,
  onClose,
  onLogin,
  onShowTerms,
  submit = accountsNotAvailable,
}: TRegisterModalProps) {
  const { t } = useTranslation('auth');
  const config = useSiteConfig();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<TRegisterTab>('username');
  const [dialCode, setDialCode] = useState('+66');
  const mobileAllowed = config.modules.mobileRegistration;
  const active: TRegisterTab = mobileAllowed ? tab : 'username';
  // The invitation-code field is only shown when the link did not bring a code (spec §5).
  const urlCode = params.get('affiliateCode') ?? params.get('code') ?? '';
  const needsPassword = active === 'username' || config.modules.mobileRegistrationWithPassword;

  const { errors, notice, busy, onSubmit, runAction } = useFormSubmit(
    (data) => {
      const found: Record<string, string> = {};
      if (active === 'username' && !fieldText(data, 'username'))
        found.username = t('error.usernameRequired');
      if (active === 'mobile' && !fieldText(data, 'mobileNum'))
        found.mobileNum = t('error.mobileRequired');
      if (
        active === 'mobile' &&
        config.modules.smsVerification &&
        !fieldText(data, 'verificationCode')
      ) {
        found.verificationCode = t('error.codeRequired');
      }
      if (needsPassword) {
        const password = String(data.get('password') ?? '');
        if (!password) found.password = t('error.passwordRequired');
        if (password !== String(data.get('confirmPassword') ?? ''))
          found.confirmPassword = t('error.confirmMismatch');
      }
      if (data.get('agree') !== 'on') found.agree = t('error.agreeRequired');
      return found;
    },
    (data) => submit(data, active),
    onClose,
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('register.title')}
      className="auth-modal"
      hero={
        <AuthHero
          seed={`${config.siteName}-register`}
          motif="stars"
          headline={t('register.headline')}
          text={t('register.sub', { siteName: config.siteName })}
        />
      }
    >
      {mobileAllowed ? (
        <Tabs
          label={t('register.methods')}
          value={active}
          onChange={setTab}
          idPrefix="register"
          tabs={[
            { key: 'username', label: t('register.tabUsername') },
            { key: 'mobile', label: t('register.tabMobile') },
          ]}
        />
      ) : null}
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        id={`register-panel-${active}`}
        role={mobileAllowed ? 'tabpanel' : undefined}
        aria-labelledby={mobileAllowed ? `register-tab-${active}` : undefined}
      >
        {active === 'username' ? (
          <TextField
            label={t('field.username')}
            name="username"
            autoComplete="username"
            required
            icon={<User size={18} />}
            hint={t('register.usernameHint')}
            error={errors.username}
          />
        ) : (
          <>
            <PhoneField
              name="mobileNum"
              dialCode={dialCode}
              onDialCodeChange={setDialCode}
              error={errors.mobileNum}
            />
            {config.modules.smsVerification ? (
              <SmsCodeField
                error={errors.verificationCode}
                onSend={() => void runAction(() => submit(new FormData(), 'mobile'))}
              />
            ) : null}
          </>
        )}
        {needsPassword ? (
          <div className="auth-form__pair">
            <PasswordField
              label={t('field.password')}
              name="password"
              autoComplete="new-password"
              required
              error={errors.password}
            />
            <PasswordField
              label={t('field.confirmPassword')}
              name="confirmPassword"
              autoComplete="new-password"
              required
              error={errors.confirmPassword}
            />
          </div>
        ) : null}
        <TextField
          label={t('field.email')}
          name="email"
          type="email"
          autoComplete="email"
          icon={<Mail size={18} />}
        />
        {urlCode ? (
          <input type="hidden" name="affiliateCode" value={urlCode} />
        ) : (
          <TextField
            label={t('field.affiliateCode')}
            name="affiliateCode"
            icon={<Ticket size={18} />}
          />
        )}
        <BotCheckSlot />
        <div className={errors.agree ? 'check-block check-block--error' : 'check-block'}>
          <label className="check">
            <input type="checkbox" name="agree" aria-invalid={errors.agree ? true : undefined} />
            <span>
              {t('register.agree')}{' '}
              <button type="button" className="link-btn" onClick={onShowTerms}>
                {t('register.terms')}
              </button>
            </span>
          </label>
          {errors.agree ? (
            <p className="field__error" role="alert">
              {errors.agree}
            </p>
          ) : null}
        </div>
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
      </form>
    </Modal>
  );
}
