import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMinorUnits } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import {
  crashKeys,
  useCrashChains,
  useCrashHistory,
  useCrashState,
  useMyCrashBets,
} from '../api/crash-api';
import { BetPanel } from '../components/bet-panel';
import { CrashClosed } from '../components/crash-closed';
import { CrashCurve } from '../components/crash-curve';
import { crashFairnessLink, HistoryStrip } from '../components/history-strip';
import { PlayersList } from '../components/players-list';
import { syncServerClock } from '../lib/server-clock';
import { useCrashLive } from '../lib/use-crash-live';
import '../crash.css';

/** `/house/crash`: the shared crash round, for members to play and visitors to watch. */
export function CrashRoute() {
  const { t, i18n } = useTranslation('crash');
  const { token } = useSession();
  const queryClient = useQueryClient();
  const live = useCrashLive();
  const state = useCrashState(live ? 5000 : 1000);
  const history = useCrashHistory();
  const chains = useCrashChains();
  const mine = useMyCrashBets();

  useEffect(() => {
    if (state.data) syncServerClock(Date.parse(state.data.serverTime), state.dataUpdatedAt);
  }, [state.data, state.dataUpdatedAt]);

  const round = state.data?.round ?? null;
  // A phase change settles or opens bets: the member's own list follows, live channel or not.
  const phaseKey = round ? `${round.roundId}:${round.phase}` : '';
  useEffect(() => {
    if (phaseKey) void queryClient.invalidateQueries({ queryKey: ['crash', 'mine'] });
  }, [phaseKey, queryClient]);
  const myBet = mine.data?.items.find((b) => b.roundId === round?.roundId) ?? null;
  const edge = chains.data?.edgePercent ?? 1;
  // The chain of the round on screen, else the newest one (waiting for its seeding event).
  const chain =
    chains.data?.chains.find((c) => c.chainId === round?.chainId) ?? chains.data?.chains[0];
  const closed = state.data?.closed ?? null;

  return (
    <div className="crash-page">
      <header className="crash-page__head">
        <h1>{t('title')}</h1>
        <p className="crash-page__edge">{t('edge', { edge, rtp: 100 - edge })}</p>
        <p className="crash-page__edge">{t('rtpAtLeast', { rtp: 100 - edge })}</p>
        {state.data ? (
          <p className="crash-page__edge" data-testid="crash-max-win">
            {t('maxWin', {
              amount: formatMinorUnits(state.data.maxWin, i18n.language, state.data.currency),
            })}
          </p>
        ) : null}
      </header>
      {closed ? <CrashClosed closed={closed} /> : null}
      <HistoryStrip items={history.data?.items ?? []} />
      <div className="crash-page__main">
        <CrashCurve round={round} closed={!!closed} />
        <BetPanel
          round={round}
          currency={state.data?.currency ?? 'THB'}
          myBet={myBet}
          onChanged={() => {
            void queryClient.invalidateQueries({ queryKey: crashKeys.mine(token) });
            void queryClient.invalidateQueries({ queryKey: crashKeys.state });
          }}
        />
      </div>
      <PlayersList bets={state.data?.bets ?? []} />
      <section className="crash-fair" aria-labelledby="crash-fair-title">
        <h2 id="crash-fair-title">{t('fair.title')}</h2>
        <p>{t('fair.how')}</p>
        <dl>
          <dt>{t('fair.terminator')}</dt>
          <dd className="crash-fair__hash">{chain?.terminator ?? '…'}</dd>
          <dt>{t('fair.salt')}</dt>
          <dd className="crash-fair__hash">
            {chain?.salt ??
              (chain?.saltBlockHeight
                ? t('fair.saltPending', { height: chain.saltBlockHeight })
                : '…')}
          </dd>
        </dl>
        {round?.hash ? (
          <Link to={crashFairnessLink({ ...round, hash: round.hash })}>{t('fair.verifyLast')}</Link>
        ) : null}{' '}
        <Link to="/fairness#crash-chains">{t('fair.chains')}</Link>
      </section>
    </div>
  );
}
