import { errorMessages, pickLocalized, ZErrorCode, type TMemberInfo } from '@lw/contracts';
import { CheckCircle2, History, KeyRound, Lock, ShieldCheck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../../api/member';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormNotice } from '../../../components/ui/form-notice';
import { ResultLine, type TResult } from '../../../components/ui/result-line';
import { AvatarChooser, CopyUserId } from '../../profile';
import { errorText } from '../../../lib/error-text';
import { useDateTime } from '../../../lib/date-time';
import { useModals } from '../../../lib/modal-context';
import { useLoginHistory } from '../../../api/login-history';
import { useRefreshSecurity, useSecurityOverview } from '../api/get-security-overview';
import { forgetThisDevice } from '../api/security-settings';
import { SecurityBindingsCard } from './security-bindings-card';
import { SecurityDialogs, type TOpenSecurityDialog } from './security-dialogs';
import { SecurityItem } from './security-item';
import './security-center.css';

/** Known sign-in methods; anything else is shown as the server wrote it. */
const METHODS = ['password', 'register', 'sms', 'token', 'trial', 'social'] as const;

/** A country code as a name in the interface language ("TH" -> "Thailand" / "ไทย"). */
function countryName(code: string | null, language: string): string {
  if (!code) return '—';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The outcome line shown above the cards after a dialog or action finished. */

/** The key of the success text of a finished dialog. */
function doneKey(done: NonNullable<TOpenSecurityDialog>): string {
  switch (done.kind) {
    case 'mobile':
      return done.change ? 'security.done.mobileChanged' : 'security.done.mobileBound';
    case 'email':
      return done.change ? 'security.done.emailChanged' : 'security.done.emailBound';
    case 'payment':
      return done.change ? 'security.done.paymentChanged' : 'security.done.paymentSet';
    case 'totpBind':
      return 'security.done.totpBound';
    case 'totpUnbind':
      return 'security.done.totpUnbound';
  }
}

/**
 * The member centre's default page (spec §2 securityCenter): profile, passwords, bound mobile,
 * e-mail and authenticator, the remembered device, and the login history.
 */
export function SecurityCenter() {
  const { t, i18n } = useTranslation('pages');
  const member = useMemberInfo();
  const overview = useSecurityOverview();
  const refresh = useRefreshSecurity();
  const [dialog, setDialog] = useState<TOpenSecurityDialog>(null);
  const [result, setResult] = useState<TResult>(null);
  const [confirmForget, setConfirmForget] = useState(false);
  const [forgetting, setForgetting] = useState(false);
  const hasPaymentPassword =
    overview.data?.hasPaymentPassword ?? member.data?.hasPaymentPassword ?? false;

  const open = (kind: NonNullable<TOpenSecurityDialog>['kind'], change: boolean) => {
    setResult(null);
    setDialog({ kind, change });
  };

  const forget = async () => {
    setConfirmForget(false);
    setForgetting(true);
    try {
      await forgetThisDevice();
      await refresh();
      setResult({ tone: 'success', text: t('security.done.deviceForgotten') });
    } catch (error) {
      setResult({ tone: 'error', text: errorText(error, i18n.language) });
    } finally {
      setForgetting(false);
    }
  };

  return (
    <div className="security">
      <ResultLine result={result} />
      <ProfileCard member={member.data} loading={member.isPending} />
      <PasswordCard
        hasPaymentPassword={hasPaymentPassword}
        onPaymentPassword={() => open('payment', hasPaymentPassword)}
      />
      <SecurityBindingsCard
        overview={overview.data}
        loading={overview.isPending}
        error={overview.isError ? overview.error : null}
        onOpen={open}
        onForgetDevice={() => setConfirmForget(true)}
        forgetting={forgetting}
      />
      <LoginHistoryCard />
      <SecurityDialogs
        open={dialog}
        onClose={() => setDialog(null)}
        onDone={(done) => {
          setDialog(null);
          setResult({ tone: 'success', text: t(doneKey(done)) });
        }}
      />
      <ConfirmDialog
        open={confirmForget}
        title={t('security.device.confirmTitle')}
        confirmLabel={t('security.device.forget')}
        tone="danger"
        onCancel={() => setConfirmForget(false)}
        onConfirm={() => void forget()}
      >
        {t('security.device.confirmText')}
      </ConfirmDialog>
    </div>
  );
}

function ProfileCard({ member, loading }: { member: TMemberInfo | undefined; loading: boolean }) {
  const { t } = useTranslation('pages');
  const { dateTime } = useDateTime();
  const rows: { key: string; value: string | null | undefined }[] = [
    { key: 'account', value: member?.account },
    { key: 'nickname', value: member?.nickname },
    { key: 'realName', value: member?.realName },
    { key: 'mobile', value: member?.mobileMasked },
    { key: 'email', value: member?.emailMasked },
    { key: 'createdAt', value: member ? dateTime(member.createdAt) : null },
    {
      key: 'lastLoginAt',
      value: member?.lastLoginAt ? dateTime(member.lastLoginAt) : null,
    },
  ];
  const name = member?.nickname || member?.account || '';
  return (
    <section className="card security__profile" aria-labelledby="security-profile">
      <div className="security__identity">
        {member ? (
          <AvatarChooser name={member.account} />
        ) : (
          <span className="skeleton skeleton--circle security__avatar-skeleton" />
        )}
        <div>
          <h2 id="security-profile" className="card__title">
            {t('security.profile')}
          </h2>
          <p className="security__name">{name || '\u00a0'}</p>
        </div>
      </div>
      <dl className="security__facts" aria-busy={loading || undefined}>
        {rows.map(({ key, value }) => (
          <div key={key} className="security__fact">
            <dt>{t(`security.field.${key}`)}</dt>
            <dd className={value ? undefined : 'security__empty'}>
              {loading ? (
                <span className="skeleton security__value-skeleton" aria-hidden="true" />
              ) : (
                value || t('security.notSet')
              )}
              {key === 'account' && value ? <CopyUserId userId={value} /> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function PasswordCard({
  hasPaymentPassword,
  onPaymentPassword,
}: {
  hasPaymentPassword: boolean;
  onPaymentPassword: () => void;
}) {
  const { t } = useTranslation('pages');
  const { open } = useModals();
  return (
    <section className="card" aria-labelledby="security-password">
      <h2 id="security-password" className="card__title">
        <KeyRound size={20} aria-hidden="true" />
        {t('security.passwords')}
      </h2>
      <ul className="security__items">
        <SecurityItem
          icon={<Lock size={20} />}
          title={t('security.loginPassword')}
          text={t('security.loginPasswordText')}
        >
          <Button variant="secondary" onClick={() => open({ kind: 'changePassword' })}>
            {t('security.changePassword')}
          </Button>
        </SecurityItem>
        <SecurityItem
          icon={<KeyRound size={20} />}
          title={t('security.paymentPassword')}
          text={t('security.paymentPasswordText')}
          status={{
            on: hasPaymentPassword,
            onLabel: t('security.set'),
            offLabel: t('security.notSet'),
          }}
        >
          <Button variant="secondary" onClick={onPaymentPassword}>
            {hasPaymentPassword ? t('security.payment.change') : t('security.payment.set')}
          </Button>
        </SecurityItem>
      </ul>
    </section>
  );
}

function LoginHistoryCard() {
  const { t, i18n } = useTranslation('pages');
  const { dateTime } = useDateTime();
  const history = useLoginHistory();
  const items = history.data?.items ?? [];

  const failureText = (failure: string | null): string => {
    const parsed = ZErrorCode.safeParse(failure);
    if (parsed.success) return pickLocalized(errorMessages[parsed.data], i18n.language);
    return failure ?? t('security.history.failed');
  };

  return (
    <section className="card" aria-labelledby="security-history">
      <h2 id="security-history" className="card__title">
        <History size={20} aria-hidden="true" />
        {t('security.history.title')}
      </h2>
      {history.isError ? (
        <FormNotice
          notice={{ notice: 'error', message: errorText(history.error, i18n.language) }}
        />
      ) : history.isPending ? (
        <div className="skeleton security__table-skeleton" aria-hidden="true" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<ShieldCheck size={28} />}
          title={t('security.history.emptyTitle')}
          text={t('security.history.emptyText')}
        />
      ) : (
        <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="security-history">
          <table className="table table--stack">
            <thead>
              <tr>
                <th scope="col">{t('security.history.at')}</th>
                <th scope="col">{t('security.history.ip')}</th>
                <th scope="col">{t('security.history.country')}</th>
                <th scope="col">{t('security.history.site')}</th>
                <th scope="col">{t('security.history.method')}</th>
                <th scope="col">{t('security.history.result')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => (
                <tr key={`${item.at}-${index}`}>
                  <td className="tabular" data-label={t('security.history.at')}>
                    {dateTime(item.at)}
                  </td>
                  <td className="tabular" data-label={t('security.history.ip')}>
                    {item.ip ?? '—'}
                  </td>
                  <td data-label={t('security.history.country')}>
                    {countryName(item.countryCode, i18n.language)}
                  </td>
                  <td data-label={t('security.history.site')}>{t(`security.site.${item.site}`)}</td>
                  <td data-label={t('security.history.method')}>
                    {(METHODS as readonly string[]).includes(item.method)
                      ? t(`security.method.${item.method}`)
                      : item.method}
                  </td>
                  <td data-label={t('security.history.result')}>
                    {item.success ? (
                      <span className="tag tag--success">
                        <CheckCircle2 size={14} aria-hidden="true" />
                        {t('security.history.success')}
                      </span>
                    ) : (
                      <span className="tag tag--danger">
                        <XCircle size={14} aria-hidden="true" />
                        {failureText(item.failure)}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
