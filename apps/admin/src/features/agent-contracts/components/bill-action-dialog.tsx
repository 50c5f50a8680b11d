import type { TAgentBill } from '@lw/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { formatMoney } from '../../../lib/money';
import { useBillAction } from '../api/agent-contracts-api';
import type { BillAction } from '../lib/bill-actions';

/** Asks once more before holding, rejecting or re-issuing a bill, with an optional note. */
export function BillActionDialog({
  bill,
  action,
  onClose,
}: {
  bill: TAgentBill;
  action: BillAction;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('agentContracts');
  const id = useId();
  const toast = useToast();
  const act = useBillAction();
  const [note, setNote] = useState('');
  const formId = `${id}-form`;
  const params = {
    id: bill.id,
    name: bill.agent.username,
    period: bill.periodKey,
    amount: formatMoney(bill.payable - bill.paidAmount, i18n.language, bill.currency),
    currency: bill.currency,
  };
  return (
    <Modal
      open
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={t(`bills.confirm.${action}.title`, params)}
      description={t(`bills.confirm.${action}.text`, params)}
      footer={
        <>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button
            type="submit"
            form={formId}
            variant={action === 'reject' ? 'danger' : 'primary'}
            loading={act.isPending}
          >
            {t(`bills.action.${action}`)}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          act.mutate(
            { id: bill.id, action, note: note.trim() || undefined },
            {
              onSuccess: (b) => {
                toast.success(t('bills.done', { id: b.id, status: t(`billStatus.${b.status}`) }));
                onClose();
              },
              onError: (error) => toast.error(apiErrorText(error, i18n.language)),
            },
          );
        }}
      >
        <Field label={t('bills.note')} htmlFor={`${id}-note`} hint={t('bills.noteHint')}>
          <Textarea
            id={`${id}-note`}
            rows={3}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Field>
      </form>
    </Modal>
  );
}
