import type { TMyReferral } from '@lw/contracts';
import { Gift, Share2, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Money } from '../../../components/ui/money';
import { useDateTime } from '../../../lib/date-time';
import { errorText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { CopyButton } from '../../deposit';
import { useMyReferral } from '../api/referral-api';
import { useQrCode } from '../lib/use-qr-code';
import './referral.css';

const STATUS_TONE = {
  registered: 'tag',
  deposited: 'tag referral__deposited',
  active: 'tag tag--success',
};

function percent(bps: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(bps / 100);
}

function ShareCard({ data }: { data: TMyReferral }) {
  const { t, i18n } = useTranslation('pages');
  const link = `${window.location.origin}${data.path}`;
  const qr = useQrCode(link);
  const zalo = `https://zalo.me/share?url=${encodeURIComponent(link)}`;
  const money = (minor: number) => formatMinorUnits(minor, i18n.language, data.currency);
  return (
    <section className="card referral__share" aria-labelledby="referral-share">
      <h2 id="referral-share" className="card__title">
        <Share2 size={20} aria-hidden="true" />
        {t('invite.share.title')}
      </h2>
      <div className="referral__share-body">
        {qr ? (
          <img
            className="referral__qr"
            src={qr}
            alt={t('invite.share.qr')}
            width={144}
            height={144}
          />
        ) : (
          <span className="referral__qr skeleton" aria-hidden="true" />
        )}
        <div className="referral__facts">
          <p className="referral__fact">
            <span>{t('invite.share.code')}</span>
            <code className="tabular referral__code">{data.code}</code>
            <CopyButton value={data.code} label={t('invite.share.code')} />
          </p>
          <p className="referral__fact referral__link">
            <span>{t('invite.share.link')}</span>
            <span className="referral__url">{link}</span>
            <CopyButton value={link} label={t('invite.share.link')} />
          </p>
          <a
            className="btn btn--secondary btn--sm referral__zalo"
            href={zalo}
            target="_blank"
            rel="noreferrer"
          >
            {t('invite.share.zalo')}
          </a>
          <p className="referral__hint">
            {t('invite.share.zaloHint', { amount: data.zaloBonusHint })}
          </p>
        </div>
      </div>
      <ul className="referral__rules">
        <li>
          {t('invite.rules.firstDeposit', {
            reward: money(data.rules.firstDepositReward),
            min: money(data.rules.firstDepositMin),
          })}
        </li>
        <li>
          {t('invite.rules.bets', {
            percent: percent(data.rules.betRateBps, i18n.language),
            cap: money(data.rules.betDailyCap),
          })}
        </li>
        <li>{t('invite.rules.self')}</li>
      </ul>
    </section>
  );
}

/** referral (invite friends): my code, link and QR, the rules, my friends and my rewards. */
export function ReferralPage() {
  const { t, i18n } = useTranslation('pages');
  const { dateTime, day } = useDateTime();
  const query = useMyReferral();
  if (query.isPending) return <div className="skeleton referral__skeleton" aria-busy="true" />;
  if (query.isError) {
    return (
      <p role="alert" className="form-error">
        {errorText(query.error, i18n.language)}
      </p>
    );
  }
  const data = query.data;
  return (
    <div className="referral">
      <ShareCard data={data} />
      <section className="card" aria-labelledby="referral-friends">
        <h2 id="referral-friends" className="card__title">
          <Users size={20} aria-hidden="true" />
          {t('invite.friends.title', { count: data.friends.length })}
        </h2>
        {data.friends.length === 0 ? (
          <EmptyState
            icon={<Users size={28} />}
            title={t('invite.friends.emptyTitle')}
            text={t('invite.friends.emptyText')}
          />
        ) : (
          <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="referral-friends">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('invite.friends.name')}</th>
                  <th scope="col">{t('invite.friends.registered')}</th>
                  <th scope="col">{t('invite.friends.status')}</th>
                  <th scope="col">{t('invite.friends.earned')}</th>
                </tr>
              </thead>
              <tbody>
                {data.friends.map((f, i) => (
                  <tr key={`${f.name}-${i}`}>
                    <td>{f.name}</td>
                    <td>{dateTime(f.registeredAt)}</td>
                    <td>
                      <span className={STATUS_TONE[f.status]}>
                        {t(`invite.status.${f.status}`)}
                      </span>
                    </td>
                    <td className="tabular">
                      <Money minor={f.earned} currency={data.currency} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="card" aria-labelledby="referral-rewards">
        <h2 id="referral-rewards" className="card__title">
          <Gift size={20} aria-hidden="true" />
          {t('invite.rewards.title')}
        </h2>
        <p className="referral__total">
          {t('invite.rewards.total')} <Money minor={data.totalEarned} currency={data.currency} />
        </p>
        {data.rewards.length === 0 ? (
          <p className="page__subtitle">{t('invite.rewards.empty')}</p>
        ) : (
          <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="referral-rewards">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('invite.rewards.day')}</th>
                  <th scope="col">{t('invite.rewards.friend')}</th>
                  <th scope="col">{t('invite.rewards.kind')}</th>
                  <th scope="col">{t('invite.rewards.amount')}</th>
                  <th scope="col">{t('invite.rewards.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.rewards.map((r, i) => (
                  <tr key={`${r.kind}-${r.businessDay}-${i}`}>
                    <td>{day(r.businessDay)}</td>
                    <td>{r.friend}</td>
                    <td>{t(`invite.kind.${r.kind}`)}</td>
                    <td className="tabular">
                      <Money minor={r.amount} currency={data.currency} />
                    </td>
                    <td>
                      <span
                        className={
                          r.status === 'refused'
                            ? 'tag tag--danger'
                            : r.status === 'paid'
                              ? 'tag tag--success'
                              : 'tag'
                        }
                      >
                        {t(`invite.rewardStatus.${r.status}`)}
                      </span>
                      {r.reason === 'self_referral' ? (
                        <span className="referral__reason">
                          {' '}
                          {t('invite.rewards.selfReferral')}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
