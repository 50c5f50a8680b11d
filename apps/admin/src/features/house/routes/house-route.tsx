import {
  formatMoneyInput,
  parseMoney,
  type TAdminHouseGame,
  type TAdminHouseRoundQuery,
  type TAdminJackpotSettings,
} from '@lw/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useCan } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { Switch } from '../../../components/ui/switch';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import {
  useHouseGames,
  useHouseJackpot,
  useHouseRounds,
  useJackpotHistory,
  useUpdateHouseGame,
  useUpdateHouseJackpot,
} from '../api/house-api';
import { CrashChainsSection } from './crash-chains-section';
import { CrashLookupSection } from './crash-lookup-section';

/**
 * An original's maximum win per round in one currency (the server refuses or cashes out at it).
 * Saved on its own: each change is one audited update.
 */
function MaxWinField({
  gameCode,
  entry,
  canManage,
}: {
  gameCode: TAdminHouseGame['gameCode'];
  entry: TAdminHouseGame['maxWins'][number];
  canManage: boolean;
}) {
  const { t, i18n } = useTranslation('house');
  const update = useUpdateHouseGame();
  const [text, setText] = useState(formatMoneyInput(entry.maxWin));
  const parsed = parseMoney(text);
  const label = t('maxWinOf', { game: gameCode, currency: entry.currency });
  return (
    <div className="house-max-win">
      <Input
        aria-label={label}
        value={text}
        invalid={!parsed.ok || parsed.minor === 0}
        disabled={!canManage}
        inputMode="decimal"
        onChange={(e) => setText(e.target.value)}
      />
      <span>
        {entry.currency}
        {entry.saved ? '' : ` · ${t('maxWinDefault')}`}
      </span>
      {canManage && (
        <Button
          variant="secondary"
          disabled={!parsed.ok || parsed.minor === 0 || update.isPending}
          onClick={() =>
            parsed.ok &&
            update.mutate({
              gameCode,
              body: { maxWin: { currency: entry.currency, amount: parsed.minor } },
            })
          }
        >
          {t('saveMaxWinOf', { game: gameCode, currency: entry.currency })}
        </Button>
      )}
      {update.error && (
        <div className="field__error" role="alert">
          {apiErrorText(update.error, i18n.language)}
        </div>
      )}
    </div>
  );
}

/** One game's row: enable at once; the limits typed in units and saved together. */
function GameRow({ game, canManage }: { game: TAdminHouseGame; canManage: boolean }) {
  const { t, i18n } = useTranslation('house');
  const update = useUpdateHouseGame();
  const [minBet, setMinBet] = useState(formatMoneyInput(game.minBet));
  const [maxBet, setMaxBet] = useState(formatMoneyInput(game.maxBet));
  const min = parseMoney(minBet);
  const max = parseMoney(maxBet);
  const save = () => {
    if (!min.ok || !max.ok) return;
    update.mutate({ gameCode: game.gameCode, body: { minBet: min.minor, maxBet: max.minor } });
  };
  return (
    <tr>
      <td>{t(`games.${game.gameCode}`)}</td>
      <td>{t(`kinds.${game.kind}`)}</td>
      <td>{(game.rtp * 100).toFixed(2)} %</td>
      <td>
        <Switch
          id={`house-enabled-${game.gameCode}`}
          checked={game.enabled}
          disabled={!canManage || update.isPending}
          label={t('enabledOf', { game: game.gameCode })}
          onChange={(enabled) => update.mutate({ gameCode: game.gameCode, body: { enabled } })}
        />
      </td>
      <td>
        <Input
          aria-label={t('minBetOf', { game: game.gameCode })}
          value={minBet}
          invalid={!min.ok}
          disabled={!canManage}
          inputMode="decimal"
          onChange={(e) => setMinBet(e.target.value)}
        />
      </td>
      <td>
        <Input
          aria-label={t('maxBetOf', { game: game.gameCode })}
          value={maxBet}
          invalid={!max.ok}
          disabled={!canManage}
          inputMode="decimal"
          onChange={(e) => setMaxBet(e.target.value)}
        />
      </td>
      <td>
        {game.maxWins.length === 0
          ? t('maxWinOfTitle')
          : game.maxWins.map((entry) => (
              <MaxWinField
                key={`${entry.currency}:${entry.maxWin}`}
                gameCode={game.gameCode}
                entry={entry}
                canManage={canManage}
              />
            ))}
      </td>
      <td>
        {canManage && (
          <Button
            variant="secondary"
            onClick={save}
            disabled={!min.ok || !max.ok || update.isPending}
          >
            {t('saveLimitsOf', { game: game.gameCode })}
          </Button>
        )}
        {update.error && (
          <div className="field__error" role="alert">
            {apiErrorText(update.error, i18n.language)}
          </div>
        )}
      </td>
    </tr>
  );
}

