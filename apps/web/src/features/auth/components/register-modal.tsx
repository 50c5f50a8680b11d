import {
  errorMessages,
  isPatternId,
  patternMessage,
  pickLocalized,
  REGISTER_FIELDS,
  type TErrorCode,
  type TFieldRule,
  type TRegisterFieldName,
  type TRegisterSettings,
} from '@lw/contracts';
import { useQueryClient } from '@tanstack/react-query';
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
import { Fragment, useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TAuthOutcome } from '../../../api/accounts';
import { useSiteConfig } from '../../../api/get-permission';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { PasswordField } from '../../../components/ui/password-field';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-client';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { affiliateQuery, useAffiliateCheck } from '../api/check-affiliate';
import { useCountryCodes } from '../api/get-country-codes';
import { useRegisterSettings } from '../api/get-register-settings';
import { useRegisterMutation } from '../api/register';
import { registerMobile } from '../api/register-mobile';
import { BotCheckQueue } from '../lib/bot-check';
import { failureOutcome } from '../lib/field-rules';
import {
  buildRegisterRequest,
  isRequired,
  latestBirthday,
  nationalNumber,
  shownRegisterFields,
  validateRegistration,
  type TCountryDialing,
} from '../lib/register-form';
import { useCaptcha } from '../lib/use-captcha';
import { useCompleteLogin } from '../lib/use-complete-login';
import { useLoginResponse } from '../lib/use-login-response';
import { useSmsCode } from '../lib/use-sms-code';
import { AuthHero } from './auth-hero';
import { BotCheckSlot } from './bot-check-slot';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

type TRegisterTab = 'username' | 'mobile';

interface TRegisterModalProps {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
  onShowTerms: () => void;
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

/** Invitation codes arrive as ?affiliateCode=, ?code= or ?agent=; referral codes as ?referralCode= or ?ref=. */
function linkCodes(params: URLSearchParams) {
  const first = (...keys: string[]) =>
    keys.map((key) => params.get(key)?.trim() ?? '').find((value) => value !== '') ?? '';
  return {
    affiliate: first('affiliateCode', 'code', 'agent'),
    referral: first('referralCode', 'ref'),
  };
}

/**
 * The registration modal (spec §2, §4, §5): username sign-up from the server's settings, and
 * mobile sign-up (SMS code) when mobile registration is on.
 */
export function RegisterModal({ open, onClose, onLogin, onShowTerms }: TRegisterModalProps) {
  const { t, i18n } = useTranslation('auth');
  const config = useSiteConfig();
  const settings = useRegisterSettings();

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
      {settings.data ? (
        <RegisterForm settings={settings.data} onLogin={onLogin} onShowTerms={onShowTerms} />
      ) : settings.isError ? (
        <div className="auth-form">
          <FormNotice
            notice={{ notice: 'error', message: errorText(settings.error, i18n.language) }}
          />
          <Button variant="secondary" block onClick={() => void settings.refetch()}>
            {t('register.retry')}
          </Button>
        </div>
      ) : (
        <div className="auth-form" aria-busy="true">
          <span className="sr-only">{t('register.loading')}</span>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="skeleton auth-form__skeleton" aria-hidden="true" />
          ))}
        </div>
      )}
    </Modal>
  );
}

interface TRegisterFormProps {
  settings: TRegisterSettings;
  onLogin: () => void;
  onShowTerms: () => void;
}

/**
 * With SMS verification on, the username form's mobile number is shown and required: the code
 * sent to it (purpose register) goes along as `verificationCode`.
 */
/** The mobile number's rule from the server (digits when it sent none), shown and required. */
function requiredMobileRule(settings: TRegisterSettings): TFieldRule {
  const rule = settings.fields.mobileNum as TFieldRule | undefined;
  return {
    ...(rule ?? { patternId: 6, min: null, max: null, acceptedPattern: '*' }),
    shown: true,
    required: true,
  };
}

