import type { TSecondStepMethod, TSecondStepRequired } from '@lw/contracts';
import { IdCard, ShieldCheck } from 'lucide-react';
import { useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useZodForm } from '../../../lib/use-zod-form';
import { sendSecondStepCode, verifySecondStep } from '../api/second-step';
import { secondStepSchema } from '../lib/form-schemas';
import { useCompleteLogin, type TLoginOrigin } from '../lib/use-complete-login';
import { showSmsWarning } from '../lib/sms-warning';
import { useCountdown } from '../lib/use-sms-code';
import { useDialCodes } from '../lib/use-dial-codes';
import { PhoneField } from './phone-field';
import { SmsCodeField } from './sms-code-field';

/** Errors about the number being bound, shown under the phone field. */
const MOBILE_ERRORS = new Set(['MOBILE_TAKEN', 'INVALID_PHONE', 'PHONE_REQUIRED']);

interface TSecondStepModalProps {
  challenge: TSecondStepRequired['secondStep'];
  origin: TLoginOrigin;
  onClose: () => void;
  /** The ticket ran out (SECOND_STEP_EXPIRED): back to the login popup with the message. */
  onExpired: () => void;
}

/**
 * "Verify it's you" (spec §4 "Unregistered IP"): the sign-in needs an extra proof by SMS or
 * e-mail code, the bank account (payee) name, or an authenticator code; a right answer finishes
 * the normal login steps.
 */
export function SecondStepModal({ challenge, origin, onClose, onExpired }: TSecondStepModalProps) {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<TSecondStepMethod>(challenge.methods[0] ?? 'sms');
  // The send state outlives a form, so a tab change can end the countdown: a code counts for
  // its channel only; a send under way and the throttle carry over.
  const [secondsLeft, setSecondsLeft] = useCountdown();
  const [sending, setSending] = useState(false);
  const lastSend = useRef(-Infinity);
  const tabbed = challenge.methods.length > 1;

  return (
    <Modal open title={t('secondStep.title')} onClose={onClose} size="sm">
      <p className="auth-form__intro">
        <ShieldCheck size={18} aria-hidden="true" />{' '}
        {challenge.reason === 'providerSms' ? t('secondStep.providerSms') : t('secondStep.newIp')}
      </p>
      {tabbed ? (
        <Tabs
          label={t('secondStep.methods')}
          value={method}
          onChange={(next) => {
            setMethod(next);
            // A code sent to one channel does not count for the other.
            setSecondsLeft(0);
          }}
          idPrefix="second-step"
          tabs={challenge.methods.map((key) => ({ key, label: t(`secondStep.${key}`) }))}
        />
      ) : null}
      {/* One form per method: switching starts with empty fields and no errors. */}
      <SecondStepForm
        key={method}
        challenge={challenge}
        origin={origin}
        method={method}
        tabbed={tabbed}
        sendState={{ secondsLeft, setSecondsLeft, sending, setSending, lastSend }}
        onExpired={onExpired}
      />
    </Modal>
  );
}

interface TSecondStepFormProps {
  challenge: TSecondStepRequired['secondStep'];
  origin: TLoginOrigin;
  method: TSecondStepMethod;
  tabbed: boolean;
  /** The code's countdown, the send under way and the time of the last send (the modal's). */
  sendState: {
    secondsLeft: number;
    setSecondsLeft: (seconds: number) => void;
    sending: boolean;
    setSending: (sending: boolean) => void;
    lastSend: RefObject<number>;
  };
  onExpired: () => void;
}