function GamesSection({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useTranslation('house');
  const games = useHouseGames();
  return (
    <section className="card">
      <h2>{t('gamesTitle')}</h2>
      {games.error && <Banner tone="danger">{apiErrorText(games.error, i18n.language)}</Banner>}
      {games.data && (
        <table className="table" aria-label={t('gamesTitle')}>
          <thead>
            <tr>
              <th>{t('columns.game')}</th>
              <th>{t('columns.kind')}</th>
              <th>{t('columns.rtp')}</th>
              <th>{t('columns.enabled')}</th>
              <th>{t('columns.minBet')}</th>
              <th>{t('columns.maxBet')}</th>
              <th>{t('columns.maxWin')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {games.data.list.map((g) => (
              <GameRow key={`${g.gameCode}:${g.updatedAt ?? ''}`} game={g} canManage={canManage} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function JackpotForm({
  settings,
  canManage,
}: {
  settings: TAdminJackpotSettings;
  canManage: boolean;
}) {
  const { t, i18n } = useTranslation('house');
  const update = useUpdateHouseJackpot();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [bps, setBps] = useState(String(settings.contributionBps));
  const [seed, setSeed] = useState(formatMoneyInput(settings.seed));
  const [maxStake, setMaxStake] = useState(formatMoneyInput(settings.maxStake));
  const [oneIn, setOneIn] = useState(String(settings.oneIn));
  const seedMinor = parseMoney(seed);
  const maxStakeMinor = parseMoney(maxStake);
  const valid =
    /^\d{1,4}$/.test(bps) && /^\d{1,10}$/.test(oneIn) && seedMinor.ok && maxStakeMinor.ok;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid || !seedMinor.ok || !maxStakeMinor.ok) return;
    update.mutate({
      enabled,
      contributionBps: Number(bps),
      seed: seedMinor.minor,
      maxStake: maxStakeMinor.minor,
      oneIn: Number(oneIn),
    });
  };
  return (
    <form onSubmit={submit} className="form-grid">
      <Switch
        id="jp-enabled"
        checked={enabled}
        disabled={!canManage}
        label={t('jackpot.enabled')}
        onChange={setEnabled}
      />
      <Field label={t('jackpot.contributionBps')} htmlFor="jp-bps" hint={t('jackpot.bpsHint')}>
        <Input
          id="jp-bps"
          value={bps}
          disabled={!canManage}
          onChange={(e) => setBps(e.target.value)}
        />
      </Field>
      <Field label={t('jackpot.seed')} htmlFor="jp-seed">
        <Input
          id="jp-seed"
          value={seed}
          disabled={!canManage}
          onChange={(e) => setSeed(e.target.value)}
        />
      </Field>
      <Field label={t('jackpot.maxStake')} htmlFor="jp-max">
        <Input
          id="jp-max"
          value={maxStake}
          disabled={!canManage}
          onChange={(e) => setMaxStake(e.target.value)}
        />
      </Field>
      <Field label={t('jackpot.oneIn')} htmlFor="jp-one-in" hint={t('jackpot.oneInHint')}>
        <Input
          id="jp-one-in"
          value={oneIn}
          disabled={!canManage}
          onChange={(e) => setOneIn(e.target.value)}
        />
      </Field>
      {update.error && <Banner tone="danger">{apiErrorText(update.error, i18n.language)}</Banner>}
      {update.isSuccess && <Banner tone="success">{t('jackpot.saved')}</Banner>}
      {canManage && (
        <Button type="submit" disabled={!valid || update.isPending}>
          {t('jackpot.save')}
        </Button>
      )}
    </form>
  );
}

function JackpotSection({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useTranslation('house');
  const { dateTime } = useDateTime();
  const lang = i18n.language;
  const jackpot = useHouseJackpot();
  const history = useJackpotHistory(1);
  return (
    <section className="card">
      <h2>{t('jackpot.title')}</h2>
      {jackpot.error && <Banner tone="danger">{apiErrorText(jackpot.error, lang)}</Banner>}
      {jackpot.data && (
        <>
          <p>
            {t('jackpot.pools')}:{' '}
            {jackpot.data.pools.length === 0
              ? t('jackpot.noPool')
              : jackpot.data.pools.map((p) => (
                  // Money shows the currency itself ("10,000.06 THB").
                  <span key={p.currency}>
                    <Money minor={p.amount} currency={p.currency} />{' '}
                  </span>
                ))}
          </p>
          <JackpotForm
            key={jackpot.data.updatedAt ?? 'default'}
            settings={jackpot.data.settings}
            canManage={canManage}
          />
        </>
      )}
      <h3>{t('jackpot.history')}</h3>
      {history.data && history.data.list.length === 0 && <p>{t('jackpot.noHistory')}</p>}
      {history.data && history.data.list.length > 0 && (
        <table className="table" aria-label={t('jackpot.history')}>
          <thead>
            <tr>
              <th>{t('columns.time')}</th>
              <th>{t('columns.event')}</th>
              <th>{t('columns.amount')}</th>
              <th>{t('columns.round')}</th>
              <th>{t('columns.member')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.list.map((e, i) => (
              <tr key={`${e.at}-${i}`}>
                <td>{dateTime(e.at)}</td>
                <td>{t(`jackpot.events.${e.kind}`)}</td>
                <td>
                  <Money minor={e.amount} currency={e.currency} />
                </td>
                <td>{e.roundId ?? '—'}</td>
                <td>{e.username ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Round and seed lookup for disputes: by member, round id or server seed hash. */
function LookupSection() {
  const { t, i18n } = useTranslation('house');
  const { dateTime } = useDateTime();
  const lang = i18n.language;
  const [text, setText] = useState('');
  const [query, setQuery] = useState<TAdminHouseRoundQuery | null>(null);
  const rounds = useHouseRounds(query);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = text.trim();
    if (!v) return;
    if (/^H\d+$/.test(v)) setQuery({ roundId: v });
    else if (/^[0-9a-f]{64}$/.test(v)) setQuery({ serverSeedHash: v });
    else setQuery({ username: v });
  };
  return (
    <section className="card">
      <h2>{t('lookup.title')}</h2>
      <form onSubmit={submit} className="toolbar">
        <Field label={t('lookup.label')} htmlFor="house-lookup" hint={t('lookup.hint')}>
          <Input id="house-lookup" value={text} onChange={(e) => setText(e.target.value)} />
        </Field>
        <Button type="submit">{t('lookup.search')}</Button>
      </form>
      {rounds.error && <Banner tone="danger">{apiErrorText(rounds.error, lang)}</Banner>}
      {rounds.data && rounds.data.list.length === 0 && <p>{t('lookup.none')}</p>}
      {rounds.data && rounds.data.list.length > 0 && (
        <table className="table" aria-label={t('lookup.title')}>
          <thead>
            <tr>
              <th>{t('columns.round')}</th>
              <th>{t('columns.member')}</th>
              <th>{t('columns.game')}</th>
              <th>{t('columns.stake')}</th>
              <th>{t('columns.payout')}</th>
              <th>{t('columns.seed')}</th>
              <th>{t('columns.time')}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.data.list.map((r) => (
              <tr key={r.roundId}>
                <td>{r.roundId}</td>
                <td>{r.username ?? '—'}</td>
                <td>{t(`games.${r.gameCode}`)}</td>
                <td>
                  <Money minor={r.stake} currency={r.currency} />
                </td>
                <td>
                  <Money minor={r.payout} currency={r.currency} />
                </td>
                <td className="small">
                  <div title={r.fairness.serverSeedHash}>
                    {r.fairness.serverSeedHash.slice(0, 12)}… #{r.fairness.nonce}
                  </div>
                  <div>{r.fairness.serverSeed ? t('lookup.revealed') : t('lookup.active')}</div>
                </td>
                <td>{dateTime(r.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function HouseScreen() {
  const { t } = useTranslation('house');
  const canManage = useCan('games.manage');
  return (
    <div className="page">
      <PageHeader title={t('title')} description={t('description')} />
      <GamesSection canManage={canManage} />
      <JackpotSection canManage={canManage} />
      <LookupSection />
      <CrashChainsSection canManage={canManage} />
      <CrashLookupSection />
    </div>
  );
}

export function HouseRoute() {
  return (
    <RequirePermission permission="games.read">
      <HouseScreen />
    </RequirePermission>
  );
}