function withSmsVerification(settings: TRegisterSettings): TRegisterSettings {
  if (!settings.smsVerification) return settings;
  return { ...settings, fields: { ...settings.fields, mobileNum: requiredMobileRule(settings) } };
}

function RegisterForm({ settings: serverSettings, onLogin, onShowTerms }: TRegisterFormProps) {
  const settings = useMemo(() => withSmsVerification(serverSettings), [serverSettings]);
  const { t, i18n } = useTranslation('auth');
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { mutateAsync } = useRegisterMutation();
  const complete = useCompleteLogin();
  const handle = useLoginResponse();
  const sms = useSmsCode('register');
  const formRef = useRef<HTMLFormElement>(null);
  const [tab, setTab] = useState<TRegisterTab>('username');
  const mobileAllowed = settings.mobileRegistration;
  const active: TRegisterTab = mobileAllowed ? tab : 'username';
  // spec §5: the captcha shows only when the server's registration settings say so.
  const captcha = useCaptcha(settings.captcha);
  // The proof-of-work bot check is solved in the background while the player types.
  const [botCheck] = useState(() => new BotCheckQueue());
  useEffect(() => {
    if (settings.botCheck) botCheck.warmUp();
  }, [botCheck, settings.botCheck]);

  // Codes from the link (spec §3 "Registration user": affiliateCode, referralCode from the query).
  const codes = useMemo(() => linkCodes(params), [params]);
  const urlCheck = useAffiliateCheck(codes.affiliate);
  const urlValid = urlCheck.data?.valid === true;
  const urlInvalid = codes.affiliate !== '' && (urlCheck.data?.valid === false || urlCheck.isError);
  const [urlWarningSeen, setUrlWarningSeen] = useState(false);
  const [typedWarning, setTypedWarning] = useState(false);
  const warningOpen = (urlInvalid && !urlWarningSeen) || typedWarning;

  // The field is hidden while a link's code is being checked and once it proved valid.
  const hideAffiliate = codes.affiliate !== '' && !urlInvalid;
  const fields = shownRegisterFields(settings, REGISTER_FIELDS, { hideAffiliate });
  const phoneShown = fields.includes('mobileNum') || mobileAllowed;
  const countries = useCountryCodes(phoneShown);
  const countryList: TCountryDialing[] = countries.data?.items ?? [];
  const [countryCode, setCountryCode] = useState<string | null>(null);
  const fallbackCountry =
    countryList.find(
      (c) =>
        c.countryCode === countries.data?.default ||
        c.countryDialingCode === countries.data?.default,
    ) ??
    countryList[0] ??
    null;
  const country = countryList.find((c) => c.countryCode === countryCode) ?? fallbackCountry;
  const today = useMemo(() => new Date(), []);
  const dialCode = country
    ? `${country.countryDialingCode.startsWith('+') ? '' : '+'}${country.countryDialingCode}`
    : '';
  // The mobile tab's number is always required, with the server's rule for its format.
  const mobileRule = requiredMobileRule(settings);
  const affiliateShown =
    !hideAffiliate && (active === 'mobile' || fields.includes('affiliateCode'));
  const inviteError = pickLocalized(errorMessages.INVALID_INVITATION_CODE, i18n.language);

  /** Checks a typed invitation code; an invalid one opens the warning dialog. */
  const checkTypedCode = async (code: string): Promise<boolean> => {
    if (!code) return true;
    try {
      const result = await queryClient.fetchQuery(affiliateQuery(code));
      if (!result.valid) setTypedWarning(true);
      return result.valid;
    } catch {
      setTypedWarning(true);
      return false;
    }
  };

  const codeFields: Partial<Record<TErrorCode, string>> = {
    USERNAME_TAKEN: 'username',
    MOBILE_TAKEN: 'mobileNum',
    EMAIL_TAKEN: 'email',
    PASSWORD_MISMATCH: 'confirmPassword',
    PASSWORD_TOO_COMMON: 'password',
    INVALID_INVITATION_CODE: 'affiliateCode',
    TERMS_NOT_ACCEPTED: 'agree',
    AGE_RESTRICTED: fields.includes('birthday') ? 'birthday' : 'agree',
    SMS_CODE_INVALID: 'verificationCode',
    SMS_CODE_EXPIRED: 'verificationCode',
    SMS_CODE_REQUIRED: 'verificationCode',
  };

  /** Mobile registration (spec §4 "Registration flow"): number, SMS code, then signed in. */
  const submitMobile = async (data: FormData, typedCode: string): Promise<TAuthOutcome> => {
    const withPassword = settings.mobileRegistrationWithPassword;
    const affiliateCode = urlValid ? codes.affiliate : typedCode;
    try {
      const response = await registerMobile({
        countryDialingCode: dialCode,
        mobileNum: nationalNumber(String(data.get('mobileNum') ?? '')),
        verificationCode: String(data.get('verificationCode') ?? '').trim(),
        ...(withPassword
          ? {
              password: String(data.get('password') ?? ''),
              confirmPassword: String(data.get('confirmPassword') ?? ''),
            }
          : {}),
        ...(affiliateCode ? { affiliateCode } : {}),
        ...(codes.referral ? { referralCode: codes.referral } : {}),
        domain: window.location.host,
        registerMethod: 'WEB',
        agreeTerms: data.get('agree') === 'on',
      });
      handle(response, 'register');
      return { ok: true };
    } catch (error) {
      if (settings.captcha) captcha.refresh();
      return failureOutcome(error, i18n.language, t, {
        fields: [
          'mobileNum',
          'verificationCode',
          'affiliateCode',
          'agree',
          ...(withPassword ? ['password', 'confirmPassword'] : []),
        ],
        codeFields,
        aliases: { agreeTerms: 'agree' },
        rules: settings.fields,
      });
    }
  };

  const submit = async (data: FormData): Promise<TAuthOutcome> => {
    const typedCode = affiliateShown ? String(data.get('affiliateCode') ?? '').trim() : '';
    if (typedCode && !(await checkTypedCode(typedCode))) {
      return { ok: false, fieldErrors: { affiliateCode: inviteError } };
    }
    if (active === 'mobile') return submitMobile(data, typedCode);
    const body = buildRegisterRequest(data, {
      fields,
      country,
      affiliateCode: urlValid ? codes.affiliate : typedCode,
      referralCode: codes.referral,
      domain: window.location.host,
    });
    if (settings.smsVerification) {
      body.verificationCode = String(data.get('verificationCode') ?? '').trim();
    }
    if (settings.captcha) {
      body.captchaId = String(data.get('captchaId') ?? '');
      body.captcha = String(data.get('captcha') ?? '').trim();
    }
    try {
      if (settings.botCheck) {
        const solved = await botCheck.take();
        if (solved) body.botCheck = solved;
      }
      const result = await mutateAsync(body);
      complete(result, 'register');
      return { ok: true };
    } catch (error) {
      // The server used the image and the bot check up, right or wrong: prepare new ones.
      if (settings.botCheck) botCheck.warmUp();
      if (settings.captcha) captcha.refresh();
      return failureOutcome(error, i18n.language, t, {
        fields: [...fields, 'agree', ...(settings.smsVerification ? ['verificationCode'] : [])],
        codeFields,
        aliases: { agreeTerms: 'agree' },
        rules: settings.fields,
      });
    }
  };

  const { errors, setErrors, notice, busy, onSubmit } = useFormSubmit((data) => {
    if (active === 'mobile') return validateMobileRegistration(data);
    const found = validateRegistration(data, {
      settings,
      fields,
      country,
      language: i18n.language,
      t,
      today,
    });
    if (settings.smsVerification && !String(data.get('verificationCode') ?? '').trim()) {
      found.verificationCode = t('error.codeRequired');
    }
    if (settings.captcha && !String(data.get('captcha') ?? '').trim()) {
      found.captcha = t('captcha.required');
    }
    return found;
  }, submit);

  /** spec §5: mobile required, the code, passwords when asked, terms and age. */
  function validateMobileRegistration(data: FormData): Record<string, string> {
    const found = validateRegistration(data, {
      settings: { ...settings, fields: { ...settings.fields, mobileNum: mobileRule } },
      fields: [
        'mobileNum',
        ...(settings.mobileRegistrationWithPassword
          ? (['password', 'confirmPassword'] as const)
          : []),
      ],
      country,
      language: i18n.language,
      t,
      today,
    });
    if (!String(data.get('verificationCode') ?? '').trim()) {
      found.verificationCode = t('error.codeRequired');
    }
    return found;
  }

  const onSendCode = async (form: HTMLFormElement | null) => {
    const mobile = form ? nationalNumber(String(new FormData(form).get('mobileNum') ?? '')) : '';
    const outcome = await sms.send(dialCode, mobile);
    setErrors((current) => {
      const { mobileNum: _previous, ...rest } = current;
      return !outcome.ok && outcome.fieldErrors?.mobileNum
        ? { ...rest, mobileNum: outcome.fieldErrors.mobileNum }
        : rest;
    });
  };

  const onAffiliateBlur = (event: FocusEvent<HTMLInputElement>) => {
    const code = event.target.value.trim();
    void checkTypedCode(code).then((valid) => {
      setErrors((current) => {
        const { affiliateCode: _previous, ...rest } = current;
        return valid ? rest : { ...rest, affiliateCode: inviteError };
      });
    });
  };

  const dialOptions = countryList.map((c) => ({
    value: c.countryCode,
    label: `${c.countryDialingCode.startsWith('+') ? '' : '+'}${c.countryDialingCode}`,
    title: c.name,
  }));
  const phoneHint = country
    ? country.phoneDigits.min === country.phoneDigits.max
      ? t('register.phoneDigitsExact', { digits: country.phoneDigits.min, country: country.name })
      : t('register.phoneDigits', {
          min: country.phoneDigits.min,
          max: country.phoneDigits.max,
          country: country.name,
        })
    : undefined;

  /** The rule of a field in words (its pattern message), shown under it until an error is. */
  const ruleHint = (name: TRegisterFieldName): string | undefined => {
    const rule = settings.fields[name];
    if (!rule || !isPatternId(rule.patternId)) return undefined;
    if (rule.patternId === 0 && rule.min === null && rule.max === null) return undefined;
    return patternMessage(rule.patternId, i18n.language, { min: rule.min, max: rule.max });
  };

  const smsCodeField = (
    <SmsCodeField
      error={errors.verificationCode}
      secondsLeft={sms.secondsLeft}
      sending={sms.sending}
      onSend={() => void onSendCode(formRef.current)}
    />
  );

  const renderField = (name: TRegisterFieldName) => {
    const required = isRequired(settings, name);
    const rule = settings.fields[name];
    if (name === 'password' || name === 'confirmPassword') return null;
    if (name === 'mobileNum') {
      const phone = (
        <PhoneField
          key={name}
          name="mobileNum"
          dialCode={country?.countryCode ?? ''}
          onDialCodeChange={setCountryCode}
          options={dialOptions}
          required={required}
          hint={phoneHint}
          maxLength={(country?.phoneDigits.max ?? 15) + 1}
          error={errors.mobileNum}
        />
      );
      return settings.smsVerification ? (
        <Fragment key={name}>
          {phone}
          {smsCodeField}
        </Fragment>
      ) : (
        phone
      );
    }
    if (name === 'paymentPassword') {
      return (
        <PasswordField
          key={name}
          label={t('field.paymentPassword')}
          name={name}
          autoComplete="new-password"
          required={required}
          maxLength={rule?.max ?? undefined}
          error={errors[name]}
        />
      );
    }
    const ui = FIELD_UI[name];
    const Icon = ui?.icon ?? User;
    return (
      <TextField
        key={name}
        label={t(`field.${name}`)}
        name={name}
        type={ui?.type ?? 'text'}
        autoComplete={ui?.autoComplete ?? 'off'}
        inputMode={ui?.inputMode}
        required={required}
        maxLength={name === 'birthday' ? undefined : (rule?.max ?? undefined)}
        max={name === 'birthday' ? latestBirthday(settings.birthdayMinAge, today) : undefined}
        icon={<Icon size={18} />}
        hint={name === 'username' && !errors.username ? ruleHint('username') : undefined}
        error={errors[name]}
        onBlur={name === 'affiliateCode' ? onAffiliateBlur : undefined}
      />
    );
  };

  return (
    <>
      {mobileAllowed ? (
        <Tabs
          label={t('register.methods')}
          value={active}
          onChange={(next) => {
            setTab(next);
            // spec §2 "Switching tabs reloads the captcha".
            if (settings.captcha) captcha.refresh();
          }}
          idPrefix="register"
          tabs={[
            { key: 'username', label: t('register.tabUsername') },
            { key: 'mobile', label: t('register.tabMobile') },
          ]}
        />
      ) : null}
      {urlValid && urlCheck.data?.agentNickname ? (
        <p className="auth-invite">
          <Ticket size={16} aria-hidden="true" />
          <span>{t('register.invitedBy', { name: urlCheck.data.agentNickname })}</span>
        </p>
      ) : null}
      <form
        ref={formRef}
        className="auth-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        id={`register-panel-${active}`}
        role={mobileAllowed ? 'tabpanel' : undefined}
        aria-labelledby={mobileAllowed ? `register-tab-${active}` : undefined}
      >
        {active === 'username' ? (
          <>
            {renderField('username')}
            <div className="auth-form__pair">
              <PasswordField
                label={t('field.password')}
                name="password"
                autoComplete="new-password"
                required
                maxLength={settings.fields.password?.max ?? undefined}
                hint={errors.password ? undefined : ruleHint('password')}
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
            {fields
              .filter((name) => !['username', 'password', 'confirmPassword'].includes(name))
              .map(renderField)}
          </>
        ) : (
          <>
            <PhoneField
              name="mobileNum"
              dialCode={country?.countryCode ?? ''}
              onDialCodeChange={setCountryCode}
              options={dialOptions}
              hint={phoneHint}
              maxLength={(country?.phoneDigits.max ?? 15) + 1}
              error={errors.mobileNum}
            />
            {smsCodeField}
            {settings.mobileRegistrationWithPassword ? (
              <div className="auth-form__pair">
                <PasswordField
                  label={t('field.password')}
                  name="password"
                  autoComplete="new-password"
                  required
                  maxLength={settings.fields.password?.max ?? undefined}
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
            {affiliateShown ? renderField('affiliateCode') : null}
          </>
        )}
        {settings.captcha ? <BotCheckSlot captcha={captcha} error={errors.captcha} /> : null}
        <div className={errors.agree ? 'check-block check-block--error' : 'check-block'}>
          <label className="check">
            <input
              type="checkbox"
              name="agree"
              aria-invalid={errors.agree ? true : undefined}
              aria-describedby={errors.agree ? 'register-agree-error' : undefined}
            />
            <span>
              {t('register.agree', { age: settings.agreementMinAge })}{' '}
              <button type="button" className="link-btn" onClick={onShowTerms}>
                {t('register.terms')}
              </button>
            </span>
          </label>
          {errors.agree ? (
            <p id="register-agree-error" className="field__error" role="alert">
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
      <ConfirmDialog
        open={warningOpen}
        title={t('register.inviteWarningTitle')}
        onConfirm={() => {
          setUrlWarningSeen(true);
          setTypedWarning(false);
        }}
      >
        {inviteError}
      </ConfirmDialog>
    </>
  );
}
