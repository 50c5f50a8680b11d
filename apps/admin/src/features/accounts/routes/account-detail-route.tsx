import type { TAccountDetail } from '@lw/contracts';
import { ArrowLeft, ChevronRight, History, Network, ScrollText, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundRoute } from '../../../components/ui/not-found-route';
import { RequirePermission, useCan } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingBlock } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useAccount, useLoginHistory } from '../api/use-accounts';
import { AccountActions } from '../components/account-actions';
import { AccountStatusPill, AccountTypeBadge, isAgentType } from '../components/account-badges';
import { LoginTable } from '../components/login-table';
import { MemberExclusionsCard } from '../../exclusions';
import { MemberIdentityMatchesCard } from '../../identity-matches';
import { MemberLimitsCard } from '../../limits';
import { OpenRiskCaseCard } from '../../risk';
import { MemberKycCard } from '../../kyc';
import { SelfDealingCard } from '../components/self-dealing-card';
import { AgentReportCard } from '../components/agent-report-card';

/** The agents above the account, root first, each a link; the account itself last. */
function UplineChain({ account }: { account: TAccountDetail }) {
  const { t } = useTranslation('accounts');
  return (
    <nav className="upline-chain" aria-label={t('uplineChain')}>
      <ol>
        {account.uplineChain.length === 0 && (
          <li>
            <span className="muted">{t('topLevel')}</span>
            <ChevronRight size={14} aria-hidden="true" />
          </li>
        )}
        {account.uplineChain.map((agent) => (
          <li key={agent.id}>
            <Link to={`/accounts/${agent.id}`} className="mono">
              {agent.username}
            </Link>
            <ChevronRight size={14} aria-hidden="true" />
          </li>
        ))}
        <li>
          <span className="mono" aria-current="page">
            {account.username}
          </span>
        </li>
      </ol>
    </nav>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  const { i18n } = useTranslation();
  return (
    <div className="stat">
      <span className="stat__label">{label}</span>
      <span className="stat__value">{new Intl.NumberFormat(i18n.language).format(value)}</span>
    </div>
  );
}

function Item({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={mono ? 'mono' : undefined}>{children ?? '—'}</dd>
    </div>
  );
}

function AccountDetail({ account }: { account: TAccountDetail }) {
  const { t, i18n } = useTranslation('accounts');
  const { dateTime } = useDateTime();
  const canManage = useCan('members.manage');
  const canAudit = useCan('audit.read');
  const canCashier = useCan('cashier.read');
  const [fullHistory, setFullHistory] = useState(false);
  const history = useLoginHistory(account.id, fullHistory);
  const lang = i18n.language;
  const agent = isAgentType(account.type);
  const mobile = account.mobile
    ? `${account.countryDialingCode ? `+${account.countryDialingCode.replace(/^\+/, '')} ` : ''}${account.mobile}`
    : null;
  const extra = Object.entries(account.profile);

  return (
    <div className="page">
      <Link to="/accounts" className="back-link">
        <ArrowLeft size={14} aria-hidden="true" />
        {t('backToList')}
      </Link>
      <PageHeader
        title={<span className="mono">{account.username}</span>}
        meta={
          <span className="account-header-meta">
            <AccountTypeBadge type={account.type} />
            <AccountStatusPill status={account.status} />
          </span>
        }
        description={account.nickname || t('noNickname')}
        actions={
          <>
            {agent && (
              <Link
                className="btn btn--secondary btn--sm"
                to={`/accounts?underAgentId=${account.id}`}
              >
                <Network size={14} aria-hidden="true" />
                <span>{t('viewDownline')}</span>
              </Link>
            )}
            {canCashier && (
              <Link
                className="btn btn--ghost btn--sm"
                to={`/cashier/wallets?accountId=${account.id}`}
              >
                <Wallet size={14} aria-hidden="true" />
                <span>{t('cashier:wallets.openWallets')}</span>
              </Link>
            )}
            {canAudit && (
              <Link
                className="btn btn--ghost btn--sm"
                to={`/audit?targetType=account&targetId=${account.id}`}
              >
                <ScrollText size={14} aria-hidden="true" />
                <span>{t('auditTrail')}</span>
              </Link>
            )}
          </>
        }
      />
      <UplineChain account={account} />
      {canManage && <AccountActions account={account} />}
      {account.status !== 'active' && (
        <Banner tone={account.status === 'disabled' ? 'danger' : 'warning'}>
          {t(`statusNote.${account.status}`)}
        </Banner>
      )}
      <div className="stat-row">
        <Stat label={t('directDownline')} value={account.directDownlineCount} />
        <Stat label={t('totalDownline')} value={account.totalDownlineCount} />
        <Stat label={t('activeSessions')} value={account.activeSessions} />
        <Stat label={t('depth')} value={account.depth} />
      </div>
      <div className="detail-grid">
        <Card title={t('profile')}>
          <dl className="meta-list">
            <Item label={t('nickname')}>{account.nickname || null}</Item>
            <Item label={t('realName')}>{account.realName}</Item>
            <Item label={t('email')}>{account.email}</Item>
            <Item label={t('mobile')} mono>
              {mobile}
            </Item>
            <Item label={t('birthday')}>{account.birthday}</Item>
            {extra.map(([key, value]) => (
              <Item key={key} label={t(`profileFields.${key}`, { defaultValue: key })}>
                {value || null}
              </Item>
            ))}
          </dl>
        </Card>
        <Card title={t('accountFacts')}>
          <dl className="meta-list">
            <Item label={t('id')} mono>
              {account.id}
            </Item>
            <Item label={t('upline')} mono>
              {account.uplineUsername ?? t('topLevel')}
            </Item>
            <Item label={t('createdAt')}>{dateTime(account.createdAt)}</Item>
            <Item label={t('registerIp')} mono>
              {account.registerIp}
            </Item>
            <Item label={t('lastLoginAt')}>{dateTime(account.lastLoginAt)}</Item>
            <Item label={t('lastLoginIp')} mono>
              {account.lastLoginIp}
            </Item>
            <Item label={t('passwordChangedAt')}>{dateTime(account.passwordChangedAt)}</Item>
            <Item label={t('affiliateCode')} mono>
              {account.affiliateCode}
            </Item>
            <Item label={t('referralCode')} mono>
              {account.referralCode}
            </Item>
          </dl>
        </Card>
      </div>
      {!isAgentType(account.type) && <MemberLimitsCard accountId={account.id} />}
      {!isAgentType(account.type) && <MemberExclusionsCard accountId={account.id} />}
      {!isAgentType(account.type) && <OpenRiskCaseCard accountId={account.id} />}
      {!isAgentType(account.type) && <MemberIdentityMatchesCard accountId={account.id} />}
      {!isAgentType(account.type) && <MemberKycCard accountId={account.id} />}
      {isAgentType(account.type) && <AgentReportCard agentId={account.id} />}
      {isAgentType(account.type) && <SelfDealingCard agentId={account.id} />}
      <section className="detail-section">
        <div className="detail-section__header">
          <h2 className="section-title">
            {fullHistory ? t('logins.fullTitle') : t('logins.recentTitle')}
          </h2>
          <Button
            size="sm"
            variant="ghost"
            icon={<History size={14} />}
            onClick={() => setFullHistory((v) => !v)}
          >
            {fullHistory ? t('logins.showRecent') : t('logins.showFull')}
          </Button>
        </div>
        {fullHistory && history.isError && (
          <Banner tone="danger">{apiErrorText(history.error, lang)}</Banner>
        )}
        <LoginTable
          caption={fullHistory ? t('logins.fullTitle') : t('logins.recentTitle')}
          items={fullHistory ? (history.data?.items ?? []) : account.recentLogins}
          loading={fullHistory && history.isPending}
          csvFilename={fullHistory ? `login-history-${account.username}.csv` : undefined}
        />
      </section>
    </div>
  );
}

function AccountScreen({ id }: { id: number }) {
  const account = useAccount(id);
  if (account.isPending) {
    return <LoadingBlock />;
  }
  if (account.isError) {
    if (account.error instanceof ApiError && account.error.code === 'NOT_FOUND') {
      return <NotFoundRoute />;
    }
    return (
      <div className="page">
        <LoadError error={account.error} onRetry={() => void account.refetch()} />
      </div>
    );
  }
  return <AccountDetail account={account.data} />;
}

/** /accounts/:id — one member or agent: profile, upline chain, sign-ins and actions. */
export function AccountDetailRoute() {
  const { id = '' } = useParams();
  const numeric = Number(id);
  if (!Number.isInteger(numeric) || numeric <= 0) return <NotFoundRoute />;
  return (
    <RequirePermission permission="members.read">
      <AccountScreen key={numeric} id={numeric} />
    </RequirePermission>
  );
}
