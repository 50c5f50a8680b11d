import type { THelpArticle } from '@lw/contracts';
import { ArrowLeft, BookOpen, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { useHelpCentre, useHelpSearch } from '../api/help-api';
import { HelpHtml } from './help-html';
import '../help.css';

interface THelpModalProps {
  open: boolean;
  onClose: () => void;
  /** The article to open first (the URL hash, e.g. `deposit` of `/help#deposit`). */
  anchor: string | null;
}

const SEARCH_DELAY_MS = 250;

function useDelayed(value: string, ms: number): string {
  const [delayed, setDelayed] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDelayed(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return delayed;
}

/**
 * The help centre (spec §2 helpModal): categories and their articles, an article view with a back
 * button, and a search over every language; `/help#anchor` opens that article.
 */
export function HelpModal({ open, onClose, anchor }: THelpModalProps) {
  const { t, i18n } = useTranslation('help');
  const language = i18n.language.slice(0, 2);
  const navigate = useNavigate();
  const centre = useHelpCentre(language);
  const [current, setCurrent] = useState<string | null>(anchor);
  const [query, setQuery] = useState('');
  const needle = useDelayed(query, SEARCH_DELAY_MS);
  const search = useHelpSearch(language, needle);

  useEffect(() => setCurrent(anchor), [anchor]);

  const byAnchor = useMemo(() => {
    const map = new Map<string, THelpArticle>();
    centre.data?.categories.forEach((c) => c.articles.forEach((a) => map.set(a.anchor, a)));
    return map;
  }, [centre.data]);
  const article = current ? byAnchor.get(current) : undefined;

  const openSiteLink = (href: string) => {
    const help = /^\/help#(.+)$/.exec(href);
    if (help) {
      setCurrent(decodeURIComponent(help[1]!));
      return;
    }
    onClose();
    void navigate(href);
  };

  const searching = query.trim().length > 0;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('title')}
      size="lg"
      className="help-modal"
      initialFocus={article ? '.hc__back' : '.hc__search input'}
    >
      <form className="hc__search" role="search" onSubmit={(e) => e.preventDefault()}>
        <Search size={18} aria-hidden="true" />
        <input
          type="search"
          value={query}
          maxLength={80}
          placeholder={t('centre.searchPlaceholder')}
          aria-label={t('centre.search')}
          onChange={(e) => {
            setQuery(e.target.value);
            setCurrent(null);
          }}
        />
      </form>
      <div className="hc__body">
        {article ? (
          <article className="hc__article" id={article.anchor} aria-labelledby="hc-article-title">
            <button type="button" className="hc__back" onClick={() => setCurrent(null)}>
              <ArrowLeft size={16} aria-hidden="true" />
              {searching ? t('centre.backToResults') : t('centre.back')}
            </button>
            <h3 id="hc-article-title">{article.title}</h3>
            <HelpHtml html={article.html} onSiteLink={openSiteLink} />
          </article>
        ) : searching ? (
          <SearchResults
            loading={search.isFetching && !search.data}
            failed={search.isError}
            hits={search.data?.items ?? []}
            onOpen={setCurrent}
          />
        ) : centre.isError ? (
          <p className="hc__empty">{t('centre.loadFailed')}</p>
        ) : !centre.data ? (
          <p className="hc__empty" aria-busy="true">
            {t('centre.loading')}
          </p>
        ) : centre.data.categories.length === 0 ? (
          <p className="hc__empty">{t('centre.empty')}</p>
        ) : (
          <nav aria-label={t('sections')} className="hc__categories">
            {centre.data.categories.map((category) => (
              <section key={category.id} className="hc__category">
                <h3>{category.title}</h3>
                <ul>
                  {category.articles.map((a) => (
                    <li key={a.id}>
                      <button type="button" onClick={() => setCurrent(a.anchor)}>
                        <BookOpen size={16} aria-hidden="true" />
                        {a.title}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        )}
      </div>
    </Modal>
  );
}

interface TSearchResultsProps {
  loading: boolean;
  failed: boolean;
  hits: { id: number; anchor: string; title: string; excerpt: string }[];
  onOpen: (anchor: string) => void;
}

function SearchResults({ loading, failed, hits, onOpen }: TSearchResultsProps) {
  const { t } = useTranslation('help');
  if (failed) return <p className="hc__empty">{t('centre.loadFailed')}</p>;
  if (loading) return <p className="hc__empty">{t('centre.loading')}</p>;
  return (
    <div role="region" aria-label={t('centre.results')} aria-live="polite">
      {hits.length === 0 ? (
        <p className="hc__empty">{t('centre.noResults')}</p>
      ) : (
        <ul className="hc__results">
          {hits.map((hit) => (
            <li key={hit.id}>
              <button type="button" onClick={() => onOpen(hit.anchor)}>
                <strong>{hit.title}</strong>
                <span>{hit.excerpt}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
