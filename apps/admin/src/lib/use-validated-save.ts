import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { useToast } from '../components/ui/toast';
import { ApiError } from './api-client';
import { apiErrorText } from './api-error-text';
import { issuesByPath } from './validation';

/**
 * A form saved as a whole: checked against its contract before it is sent (each issue by its
 * field path), then saved; the server's VALIDATION_ERROR issues land on the same fields. `banner`
 * is the form's one message (fix the fields, or the server's translated refusal).
 */
export function useValidatedSave<T>(options: {
  schema: ZodType<T>;
  save: (value: T) => Promise<unknown>;
  /** Shown when the form has field errors (none: the fields speak for themselves). */
  fixErrors?: string;
  /** The toast after a save. */
  saved: string;
}) {
  const { i18n } = useTranslation();
  const toast = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<string | null>(null);
  /** Answers whether it saved (a drawer closes then). */
  const submit = async (value: unknown): Promise<boolean> => {
    setBanner(null);
    const parsed = options.schema.safeParse(value);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error.issues));
      setBanner(options.fixErrors ?? null);
      return false;
    }
    setErrors({});
    try {
      await options.save(parsed.data);
      toast.success(options.saved);
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.code === 'VALIDATION_ERROR') {
        setErrors(issuesByPath(e.details?.issues));
      }
      const text = apiErrorText(e, i18n.language);
      setBanner(text);
      toast.error(text);
      return false;
    }
  };
  return { errors, banner, submit };
}
