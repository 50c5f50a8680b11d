import { useState, type FormEvent } from 'react';
import type { TAuthOutcome } from '../api/accounts';
import type { TNotice } from '../components/ui/form-notice';

/**
 * Submit plumbing shared by the account forms: validates, runs the handler, keeps the busy
 * flag and the inline notice.
 */
export function useFormSubmit(
  validate: (data: FormData) => Record<string, string>,
  handler: (data: FormData) => Promise<TAuthOutcome>,
  onSuccess?: () => void,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<TNotice>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found = validate(data);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    let outcome: TAuthOutcome;
    try {
      outcome = await handler(data);
    } finally {
      setBusy(false);
    }
    if (outcome.ok) {
      onSuccess?.();
      return;
    }
    if (outcome.fieldErrors) setErrors(outcome.fieldErrors);
    if (outcome.notice) setNotice({ notice: outcome.notice, message: outcome.message });
  };

  /** Runs a side action of the form (send SMS code, free play) and shows its notice. */
  const runAction = async (action: () => Promise<TAuthOutcome>) => {
    setNotice(null);
    const outcome = await action();
    if (!outcome.ok && outcome.notice) {
      setNotice({ notice: outcome.notice, message: outcome.message });
    }
  };

  return { errors, setErrors, notice, setNotice, busy, onSubmit, runAction };
}

/** The trimmed text of a form field. */
export function fieldText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
}
