import { dayOfInstant, GAME_CATEGORIES } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandIcon } from '../icons/brand-icons';
import { FooterVendorLogos } from './header-game-list';
import { useSiteTimeZone } from '../../lib/date-time';
import { yearRange } from '../../lib/format';
import { HELP_SECTIONS, RESPONSIBLE_GAMING_PATH } from '../../lib/links';
import { useSiteConfig } from '../../api/get-permission';
import { LicenceList } from './licence-list';
import { SiteLogo } from '../site/site-logo';

/** Pages a player looks for at the foot of the site: the official mirrors and the app. */
const SITE_LINKS = [
  { key: 'mirrors', to: '/mirrors' },
  { key: 'app', to: '/app' },
] as const;

/** The site footer (spec §2 "Footer"). */
export function Footer() {
  const { t } = useTranslation(['layout', 'common']);
  const config = useSiteConfig();
  const timeZone = useSiteTimeZone();
  return (
    <footer className="footer">
      <div className="footer__grid">
        <div className="footer__brand">
          <SiteLogo siteName={config.siteName} />
          <p className="footer__about">{t('layout:footer.about', { siteName: config.siteName })}</p>
          <div className="footer__badges">
            <span className="age-badge" role="img" aria-label={t('layout:footer.adultsOnly')}>
              18+
            </span>
            <Link to={RESPONSIBLE_GAMING_PATH} className="footer__rg">
              {t('layout:footer.responsible')}
            </Link>
          </div>
          <LicenceList licences={config.licences} variant="badges" />
        </div>

        <nav className="footer__col" aria-labelledby="footer-help">
          <h2 id="footer-help" className="footer__heading">
            {t('layout:footer.help')}
          </h2>
          <ul>
            {HELP_SECTIONS.map((section) => (
              <li key={section}>
                <Link to={`/help#${section}`}>{t(`layout:footer.helpLinks.${section}`)}</Link>
              </li>
            ))}
            {SITE_LINKS.map(({ key, to }) => (
              <li key={key}>
                <Link to={to}>{t(`layout:footer.siteLinks.${key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="footer__col" aria-labelledby="footer-products">
          <h2 id="footer-products" className="footer__heading">
            {t('layout:footer.products')}
          </h2>
          <ul className="footer__products">
            {GAME_CATEGORIES.map((category) => (
              <li key={category.code}>
                <Link to={category.route}>{t(`common:${category.labelKey}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        {config.socialLinks.length > 0 ? (
          <div className="footer__col">
            <h2 className="footer__heading">{t('layout:footer.follow')}</h2>
            <ul className="footer__social">
              {config.socialLinks.map((link) => (
                <li key={`${link.network}-${link.url}`}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`social social--${link.network}`}
                    aria-label={t(`layout:social.${link.network}`)}
                  >
                    <BrandIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <FooterVendorLogos codes={config.footerVendors} />

      <p className="footer__copy">
        {t('layout:footer.copyright', {
          years: yearRange(config.copyrightStartYear, dayOfInstant(new Date(), timeZone)),
          siteName: config.siteName,
        })}
      </p>
    </footer>
  );
}
