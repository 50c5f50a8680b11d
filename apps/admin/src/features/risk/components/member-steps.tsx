import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  TIME_OUT_PERIODS,
  type TLimitKind,
  type TRiskCaseAction,
} from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useCan } from '../../auth';
import { MoneyInput } from '../../settings';
import { useRiskAction } from '../api/risk-api';

type Language = 'th' | 'en' | 'zh';
const LANGUAGES: Language[] = ['th', 'en', 'zh'];

/**
 * The steps on the member from a case: a message, a lower limit, a time-out, closing the
 * account. Each needs its own permission beside risk.manage (the server checks it too).
 */
export function MemberSteps({ caseId }: { caseId: number }) {
  const { t, i18n } = useTranslation('risk');
  const act = useRiskAction(caseId);
  const toast = useToast();
  const canMessage = useCan('player-messages.send');
  const canManage = useCan('members.manage');
  const canTimeOut = useCan('responsible_gaming.manage');
  const [language, setLanguage] = useState<Language>('th');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [kind, setKind] = useState<TLimitKind>('deposit');
  const [period, setPeriod] = useState<(typeof LIMIT_PERIODS)[number]>('day');
  // NaN until an amount is typed (the money input's empty state).
  const [amount, setAmount] = useState<number>(Number.NaN);
  const [timeOut, setTimeOut] = useState<(typeof TIME_OUT_PERIODS)[number]>('24h');
  const [reason, setReason] = useState('');
  const [confirmClose, setConfirmClose] = useState(false);
  const run = (action: TRiskCaseAction, done: string, reset?: () => void) =>
    act.mutate(action, {
      onSuccess: () => {
        toast.success(done);
        reset?.();
      },
      onError: (err) => toast.error(apiErrorText(err, i18n.language)),
    });
  const busy = (name: TRiskCaseAction['action']) => act.isPending && act.variables?.action === name;
  /** The text in the chosen language; the others fall back to it on the member's side. */
  const inLanguage = (text: string) => ({ th: '', en: '', zh: '', [language]: text });
  return (
    <div className="risk-steps">
      {canMessage ? (
        <fieldset className="risk-step">
          <legend>{t('onMember.message')}</legend>
          <Field label={t('onMember.language')} htmlFor="risk-msg-language">
            <Select
              id="risk-msg-language"
              value={language}
              onChange={(e) => setLanguage(e.target.value as Language)}
            >
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`onMember.languages.${l}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('onMember.messageTitle')} htmlFor="risk-msg-title">
            <Input
              id="risk-msg-title"
              maxLength={120}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
          </Field>
          <Field label={t('onMember.messageBody')} htmlFor="risk-msg-body">
            <Textarea
              id="risk-msg-body"
              rows={3}
              maxLength={20_000}
              value={body}
              onChange={(e) => setBody(e.target.value)}
            />
          </Field>
          <Button
            disabled={!title.trim() || !body.trim()}
            loading={busy('message')}
            onClick={() =>
              run(
                { action: 'message', title: inLanguage(title), body: inLanguage(body) },
                t('onMember.sent'),
                () => {
                  setTitle('');
                  setBody('');
                },
              )
            }
          >
            {t('onMember.send')}
          </Button>
        </fieldset>
      ) : null}
      {canManage ? (
        <fieldset className="risk-step">
          <legend>{t('onMember.limit')}</legend>
          <div className="risk-steps__row">
            <Field label={t('onMember.limitKind')} htmlFor="risk-limit-kind">
              <Select
                id="risk-limit-kind"
                value={kind}
                onChange={(e) => setKind(e.target.value as TLimitKind)}
              >
                {LIMIT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`onMember.kinds.${k}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('onMember.limitPeriod')} htmlFor="risk-limit-period">
              <Select
                id="risk-limit-period"
                value={period}
                onChange={(e) => setPeriod(e.target.value as typeof period)}
              >
                {LIMIT_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`onMember.periods.${p}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field
              label={kind === 'session' ? t('onMember.minutes') : t('onMember.amount')}
              htmlFor="risk-limit-amount"
            >
              {kind === 'session' ? (
                <Input
                  id="risk-limit-amount"
                  type="number"
                  inputMode="numeric"
                  className="num"
                  value={Number.isNaN(amount) ? '' : amount}
                  onChange={(e) =>
                    setAmount(e.target.value === '' ? Number.NaN : Number(e.target.value))
                  }
                />
              ) : (
                <MoneyInput
                  id="risk-limit-amount"
                  className="num"
                  value={amount}
                  onChange={setAmount}
                />
              )}
            </Field>
            <Button
              disabled={!Number.isSafeInteger(amount) || amount < 1}
              loading={busy('limit')}
              onClick={() => run({ action: 'limit', kind, period, amount }, t('onMember.limitSet'))}
            >
              {t('onMember.setLimit')}
            </Button>
          </div>
        </fieldset>
      ) : null}
      {canTimeOut || canManage ? (
        <fieldset className="risk-step">
          <legend>{t('onMember.breakOrClose')}</legend>
          <Field label={t('onMember.reason')} htmlFor="risk-reason">
            <Input
              id="risk-reason"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <div className="risk-steps__row">
            {canTimeOut ? (
              <>
                <Field label={t('onMember.timeOutPeriod')} htmlFor="risk-timeout">
                  <Select
                    id="risk-timeout"
                    value={timeOut}
                    onChange={(e) => setTimeOut(e.target.value as typeof timeOut)}
                  >
                    {TIME_OUT_PERIODS.map((p) => (
                      <option key={p} value={p}>
                        {t(`onMember.timeOuts.${p}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Button
                  disabled={!reason.trim()}
                  loading={busy('time_out')}
                  onClick={() =>
                    run(
                      { action: 'time_out', period: timeOut, reason },
                      t('onMember.timedOut'),
                      () => setReason(''),
                    )
                  }
                >
                  {t('onMember.applyTimeOut')}
                </Button>
              </>
            ) : null}
            {canManage ? (
              <Button
                variant="danger"
                disabled={!reason.trim()}
                loading={busy('close_account')}
                onClick={() => setConfirmClose(true)}
              >
                {t('onMember.closeAccount')}
              </Button>
            ) : null}
          </div>
        </fieldset>
      ) : null}
      <ConfirmDialog
        open={confirmClose}
        title={t('onMember.closeAccount')}
        description={t('onMember.closeConfirm')}
        confirmLabel={t('onMember.closeAccount')}
        danger
        loading={busy('close_account')}
        onCancel={() => setConfirmClose(false)}
        onConfirm={() =>
          run({ action: 'close_account', reason }, t('onMember.accountClosed'), () => {
            setReason('');
            setConfirmClose(false);
          })
        }
      />
    </div>
  );
}
