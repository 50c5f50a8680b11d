import { useTranslation } from 'react-i18next';

/** How the scheme works, in the player's words: commitment, bytes, floats, rotation, crash. */
export function FairnessExplainer() {
  const { t } = useTranslation('fairness');
  const steps = ['commit', 'bytes', 'floats', 'games', 'rotate', 'crash'] as const;
  return (
    <section className="fairness-explain" aria-labelledby="fair-how">
      <h2 id="fair-how">{t('how.title')}</h2>
      <ol>
        {steps.map((step) => (
          <li key={step}>
            <strong>{t(`how.${step}.title`)}</strong>
            <p>{t(`how.${step}.text`)}</p>
          </li>
        ))}
      </ol>
      <pre className="fairness-explain__code mono">
        {'HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`)'}
      </pre>
    </section>
  );
}
