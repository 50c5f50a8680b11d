import { CRASH_GAME_CODE, HOUSE_VENDOR } from '@lw/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { useDateTime } from '../../../lib/date-time';
import { useBettingRecord } from '../api/get-betting-record';
import { useVendorName } from '../lib/use-filter-options';
import { Amount, SignedAmount } from '../../../components/records/record-money';
import { RecordsError } from '../../../components/records/records-view';
import { RoundStatus } from './round-status';

// A house round's outcome (reels, picks, verify link) loads with the house feature, on demand.
const HouseRoundDetail = lazy(() =>
  import('../../house').then((m) => ({ default: m.HouseRoundDetail })),
);
const CrashRoundDetail = lazy(() =>
  import('../../crash').then((m) => ({ default: m.CrashRoundDetail })),
);

/** A round's detail (every field of getBettingRecord), in an accessible modal. */
export function RoundDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('gameRecords');
  const { dateTime } = useDateTime();
  const detail = useBettingRecord(id);
  const vendorName = useVendorName();
  const round = detail.data;
  const time = (iso: string | null) => (iso ? dateTime(iso) : '—');
  return (
    <Modal open={id !== null} onClose={onClose} title={t('detail.title')} size="lg">
      {detail.isError ? (
        <RecordsError>{errorText(detail.error, i18n.language)}</RecordsError>
      ) : !round ? (
        <div className="skeleton records__detail-skeleton" aria-busy="true" />
      ) : (
        <div className="records__detail">
          <dl className="records__facts">
            <Fact label={t('col.game')} value={round.gameName} />
            <Fact label={t('col.vendor')} value={vendorName(round.vendor)} />
            <Fact
              label={t('col.bet')}
              value={<Amount minor={round.bet} currency={round.currency} />}
            />
            <Fact
              label={t('col.validBet')}
              value={<Amount minor={round.validBet} currency={round.currency} />}
            />
            <Fact
              label={t('col.win')}
              value={<Amount minor={round.win} currency={round.currency} />}
            />
            <Fact
              label={t('col.profit')}
              value={<SignedAmount minor={round.profit} currency={round.currency} />}
            />
            <Fact label={t('col.status')} value={<RoundStatus status={round.status} />} />
            <Fact label={t('col.time')} value={time(round.settledAt)} />
            <Fact label={t('detail.openedAt')} value={time(round.openedAt)} />
            <Fact
              label={t('detail.category')}
              value={round.category ? t(`category.${round.category}`, round.category) : '—'}
            />
            <Fact label={t('detail.gameCode')} value={round.gameCode} />
            <Fact label={t('detail.roundId')} value={round.vendorRoundId} mono />
            <Fact label={t('detail.recordId')} value={String(round.id)} mono />
            <Fact label={t('detail.source')} value={t(`source.${round.source}`)} />
            <Fact label={t('detail.currency')} value={round.currency} />
          </dl>
          <h3 className="records__subtitle">{t('detail.transactions')}</h3>
          {round.transactions.length === 0 ? (
            <p className="records__muted">{t('detail.noTransactions')}</p>
          ) : (
            <ul className="records__calls">
              {round.transactions.map((call) => (
                <li key={call.transactionId} className="records__call">
                  <span className="records__call-kind">
                    {t(`kind.${call.kind}`, call.kind)}
                    {call.rolledBackBy ? (
                      <span className="tag tag--danger">{t('detail.rolledBack')}</span>
                    ) : null}
                  </span>
                  <span className="money">
                    {formatMinorUnits(call.amount, i18n.language, round.currency)}
                  </span>
                  <span className="records__muted">{time(call.at)}</span>
                  <span className="records__mono records__muted">
                    {t('detail.transactionId')}: {call.transactionId}
                    {call.rolledBackBy
                      ? ` · ${t('detail.rolledBackBy')}: ${call.rolledBackBy}`
                      : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {round.vendor === HOUSE_VENDOR ? (
            <Suspense fallback={<div className="skeleton" aria-busy="true" />}>
              {round.gameCode === CRASH_GAME_CODE ? (
                <CrashRoundDetail roundId={round.vendorRoundId} />
              ) : (
                <HouseRoundDetail roundId={round.vendorRoundId} />
              )}
            </Suspense>
          ) : null}
        </div>
      )}
    </Modal>
  );
}

function Fact({ label, value, mono }: { label: string; value: ReactNode; mono?: boolean }) {
  return (
    <div className="records__fact">
      <dt>{label}</dt>
      <dd className={mono ? 'records__mono' : undefined}>{value}</dd>
    </div>
  );
}
