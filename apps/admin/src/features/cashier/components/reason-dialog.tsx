import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';

/** Asks for the reason of a refusal (required, sent to the server and the audit log). */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  loading,
  onConfirm,
  onCancel,
}: {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('cashier');
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const formId = `${id}-form`;
  return (
    <Modal
      open
      onClose={onCancel}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button onClick={onCancel}>{t('common:cancel')}</Button>
          <Button type="submit" form={formId} variant="danger" loading={loading}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const trimmed = reason.trim();
          if (!trimmed) {
            setMissing(true);
            return;
          }
          onConfirm(trimmed);
        }}
      >
        <Field
          label={t('reason')}
          htmlFor={`${id}-reason`}
          errors={[missing ? t('reasonRequired') : undefined]}
        >
          <Textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={500}
            invalid={missing}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (e.target.value.trim()) setMissing(false);
            }}
          />
        </Field>
      </form>
    </Modal>
  );
}
