import { clsx } from 'clsx';
import {
  ArrowDownToLine,
  ArrowLeftRight,
  ArrowUpFromLine,
  ChartNoAxesCombined,
  Crown,
  Gift,
  HeartHandshake,
  HandCoins,
  History,
  IdCard,
  Mail,
  Medal,
  Percent,
  Receipt,
  ShieldCheck,
  UserPlus,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { MemberAvatar } from '../../profile';
import {
  DEFAULT_MEMBER_PAGE,
  MEMBER_PAGES,
  memberPageHref,
  RESPONSIBLE_GAMING_PATH,
  type TMemberPage,
} from '../../../lib/links';
import { useSession } from '../../../lib/session';
import { useMemberInfo, usePublicState } from '../../../api/member';
import { SecurityCenter } from '../../security';
import { DepositPage } from '../../deposit';
import { WithdrawPage } from '../../withdraw';
import { PullRequestsNotice, walletPage } from '../../wallet';
import { gameRecordsPage } from '../../game-records';
import { messagesPage } from '../../messages';
import { KycPage } from '../../kyc';
import { bonusPage } from '../../bonus';
import { referralPage } from '../../referral';
import { rebatePage } from '../../rebate';
import { rewardsPage, useEngagementBadges } from '../../rewards';
import { VipPage } from '../../vip';
import { usePermissionQuery } from '../../../api/get-permission';

const ICONS: Record<TMemberPage, LucideIcon> = {
  securityCenter: ShieldCheck,
  transferFund: Wallet,
  depositv2: ArrowDownToLine,
  withdraw: ArrowUpFromLine,
  transferUpline: ArrowLeftRight,
  personalHistoryCopy: History,
  transactionHistory: Receipt,
  personalProfit: ChartNoAxesCombined,
  bonusDetails: HandCoins,
  rewardCenter: Gift,
  referral: UserPlus,
  missionLeaderboard: Medal,
  messageV2: Mail,
  manualRebate: Percent,
  kyc: IdCard,
  vip: Crown,
};

/** Pages that show a red count badge when their count is above 0 (spec §2). */
const BADGED: readonly TMemberPage[] = ['missionLeaderboard', 'messageV2', 'rewardCenter'];

function isMemberPage(value: string | null): value is TMemberPage {
  return MEMBER_PAGES.includes(value as TMemberPage);
}

/** The member centre: the page menu on the left, the chosen page on the right. */
export function MemberRoute() {
  const { t } = useTranslation(['pages', 'common']);
  const session = useSession();
  const [params] = useSearchParams();
  const raw = params.get('page');
  const page: TMemberPage = isMemberPage(raw) ? raw : DEFAULT_MEMBER_PAGE;
  const publicState = usePublicState();
  const engagement = useEngagementBadges();
  // The rewards and missions counts arrive with their issues.
  const counts: Partial<Record<TMemberPage, number>> = {
    messageV2: publicState.data?.unreadMessage ?? 0,
    rewardCenter: engagement.data?.rewardCenter ?? 0,
    missionLeaderboard: engagement.data?.missionLeaderboard ?? 0,
  };
  const member = useMemberInfo();
  // VIP entries only when the operator switched VIP on (spec §8).
  const vipOn = Boolean(usePermissionQuery().data?.modules.vip);
  const name =
    member.data?.nickname || member.data?.account || session.username || t('pages:member.guest');

  const Icon = ICONS[page];
  return (
    <div className="member">
      <aside className="member__menu" aria-label={t('pages:member.menu')}>
        <div className="member__card">
          <MemberAvatar name={member.data?.account ?? session.username ?? name} size={48} />
          <div>
            <p className="member__name">{name}</p>
            <p className="member__type">
              {session.isAgent ? t('pages:member.agent') : t('pages:member.member')}
            </p>
          </div>
        </div>
        <nav aria-label={t('pages:member.menu')}>
          <ul className="member__pages">
            {MEMBER_PAGES.filter((key) => key !== 'vip' || vipOn).map((key) => {
              const ItemIcon = ICONS[key];
              const count = BADGED.includes(key) ? (counts[key] ?? 0) : 0;
              return (
                <li key={key}>
                  <Link
                    to={memberPageHref(key)}
                    className={clsx('member__link', key === page && 'is-active')}
                    aria-current={key === page ? 'page' : undefined}
                    replace
                  >
                    <ItemIcon size={18} aria-hidden="true" />
                    <span>{t(`pages:member.page.${key}`)}</span>
                    {count > 0 ? <span className="count-badge">{count}</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
          <Link to={RESPONSIBLE_GAMING_PATH} className="member__link member__link--rg">
            <HeartHandshake size={18} aria-hidden="true" />
            <span>{t('pages:member.responsibleGaming')}</span>
          </Link>
        </nav>
      </aside>
      <section className="member__content" aria-labelledby="page-title">
        <div className="member__head">
          <span className="page__icon" aria-hidden="true">
            <Icon size={24} />
          </span>
          <div>
            <h1 id="page-title" className="page__title">
              {t(`pages:member.page.${page}`)}
            </h1>
            <p className="page__subtitle">{t(`pages:member.about.${page}`)}</p>
          </div>
        </div>
        {/* An agent's request to take money back waits for the member, whatever page is open. */}
        <PullRequestsNotice />
        {page === 'securityCenter' ? (
          <SecurityCenter />
        ) : page === 'depositv2' ? (
          <DepositPage />
        ) : page === 'withdraw' ? (
          <WithdrawPage />
        ) : page === 'kyc' ? (
          <KycPage />
        ) : page === 'vip' && vipOn ? (
          <VipPage />
        ) : walletPage(page) ? (
          walletPage(page)
        ) : gameRecordsPage(page) ? (
          gameRecordsPage(page)
        ) : messagesPage(page) ? (
          messagesPage(page)
        ) : bonusPage(page) ? (
          bonusPage(page)
        ) : referralPage(page) ? (
          referralPage(page)
        ) : rebatePage(page) ? (
          rebatePage(page)
        ) : rewardsPage(page) ? (
          rewardsPage(page)
        ) : (
          <EmptyState
            icon={<Icon size={28} />}
            title={t('pages:member.emptyTitle')}
            text={t('pages:member.emptyText')}
            className="empty--panel"
            action={
              <Link to="/" className="btn btn--secondary btn--md">
                {t('common:actions.backToLobby')}
              </Link>
            }
          />
        )}
      </section>
    </div>
  );
}
