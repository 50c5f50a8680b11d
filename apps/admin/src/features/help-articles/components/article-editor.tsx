import {
  SHIPPED_LANGUAGES,
  type TAdminHelpArticle,
  type TAdminHelpCategory,
  type TLocalizedText,
  type TShippedLanguage,
} from '@lw/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedTextInput } from '../../../components/form/localized-text-input';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { pickOperatorText } from '../lib/pick-text';
import { apiErrorText } from '../../../lib/api-error-text';
import { useSaveArticle } from '../api/help-articles-api';
import { HtmlPreview } from './html-preview';

// TipTap and ProseMirror come only with the editor.
const RichTextEditor = lazy(() => import('../../../components/rich-text/rich-text-editor'));

const EMPTY: TLocalizedText = { th: '', en: '', zh: '' };

/** Adds or changes a help article: category, anchor, order, titles and bodies per language. */
export function ArticleEditor({
  article,
  categories,
  onClose,
}: {
  article: TAdminHelpArticle | null;
  categories: TAdminHelpCategory[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('helpArticles');
  const toast = useToast();
  const save = useSaveArticle();
  const [categoryId, setCategoryId] = useState(article?.categoryId ?? categories[0]?.id ?? 0);
  const [anchor, setAnchor] = useState(article?.anchor ?? '');
  const [sortOrder, setSortOrder] = useState(String(article?.sortOrder ?? 0));
  const [enabled, setEnabled] = useState(article?.enabled ?? true);
  const [title, setTitle] = useState<TLocalizedText>(article?.title ?? EMPTY);
  const [body, setBody] = useState<TLocalizedText>(article?.body ?? EMPTY);
  const [language, setLanguage] = useState<TShippedLanguage>('th');
  const [preview, setPreview] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({
        id: article?.id ?? null,
        body: { categoryId, anchor, sortOrder: Number(sortOrder) || 0, enabled, title, body },
      });
      toast.success(t('saved'));
      onClose();
    } catch (e) {
      setError(apiErrorText(e, i18n.language));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      variant="drawer"
      size="lg"
      title={article ? t('article.edit') : t('article.new')}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="primary" loading={save.isPending} onClick={() => void submit()}>
            {t('save')}
          </Button>
        </>
      }
    >
      <div className="form-stack">
        {error && <Banner tone="danger">{error}</Banner>}
        <Field label={t('article.category')} htmlFor="help-article-category">
          <Select
            id="help-article-category"
            value={categoryId}
            onChange={(e) => setCategoryId(Number(e.target.value))}
          >
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {pickOperatorText(c.title, i18n.language)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('article.anchor')}
          htmlFor="help-article-anchor"
          hint={t('article.anchorHint', { anchor: anchor || 'deposit' })}
        >
          <Input
            id="help-article-anchor"
            value={anchor}
            maxLength={63}
            onChange={(e) => setAnchor(e.target.value.toLowerCase())}
          />
        </Field>
        <Field label={t('order')} htmlFor="help-article-order">
          <Input
            id="help-article-order"
            type="number"
            min={0}
            value={sortOrder}
            onChange={(e) => setSortOrder(e.target.value)}
          />
        </Field>
        <Switch
          id="help-article-enabled"
          checked={enabled}
          onChange={setEnabled}
          label={t('enabled')}
        />
        <LocalizedTextInput
          label={t('article.title')}
          value={title}
          onChange={setTitle}
          layout="inline"
        />
        <div className="help-body-editor">
          <div className="help-body-editor__bar">
            <div role="tablist" aria-label={t('article.body')} className="localized-tabs__list">
              {SHIPPED_LANGUAGES.map((lang) => (
                <button
                  key={lang}
                  type="button"
                  role="tab"
                  aria-selected={language === lang}
                  className={
                    language === lang ? 'localized-tabs__tab is-active' : 'localized-tabs__tab'
                  }
                  onClick={() => setLanguage(lang)}
                >
                  {t(`common:languageNames.${lang}`)}
                </button>
              ))}
            </div>
            <Switch
              id="help-article-preview"
              checked={preview}
              onChange={setPreview}
              label={t('article.preview')}
            />
          </div>
          {preview ? (
            <HtmlPreview html={body[language]} />
          ) : (
            <Suspense fallback={<p className="muted">{t('loadingEditor')}</p>}>
              <RichTextEditor
                key={language}
                kind="article"
                label={`${t('article.body')} (${t(`common:languageNames.${language}`)})`}
                value={body[language]}
                onChange={(html) => setBody((b) => ({ ...b, [language]: html }))}
              />
            </Suspense>
          )}
        </div>
      </div>
    </Modal>
  );
}
