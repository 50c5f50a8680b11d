import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessages, patternMessage, pickLocalized } from '@lw/contracts';
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TAuthOutcome } from '../api/accounts';
import type { TNotice } from '../components/ui/form-notice';

/** What a zod error map is handed (the parts we read). */
interface TIssue {
  code: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * The message of an issue raised by a contract schema itself (a field's length limit the form's
 * own checks did not catch first): the length sentence of pattern 0, as the server's issues are
 * shown, else the generic validation error. The form's own checks carry their messages inline.
 */
export function contractIssueMessage(language: string) {
  return (issue: TIssue): string => {
    const bound = (value: unknown) => (typeof value === 'number' ? value : Number(value));
    if (issue.origin === 'string' && issue.code === 'too_big') {
      return patternMessage(0, language, { max: bound(issue.maximum) });
    }
    if (issue.origin === 'string' && issue.code === 'too_small') {
      return patternMessage(0, language, { min: bound(issue.minimum) });
    }
    return pickLocalized(errorMessages.VALIDATION_ERROR, language);
  };
}

/** The message under each field, by field name (only the fields that have one). */
export function fieldMessages(errors: FieldErrors): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) {
    const message = error && typeof error.message === 'string' ? error.message : '';
    if (message) found[name] = message;
  }
  return found;
}

/**
 * A react-hook-form form checked by a zod schema (the contract's request schema with the form's
 * checks and their translated messages), for the account forms whose submit resolves to a
 * {@link TAuthOutcome}. Fields are checked on submit only, as the player expects from these
 * short forms; a server answer lands under its fields (`fieldErrors`) and in the inline notice.
 */
export function useZodForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
) {
  const { i18n } = useTranslation();
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema, { error: contractIssueMessage(i18n.language) }),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [notice, setNotice] = useState<TNotice>(null);

  /** Shows messages under their fields; `replace` first clears every other field's error. */
  const setFieldErrors = (messages: Record<string, string>, { replace = false } = {}) => {
    if (replace) form.clearErrors();
    for (const [name, message] of Object.entries(messages)) {
      form.setError(name as Path<TInput>, { type: 'server', message });
    }
  };

  /** Puts a failed outcome's field errors under their fields and its notice under the form. */
  const showOutcome = (outcome: TAuthOutcome) => {
    if (outcome.ok) return;
    setFieldErrors(outcome.fieldErrors ?? {});
    if (outcome.notice) setNotice({ notice: outcome.notice, message: outcome.message });
  };

  /**
   * The `<form>`'s submit handler: clears the notice, checks the fields with the schema, then
   * runs `handler` with the parsed values (the request's shape) and shows its outcome.
   */
  const onSubmit = (handler: (values: TOutput) => Promise<TAuthOutcome>, onSuccess?: () => void) =>
    form.handleSubmit(
      async (values) => {
        setNotice(null);
        const outcome = await handler(values);
        if (outcome.ok) onSuccess?.();
        else showOutcome(outcome);
      },
      () => setNotice(null),
    );

  /** Runs a side action of the form (send a code) and shows its notice. */
  const runAction = async (action: () => Promise<TAuthOutcome>) => {
    setNotice(null);
    const outcome = await action();
    if (!outcome.ok && outcome.notice) {
      setNotice({ notice: outcome.notice, message: outcome.message });
    }
  };

  /** Sets (a message) or clears (null) the error of one field outside a submit. */
  const setFieldError = (name: Path<TInput>, message: string | null) => {
    if (message) form.setError(name, { type: 'manual', message });
    else form.clearErrors(name);
  };

  return {
    form,
    errors: fieldMessages(form.formState.errors),
    busy: form.formState.isSubmitting,
    notice,
    setNotice,
    onSubmit,
    runAction,
    setFieldError,
    setFieldErrors,
  };
}
