import { clsx } from 'clsx';
import { RotateCcw, Save } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/api-error-text';
import { applyServerIssues } from '../../../lib/validation';

/** What to ask before saving a change that players will notice at once. */
export interface ConfirmSpec {
  title: string;
  description: string;
  confirmLabel: string;
  danger?: boolean;
}

export interface SettingsFormShellProps<TIn extends FieldValues, TOut> {
  /** The section form; built with the section's zod schema and `values: saved`. */
  form: UseFormReturn<TIn, unknown, TOut>;
  onSave: (values: TOut) => Promise<unknown>;
  canWrite: boolean;
  /** Returns a confirmation to ask for, or null to save straight away. */
  confirm?: (values: TOut) => ConfirmSpec | null;
  children: ReactNode;
}

/**
 * The frame of every settings form: read-only fieldset for operators who may not write,
 * server error mapping, confirmation of dangerous changes and the save bar.
 */
export function SettingsFormShell<TIn extends FieldValues, TOut>({
  form,
  onSave,
  canWrite,
  confirm,
  children,
}: SettingsFormShellProps<TIn, TOut>) {
  const { t, i18n } = useTranslation('settings');
  const toast = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ values: TOut; spec: ConfirmSpec } | null>(null);
  const [saving, setSaving] = useState(false);
  const { isDirty, isSubmitted, isValid } = form.formState;

  async function save(values: TOut) {
    setSaving(true);
    setServerError(null);
    try {
      await onSave(values);
      toast.success(t('savedToast'));
    } catch (error) {
      const text = apiErrorText(error, i18n.language);
      if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
        applyServerIssues(error.details, form.setError);
      }
      setServerError(text);
      toast.error(text);
    } finally {
      setSaving(false);
      setPending(null);
    }
  }

  const onSubmit = form.handleSubmit((values) => {
    const spec = confirm?.(values) ?? null;
    if (spec) setPending({ values, spec });
    else void save(values);
  });

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      {serverError && <Banner tone="danger">{serverError}</Banner>}
      {isSubmitted && !isValid && !serverError && <Banner tone="warning">{t('fixErrors')}</Banner>}
      <fieldset className="settings-form__fields" disabled={!canWrite || saving}>
        <legend className="visually-hidden">{t('formLegend')}</legend>
        {children}
      </fieldset>
      {canWrite && (
        <div className={clsx('save-bar', isDirty && 'save-bar--dirty')}>
          <span className="save-bar__status" aria-live="polite">
            {isDirty ? t('unsavedChanges') : t('noChanges')}
          </span>
          <Button
            icon={<RotateCcw size={16} />}
            disabled={!isDirty || saving}
            onClick={() => {
              form.reset();
              setServerError(null);
            }}
          >
            {t('discard')}
          </Button>
          <Button type="submit" variant="primary" icon={<Save size={16} />} loading={saving}>
            {t('save')}
          </Button>
        </div>
      )}
      {pending && (
        <ConfirmDialog
          open
          title={pending.spec.title}
          description={pending.spec.description}
          confirmLabel={pending.spec.confirmLabel}
          danger={pending.spec.danger}
          loading={saving}
          onCancel={() => setPending(null)}
          onConfirm={() => void save(pending.values)}
        />
      )}
    </form>
  );
}
