import type { TAdminHelpArticle, TAdminHelpCategory } from '@lw/contracts';
import { FolderPlus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { Button, IconButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { Pill } from '../../../components/ui/pill';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import {
  useDeleteArticle,
  useDeleteCategory,
  useHelpArticles,
  useHelpCategories,
} from '../api/help-articles-api';
import { ArticleEditor } from '../components/article-editor';
import { CategoryEditor } from '../components/category-editor';
import { pickOperatorText } from '../lib/pick-text';
import '../help-articles.css';

type Editing =
  | { kind: 'category'; category: TAdminHelpCategory | null }
  | { kind: 'article'; article: TAdminHelpArticle | null }
  | null;
type Deleting =
  | { kind: 'category'; id: number; name: string }
  | { kind: 'article'; id: number; name: string }
  | null;

function HelpArticlesScreen() {
  const { t, i18n } = useTranslation('helpArticles');
  const toast = useToast();
  const categories = useHelpCategories();
  const articles = useHelpArticles();
  const deleteCategory = useDeleteCategory();
  const deleteArticle = useDeleteArticle();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const lang = i18n.language;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      if (deleting.kind === 'category') await deleteCategory.mutateAsync(deleting.id);
      else await deleteArticle.mutateAsync(deleting.id);
      toast.success(t('deleted'));
    } catch (e) {
      toast.error(apiErrorText(e, lang));
    }
    setDeleting(null);
  };

  const error = categories.error ?? articles.error;
  const cats = categories.data?.items ?? [];
  return (
    <div className="page">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button
              icon={<FolderPlus size={16} />}
              onClick={() => setEditing({ kind: 'category', category: null })}
            >
              {t('category.new')}
            </Button>
            <Button
              variant="primary"
              icon={<Plus size={16} />}
              disabled={cats.length === 0}
              onClick={() => setEditing({ kind: 'article', article: null })}
            >
              {t('article.new')}
            </Button>
          </>
        }
      />
      {error ? (
        <LoadError
          error={error}
          onRetry={() => void Promise.all([categories.refetch(), articles.refetch()])}
        />
      ) : cats.length === 0 && !categories.isPending ? (
        <EmptyState title={t('empty')} />
      ) : (
        <div className="help-admin">
          {cats.map((category) => {
            const own = (articles.data?.items ?? []).filter((a) => a.categoryId === category.id);
            const name = pickOperatorText(category.title, lang);
            return (
              <Card
                key={category.id}
                title={
                  <span className="help-admin__title">
                    {name}
                    <span className="muted">
                      {' '}
                      · {t('order')} {category.sortOrder}
                    </span>
                    {!category.enabled && <Pill tone="neutral">{t('off')}</Pill>}
                  </span>
                }
                actions={
                  <>
                    <IconButton
                      label={t('category.editNamed', { name })}
                      icon={<Pencil size={16} />}
                      onClick={() => setEditing({ kind: 'category', category })}
                    />
                    <IconButton
                      label={t('category.deleteNamed', { name })}
                      icon={<Trash2 size={16} />}
                      onClick={() => setDeleting({ kind: 'category', id: category.id, name })}
                    />
                  </>
                }
              >
                {own.length === 0 ? (
                  <p className="muted">{t('category.noArticles')}</p>
                ) : (
                  <ul className="help-admin__articles">
                    {own.map((article) => {
                      const title = pickOperatorText(article.title, lang);
                      return (
                        <li key={article.id}>
                          <span className="help-admin__order">{article.sortOrder}</span>
                          <span className="help-admin__article">
                            <strong>{title}</strong>
                            <code>/help#{article.anchor}</code>
                          </span>
                          {!article.enabled && <Pill tone="neutral">{t('off')}</Pill>}
                          <IconButton
                            label={t('article.editNamed', { name: title })}
                            icon={<Pencil size={16} />}
                            onClick={() => setEditing({ kind: 'article', article })}
                          />
                          <IconButton
                            label={t('article.deleteNamed', { name: title })}
                            icon={<Trash2 size={16} />}
                            onClick={() =>
                              setDeleting({ kind: 'article', id: article.id, name: title })
                            }
                          />
                        </li>
                      );
                    })}
                  </ul>
                )}
              </Card>
            );
          })}
        </div>
      )}
      {editing?.kind === 'category' && (
        <CategoryEditor category={editing.category} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'article' && (
        <ArticleEditor
          article={editing.article}
          categories={cats}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle', { name: deleting?.name ?? '' })}
        description={
          deleting?.kind === 'category' ? t('deleteCategoryHint') : t('deleteArticleHint')
        }
        danger
        confirmLabel={t('delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

/** /content/help — the help centre's categories and articles (content.manage). */
export function HelpArticlesRoute() {
  return (
    <RequirePermission permission="content.manage">
      <HelpArticlesScreen />
    </RequirePermission>
  );
}