/** The answer for one method, with the code's send button (and the number to bind) for SMS. */
function SecondStepForm({
  challenge,
  origin,
  method,
  tabbed,
  sendState,
  onExpired,
}: TSecondStepFormProps) {
  const { t, i18n } = useTranslation('auth');
  const complete = useCompleteLogin();
  const { secondsLeft, setSecondsLeft, sending, setSending, lastSend } = sendState;
  // A provider SMS step for an account without a mobile: the player names the number to bind.
  const bindMobile = challenge.bindMobile && method === 'sms';
  const dial = useDialCodes(challenge.bindMobile);
  const schema = useMemo(() => secondStepSchema(t, { totp: method === 'totp' }), [method, t]);
  const { form, errors, notice, busy, onSubmit, setFieldErrors } = useZodForm(schema, {
    answer: '',
    mobileNum: '',
  });
  const mobileToBind = (mobileNum: string | undefined) =>
    bindMobile ? { countryDialingCode: dial.dialCode, mobileNum: mobileNum ?? '' } : {};

  const send = async () => {
    if (method !== 'sms' && method !== 'email') return;
    if (secondsLeft > 0 || sending || Date.now() - lastSend.current < 1000) return;
    const mobileNum = form.getValues('mobileNum')?.trim() ?? '';
    if (bindMobile && !mobileNum) {
      setFieldErrors({ mobileNum: t('error.mobileRequired') }, { replace: true });
      return;
    }
    lastSend.current = Date.now();
    setSending(true);
    try {
      const sent = await sendSecondStepCode({
        ticket: challenge.ticket,
        method,
        ...mobileToBind(mobileNum),
      });
      form.clearErrors();
      setSecondsLeft(Math.max(1, sent.resendAfterSeconds));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SECOND_STEP_EXPIRED') onExpired();
      else if (bindMobile && error instanceof ApiError && MOBILE_ERRORS.has(error.code))
        setFieldErrors({ mobileNum: errorText(error, i18n.language) }, { replace: true });
      else showSmsWarning(errorText(error, i18n.language));
    } finally {
      setSending(false);
    }
  };

  const submit = onSubmit(async (values) => {
    try {
      const result = await verifySecondStep({
        ticket: challenge.ticket,
        method,
        answer: values.answer,
        ...mobileToBind(values.mobileNum),
      });
      complete(result, origin);
      return { ok: true };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SECOND_STEP_EXPIRED') {
        onExpired();
        return { ok: false };
      }
      const field =
        bindMobile && error instanceof ApiError && MOBILE_ERRORS.has(error.code)
          ? 'mobileNum'
          : 'answer';
      return { ok: false, fieldErrors: { [field]: errorText(error, i18n.language) } };
    }
  });

  const destination = method === 'sms' ? challenge.mobileMasked : challenge.emailMasked;

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      id={`second-step-panel-${method}`}
      role={tabbed ? 'tabpanel' : undefined}
      aria-labelledby={tabbed ? `second-step-tab-${method}` : undefined}
    >
      {method === 'sms' || method === 'email' ? (
        <>
          {bindMobile ? (
            <>
              <p className="auth-form__hint">{t('secondStep.bindMobile')}</p>
              <PhoneField
                dialCode={dial.selected}
                onDialCodeChange={dial.select}
                options={dial.options}
                error={errors.mobileNum}
                {...form.register('mobileNum')}
              />
            </>
          ) : destination ? (
            <p className="auth-form__hint">{t('secondStep.sentTo', { destination })}</p>
          ) : null}
          <SmsCodeField
            label={method === 'email' ? t('field.emailCode') : t('field.smsCode')}
            error={errors.answer}
            secondsLeft={secondsLeft}
            sending={sending}
            onSend={() => void send()}
            {...form.register('answer')}
          />
        </>
      ) : method === 'payeeName' ? (
        <TextField
          label={t('field.payeeName')}
          autoComplete="name"
          maxLength={128}
          required
          icon={<IdCard size={18} />}
          hint={errors.answer ? undefined : t('secondStep.payeeHint')}
          error={errors.answer}
          {...form.register('answer')}
        />
      ) : (
        <TextField
          label={t('field.authenticatorCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          icon={<ShieldCheck size={18} />}
          hint={errors.answer ? undefined : t('secondStep.totpHint')}
          error={errors.answer}
          {...form.register('answer')}
        />
      )}
      <FormNotice notice={notice} />
      <Button type="submit" size="lg" block loading={busy}>
        {t('secondStep.submit')}
      </Button>
    </form>
  );
}
