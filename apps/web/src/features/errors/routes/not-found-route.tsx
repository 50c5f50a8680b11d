import { Compass, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Unknown paths: a friendly 404 with the way home. */
export function NotFoundRoute() {
  const { t } = useTranslation('system');
  return (
    <section className="state-screen state-screen--inline" aria-labelledby="not-found-title">
      <div className="not-found__code" aria-hidden="true">
        4<Compass size={88} className="not-found__compass" />4
      </div>
      <h1 id="not-found-title" className="state-screen__title">
        {t('notFound.title')}
      </h1>
      <p className="state-screen__text">{t('notFound.text')}</p>
      <Link to="/" className="btn btn--primary btn--md">
        <House size={18} aria-hidden="true" />
        {t('notFound.home')}
      </Link>
    </section>
  );
}
