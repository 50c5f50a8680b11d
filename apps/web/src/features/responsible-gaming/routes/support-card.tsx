import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Independent help services for anyone worried about their gambling (open to everyone). */
const SUPPORT_SERVICES = [
  { key: 'gamblingTherapy', url: 'https://www.gamblingtherapy.org' },
  { key: 'gamblersAnonymous', url: 'https://www.gamblersanonymous.org' },
  { key: 'gamcare', url: 'https://www.gamcare.org.uk' },
] as const;

export function SupportCard() {
  const { t } = useTranslation('limits');
  return (
    <section className="card exclusion__history rg-help" aria-labelledby="rg-help-title">
      <h2 id="rg-help-title">{t('help.title')}</h2>
      <p>{t('help.text')}</p>
      <ul>
        <li>{t('help.signs.time')}</li>
        <li>{t('help.signs.money')}</li>
        <li>{t('help.signs.chasing')}</li>
        <li>{t('help.signs.mood')}</li>
      </ul>
      <h3>{t('help.servicesTitle')}</h3>
      <ul>
        {SUPPORT_SERVICES.map((service) => (
          <li key={service.key}>
            <a href={service.url} target="_blank" rel="noopener noreferrer">
              {t(`help.services.${service.key}`)}
            </a>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/help#responsible">{t('help.policy')}</Link>
      </p>
    </section>
  );
}
