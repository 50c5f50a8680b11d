import { ZHouseClientSeed, type THouseRevealedSeed, type THouseSeedPair } from '@lw/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/error-text';
import { rotateHouseSeeds, setHouseClientSeed } from '../api/house-requests';
import { useRefreshSeedHistory } from '../api/use-seed-history';
import { browserClientSeed } from '../lib/browser-client-seed';
import { fairnessLink } from '../lib/fairness-link';
import { SeedHistory } from './seed-history';

/**
 * Provably fair controls of a game: the committed server seed hash, the client seed (made by
 * this browser, editable), the next nonce, rotation, which reveals the old server seed, and the
 * history of revealed pairs, whose every round can be recomputed on /fairness.
 */
export function FairnessPanel({
  gameCode,
  token,
  seeds,
  onSeeds,
  disabled,
  mines,
}: {
  gameCode: string;
  token: string;
  seeds: THouseSeedPair;
  onSeeds: (seeds: THouseSeedPair) => void;
  /** A round is in play (rotation would be refused). */
  disabled?: boolean;
  /** Mines: the mine count of the last round, for its verify link. */
  mines?: number;
}) {
  const { t, i18n } = useTranslation('house');
  const [clientSeed, setClientSeed] = useState(seeds.clientSeed ?? '');
  const refreshHistory = useRefreshSeedHistory(token);
  const [saving, setSaving] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [revealed, setRevealed] = useState<THouseRevealedSeed | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const valid = ZHouseClientSeed.safeParse(clientSeed).success;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setSaving(true);
    setMessage(null);
    try {
      onSeeds(await setHouseClientSeed(token, clientSeed));
      setMessage(t('fair.saved'));
    } catch (error) {
      setMessage(errorText(error, i18n.language));
    } finally {
      setSaving(false);
    }
  };

  const rotate = async () => {
    setRotating(true);
    setMessage(null);
    try {
      // The next pair's first round uses a seed of this browser: the one the player typed, else a
      // fresh random one (never the old pair's again).
      const typed = valid && clientSeed !== seeds.clientSeed;
      const answer = await rotateHouseSeeds(token, typed ? clientSeed : browserClientSeed());
      setRevealed(answer.revealed);
      onSeeds(answer.next);
      setClientSeed(answer.next.clientSeed ?? '');
      void refreshHistory();
    } catch (error) {
      setMessage(errorText(error, i18n.language));
    } finally {
      setRotating(false);
    }
  };

  return (
    <section className="fair-panel" aria-labelledby={`fair-${gameCode}`}>
      <h2 id={`fair-${gameCode}`}>{t('fair.title')}</h2>
      <dl className="fair-panel__facts">
        <div>
          <dt>{t('fair.serverSeedHash')}</dt>
          <dd className="mono">{seeds.serverSeedHash}</dd>
        </div>
        <div>
          <dt>{t('fair.nonce')}</dt>
          <dd className="mono">{seeds.nonce}</dd>
        </div>
      </dl>
      <form className="fair-panel__seed" onSubmit={(e) => void save(e)} noValidate>
        <label htmlFor={`client-seed-${gameCode}`}>{t('fair.clientSeed')}</label>
        <div className="fair-panel__row">
          <input
            id={`client-seed-${gameCode}`}
            className="mono"
            value={clientSeed}
            maxLength={64}
            onChange={(e) => setClientSeed(e.target.value)}
            aria-invalid={!valid || undefined}
            aria-describedby={`client-seed-help-${gameCode}`}
          />
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            loading={saving}
            disabled={!valid || clientSeed === seeds.clientSeed}
          >
            {t('fair.save')}
          </Button>
        </div>
        <small id={`client-seed-help-${gameCode}`} className={valid ? undefined : 'form-error'}>
          {t('fair.clientSeedHelp')}
        </small>
      </form>
      <div className="fair-panel__actions">
        <Button
          variant="outline"
          size="sm"
          loading={rotating}
          disabled={disabled}
          onClick={() => void rotate()}
        >
          {t('fair.rotate')}
        </Button>
        <Link to="/fairness" className="fair-panel__link">
          {t('fair.howToVerify')}
        </Link>
      </div>
      {message ? (
        <p className="fair-panel__message" role="status">
          {message}
        </p>
      ) : null}
      {revealed ? (
        <div className="fair-panel__revealed" role="status">
          <p>{t('fair.revealed', { rounds: revealed.rounds })}</p>
          <p className="mono">{revealed.serverSeed}</p>
          {revealed.rounds > 0 ? (
            <Link
              to={fairnessLink({
                game: gameCode,
                serverSeed: revealed.serverSeed,
                serverSeedHash: revealed.serverSeedHash,
                clientSeed: revealed.clientSeed,
                nonce: revealed.rounds - 1,
                mines,
              })}
            >
              {t('fair.verifyLast')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <SeedHistory token={token} gameCode={gameCode} />
    </section>
  );
}
