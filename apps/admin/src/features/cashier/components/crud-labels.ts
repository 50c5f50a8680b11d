import { useTranslation } from 'react-i18next';
import type { RowActionLabels } from '../../../components/crud/crud-list';

/** The cashier's texts of the edit and remove buttons of a row. */
export function useCrudLabels(): RowActionLabels {
  const { t } = useTranslation('cashier');
  return {
    actions: t('actions'),
    edit: t('edit'),
    remove: t('remove'),
    editOf: (name) => t('editOf', { name }),
    removeOf: (name) => t('removeOf', { name }),
  };
}
