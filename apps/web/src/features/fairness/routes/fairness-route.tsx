import { SLOT_TITLES } from '@lw/games';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCrashChains } from '../../crash';
import { HouseOutcome, pickText } from '../../house';
import { CrashChains } from '../components/crash-chains';
import { FairnessExplainer } from '../components/fairness-explainer';
import { inputFromQuery } from '../lib/fair-params';
import { checkCommitment, FAIR_GAMES, recompute, type TFairInput } from '../lib/recompute';
import '../fairness.css';

/**
 * /fairness: paste a round's seeds (or arrive from a verify link) and see the outcome recomputed
 * here, in this browser, by the same code the server ran; and the server seed checked against
 * the commitment shown before play.
 */
export function FairnessRoute() {
  const { t, i18n } = useTranslation('fairness');
  const [search] = useSearchParams();
  const [input, setInput] = useState<TFairInput>(() => inputFromQuery(search));
  const set = <K extends keyof TFairInput>(key: K, value: TFairInput[K]) =>
    setInput((v) => ({ ...v, [key]: value }));
  const chains = useCrashChains();
  // The chosen chain's published values, once its salt is confirmed.
  const seeded = useMemo(() => {
    const chain = chains.data?.chains.find((c) => c.chainId === input.chainId);
    return chain?.salt
      ? { terminator: chain.terminator, salt: chain.salt, length: chain.length }
      : null;
  }, [chains.data, input.chainId]);
  const result = useMemo(() => recompute(input, seeded), [input, seeded]);
  const commitment = useMemo(
    () => checkCommitment(input.serverSeed.trim(), input.serverSeedHash),
    [input.serverSeed, input.serverSeedHash],
  );
  const gameName = (game: string) => {
    const title = SLOT_TITLES[game];
    return title ? pickText(title.name, i18n.language) : t(`game.${game}`);
  };
  const crash = input.game === 'crash';

  return (
    <div className="fairness-page">
      <header className="fairness-page__head">
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
      </header>
      <div className="fairness-page__body">
        <form className="fairness-form" onSubmit={(e) => e.preventDefault()} noValidate>
          <label>
            <span>{t('field.game')}</span>
            <select
              value={input.game}
              onChange={(e) => set('game', e.target.value as TFairInput['game'])}
            >
              {FAIR_GAMES.map((g) => (
                <option key={g} value={g}>
                  {gameName(g)}
                </option>
              ))}
            </select>
          </label>
          {crash ? (
            <>
              <label>
                <span>{t('field.hash')}</span>
                <input
                  className="mono"
                  value={input.hash}
                  onChange={(e) => set('hash', e.target.value.trim().toLowerCase())}
                  aria-invalid={result.kind === 'invalid' || undefined}
                />
              </label>
              <div className="fairness-form__row">
                <label>
                  <span>{t('field.chain')}</span>
                  <select
                    value={input.chainId ?? ''}
                    onChange={(e) => set('chainId', e.target.value ? Number(e.target.value) : null)}
                  >
                    <option value="">{t('field.chainPick')}</option>
                    {(chains.data?.chains ?? []).map((c) => (
                      <option key={c.chainId} value={c.chainId}>
                        {t('chains.chain', { id: c.chainId })}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span>{t('field.gameNumber')}</span>
                  <input
                    type="number"
                    min={1}
                    step={1}
                    value={input.gameNumber ?? ''}
                    onChange={(e) =>
                      set('gameNumber', e.target.value === '' ? null : Number(e.target.value))
                    }
                  />
                </label>
              </div>
              {seeded ? (
                <p className="fairness-form__values small">
                  {t('field.terminator')} <span className="mono">{seeded.terminator}</span>
                  <br />
                  {t('field.salt')} <span className="mono">{seeded.salt}</span>
                </p>
              ) : null}
            </>
          ) : (
            <>
              <label>
                <span>{t('field.serverSeed')}</span>
                <input
                  className="mono"
                  value={input.serverSeed}
                  onChange={(e) => set('serverSeed', e.target.value.trim())}
                  placeholder={t('field.serverSeedHint')}
                  aria-invalid={
                    (result.kind === 'invalid' && result.field === 'serverSeed') || undefined
                  }
                />
              </label>
              <label>
                <span>{t('field.serverSeedHash')}</span>
                <input
                  className="mono"
                  value={input.serverSeedHash}
                  onChange={(e) => set('serverSeedHash', e.target.value.trim())}
                />
              </label>
              <label>
                <span>{t('field.clientSeed')}</span>
                <input
                  className="mono"
                  value={input.clientSeed}
                  onChange={(e) => set('clientSeed', e.target.value)}
                  aria-invalid={
                    (result.kind === 'invalid' && result.field === 'clientSeed') || undefined
                  }
                />
              </label>
              <div className="fairness-form__row">
                <label>
                  <span>{t('field.nonce')}</span>
                  <input
                    type="number"
                    min={0}
                    step={1}
                    value={input.nonce}
                    onChange={(e) => set('nonce', Number(e.target.value))}
                  />
                </label>
                {input.game === 'mines' ? (
                  <label>
                    <span>{t('field.mines')}</span>
                    <input
                      type="number"
                      min={1}
                      max={24}
                      value={input.mines}
                      onChange={(e) => set('mines', Number(e.target.value))}
                    />
                  </label>
                ) : null}
              </div>
            </>
          )}
        </form>

        <section className="fairness-result" aria-live="polite" aria-labelledby="fair-result">
          <h2 id="fair-result">{t('result.title')}</h2>
          {!crash ? (
            <div className="fairness-check">
              {commitment === null ? (
                <p className="fairness-check__muted">{t('check.needSeed')}</p>
              ) : (
                <>
                  <p>
                    {t('check.computed')} <span className="mono">{commitment.computed}</span>
                  </p>
                  {commitment.matches === null ? null : commitment.matches ? (
                    <p className="fairness-check__ok" data-testid="hash-check">
                      ✓ {t('check.match')}
                    </p>
                  ) : (
                    <p className="fairness-check__bad" data-testid="hash-check">
                      ✗ {t('check.mismatch')}
                    </p>
                  )}
                </>
              )}
            </div>
          ) : null}
          {result.kind === 'invalid' ? (
            <p className="fairness-check__muted" data-testid="fair-invalid">
              {t(`invalid.${result.field}`)}
            </p>
          ) : result.kind === 'crash' ? (
            <>
              <div data-testid="fair-outcome">
                <HouseOutcome outcome={{ kind: 'crash', crashPoint: result.crashPoint / 100 }} />
              </div>
              {result.linked === null ? (
                <p className="fairness-check__muted">{t('check.needGameNumber')}</p>
              ) : result.linked ? (
                <p className="fairness-check__ok" data-testid="chain-check">
                  ✓ {t('check.linked', { game: input.gameNumber, chain: input.chainId })}
                </p>
              ) : (
                <p className="fairness-check__bad" data-testid="chain-check">
                  ✗ {t('check.notLinked', { game: input.gameNumber, chain: input.chainId })}
                </p>
              )}
            </>
          ) : (
            <>
              <div data-testid="fair-outcome">
                {result.kind === 'slot' ? (
                  <HouseOutcome
                    outcome={{
                      kind: 'slot',
                      titleId: result.round.titleId,
                      spins: result.round.spins,
                      credits: result.round.credits,
                    }}
                  />
                ) : result.kind === 'dice' ? (
                  <HouseOutcome outcome={{ kind: 'dice', roll: result.roll }} />
                ) : (
                  <HouseOutcome
                    outcome={{
                      kind: 'mines',
                      mines: input.mines,
                      minePositions: result.minePositions,
                    }}
                  />
                )}
              </div>
              <details className="fairness-floats">
                <summary>{t('result.floats')}</summary>
                <ol start={0}>
                  {result.floats.map((f, i) => (
                    <li key={i} className="mono">
                      {f.toFixed(10)}
                    </li>
                  ))}
                </ol>
              </details>
            </>
          )}
        </section>
      </div>
      <FairnessExplainer />
      <CrashChains chains={chains.data?.chains ?? []} />
    </div>
  );
}
