import type { TAdminHelpCategory, TLocalizedText } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedTextInput } from '../../../components/form/localized-text-input';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useSaveCategory } from '../api/help-articles-api';

/** Adds or changes a help category: its title in three languages, order and switch. */
export function CategoryEditor({
  category,
  onClose,
}: {
  category: TAdminHelpCategory | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('helpArticles');
  const toast = useToast();
  const save = useSaveCategory();
  const [title, setTitle] = useState<TLocalizedText>(category?.title ?? { th: '', en: '', zh: '' });
  const [sortOrder, setSortOrder] = useState(String(category?.sortOrder ?? 0));
  const [enabled, setEnabled] = useState(category?.enabled ?? true);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({
        id: category?.id ?? null,
        body: { title, sortOrder: Number(sortOrder) || 0, enabled },
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
      title={category ? t('category.edit') : t('category.new')}
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
        <LocalizedTextInput
          label={t('category.title')}
          value={title}
          onChange={setTitle}
          layout="inline"
        />
        <Field label={t('order')} htmlFor="help-category-order">
          <Input
            id="help-category-order"
            type="number"
            min={0}
            value={sortOrder}
            onChange={(e) => setSortOrder(e.target.value)}
          />
        </Field>
        <Switch
          id="help-category-enabled"
          checked={enabled}
          onChange={setEnabled}
          label={t('enabled')}
        />
      </div>
    </Modal>
  );
}
