import { GAME_CATEGORIES } from '@lw/contracts';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryCardDataUrl } from '../../../lib/art';

/** Large colourful cards, one per game category, linking to its screen. */
export function CategoryCards() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <section className="lobby-section" aria-labelledby="cat-cards-title">
      <div className="lobby-section__head">
        <h2 id="cat-cards-title" className="lobby-section__title">
          {t('home:cards.title')}
        </h2>
      </div>
      <ul className="cat-cards">
        {GAME_CATEGORIES.map((category, index) => (
          <li
            key={category.code}
            className={index < 2 ? 'cat-cards__item cat-cards__item--wide' : 'cat-cards__item'}
          >
            <Link to={category.route} className="cat-card">
              <img
                className="cat-card__art"
                src={categoryCardDataUrl(category.code)}
                alt=""
                loading="lazy"
              />
              <span className="cat-card__text">
                <span className="cat-card__name">{t(`common:${category.labelKey}`)}</span>
                <span className="cat-card__hint">{t(`home:cards.hint.${category.code}`)}</span>
              </span>
              <span className="cat-card__go" aria-hidden="true">
                <ArrowRight size={18} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
