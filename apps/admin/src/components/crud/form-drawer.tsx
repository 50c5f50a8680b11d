import { useState, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { apiErrorText } from '../../lib/api-error-text';
import { applyServerIssues } from '../../lib/validation';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { useToast } from '../ui/toast';

/**
 * The submit handler of a drawer's form: saves, toasts, closes; on failure shows the error in a
 * banner and a toast, and puts a VALIDATION_ERROR's issues on the fields they name (`issues`
 * makes them form-relative when the server validated a larger document).
 */
export function useDrawerSubmit<TIn extends FieldValues, TContext, T extends FieldValues>(
  form: UseFormReturn<TIn, TContext, T>,
  {
    save,
    savedText,
    onClose,
    issues = (details) => details,
  }: {
    save: (values: T) => Promise<unknown>;
    savedText: (values: T) => string;
    onClose: () => void;
    issues?: (
      details: Record<string, unknown> | undefined,
      values: T,
    ) => Record<string, unknown> | undefined;
  },
) {
  const { i18n } = useTranslation();
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save(values);
      toast.success(savedText(values));
      onClose();
    } catch (error) {
      const text = apiErrorText(error, i18n.language);
      if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
        applyServerIssues(issues(error.details, values), form.setError);
      }
      setServerError(text);
      toast.error(text);
    }
  });

  return { onSubmit, serverError };
}

/** A side drawer holding one form, with Cancel and Save buttons and the server's error on top. */
export function FormDrawer({
  open = true,
  formId,
  title,
  description,
  size,
  saveLabel,
  submitting,
  serverError,
  onSubmit,
  onClose,
  children,
}: {
  /** False keeps it closed (a drawer that stays mounted between openings). */
  open?: boolean;
  formId: string;
  title: string;
  description?: string;
  /** The drawer's width (Modal's sizes); a long form with an editor wants `lg`. */
  size?: 'sm' | 'md' | 'lg';
  saveLabel: string;
  submitting: boolean;
  serverError: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="drawer"
      size={size}
      title={title}
      description={description}
      footer={
        <>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={submitting}>
            {saveLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="form-stack" onSubmit={onSubmit} noValidate>
        {serverError && <Banner tone="danger">{serverError}</Banner>}
        {children}
      </form>
    </Modal>
  );
}
