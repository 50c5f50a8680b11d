import { zodResolver } from '@hookform/resolvers/zod';
import { ZAccountStatusRequest, type TAccountStatus } from '@lw/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { applyServerIssues, zodErrorMap } from '../../../lib/validation';
import { useSetAccountStatus } from '../api/use-accounts';

/** What a status change is called: lock, unlock, disable or enable. */
export type StatusAction = 'lock' | 'unlock' | 'disable' | 'enable';

export const STATUS_OF_ACTION: Record<StatusAction, TAccountStatus> = {
  lock: 'locked',
  unlock: 'active',
  disable: 'disabled',
  enable: 'active',
};

const ZReason = z.object({ reason: ZAccountStatusRequest.shape.reason });

/** Asks why (for the audit log) and confirms a status change of a player or agent account. */
export function StatusDialog({
  account,
  action,
  onClose,
}: {
  account: { id: number; username: string };
  action: StatusAction;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('accounts');
  const toast = useToast();
  const change = useSetAccountStatus(account.id);
  const form = useForm({
    resolver: zodResolver(ZReason, { error: zodErrorMap }),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const takesAway = action === 'lock' || action === 'disable';

  const onSubmit = form.handleSubmit(({ reason }) => {
    change.mutate(
      { status: STATUS_OF_ACTION[action], reason },
      {
        onSuccess: () => {
          toast.success(t(`statusAction.${action}.done`, { username: account.username }));
          onClose();
        },
        onError: (e) => {
          if (e instanceof ApiError && e.code === 'VALIDATION_ERROR') {
            applyServerIssues(e.details, form.setError);
          }
        },
      },
    );
  });

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      role="alertdialog"
      title={t(`statusAction.${action}.title`, { username: account.username })}
      description={t(`statusAction.${action}.text`)}
      footer={
        <>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button
            type="submit"
            form="account-status-form"
            variant={takesAway ? 'danger' : 'primary'}
            loading={change.isPending}
          >
            {t(`statusAction.${action}.confirm`)}
          </Button>
        </>
      }
    >
      <form id="account-status-form" className="form-stack" onSubmit={onSubmit} noValidate>
        {change.isError &&
          !(change.error instanceof ApiError && change.error.code === 'VALIDATION_ERROR') && (
            <Banner tone="danger">{apiErrorText(change.error, i18n.language)}</Banner>
          )}
        <Field
          label={t('reason')}
          htmlFor="account-status-reason"
          hint={t('reasonHint')}
          errors={[error]}
        >
          <Textarea
            id="account-status-reason"
            rows={3}
            maxLength={300}
            data-autofocus
            invalid={!!error}
            {...form.register('reason')}
          />
        </Field>
      </form>
    </Modal>
  );
}
