import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { apiErrorText } from '../../../lib/api-error-text';

/**
 * The frame of an engagement form on a card (a campaign, a task, a board, the sign-in
 * amounts): the fields, the submit button, then what came of it: an amount that does not
 * parse, the server's refusal in the operator's language, or saved.
 */
export function FormCard({
  title,
  description,
  submitLabel,
  onSubmit,
  pending,
  submitDisabled,
  invalid,
  error,
  saved,
  children,
}: {
  title: string;
  description?: string;
  submitLabel: string;
  onSubmit: (e: FormEvent) => void;
  pending: boolean;
  submitDisabled?: boolean;
  /** An amount typed that is not money. */
  invalid: boolean;
  /** The mutation's error, if it failed. */
  error: unknown;
  saved?: boolean;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('engagement');
  return (
    <Card title={title} description={description}>
      <form className="eg-form" onSubmit={onSubmit} aria-label={title}>
        {children}
        <Button type="submit" loading={pending} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </form>
      {invalid && <Banner tone="danger">{t('form.amountInvalid')}</Banner>}
      {error ? <Banner tone="danger">{apiErrorText(error, i18n.language)}</Banner> : null}
      {saved && <Banner tone="success">{t('form.saved')}</Banner>}
    </Card>
  );
}
