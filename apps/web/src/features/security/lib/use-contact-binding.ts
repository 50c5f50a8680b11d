import type { TErrorCode } from '@lw/contracts';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TAuthOutcome } from '../../../api/accounts';
import { useZodForm } from '../../../lib/use-zod-form';
import { failureOutcome } from '../../auth';
import { useRefreshSecurity } from '../api/get-security-overview';

/** Refusals of the code that belong under the code field, whichever contact is bound. */
const SMS_CODE_ERRORS: readonly TErrorCode[] = [
  'SMS_CODE_INVALID',
  'SMS_CODE_REQUIRED',
  'SMS_CODE_EXPIRED',
];

/**
 * The form of a contact binding (e-mail, mobile): a contact field and a code sent to it. Submit
 * binds and refreshes the security overview; a refusal lands under its field. "Send code" sends
 * only once the contact field itself is valid (its error shows otherwise).
 */
export function useContactBinding<
  TInput extends FieldValues & { verificationCode: string },
  TOutput,
>({
  schema,
  defaults,
  contactField,
  contactErrors,
  codeErrors = [],
  bind,
  sendCode,
  onDone,
}: {
  schema: z.ZodType<TOutput, TInput>;
  defaults: DefaultValues<TInput>;
  contactField: Path<TInput> & string;
  /** Error codes about the contact (taken, not a valid number…). */
  contactErrors: readonly TErrorCode[];
  /** Error codes about the code besides the SMS code ones. */
  codeErrors?: readonly TErrorCode[];
  bind: (values: TOutput) => Promise<unknown>;
  /** Sends the code to the contact as typed. */
  sendCode: (contact: string) => Promise<TAuthOutcome>;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('pages');
  const refresh = useRefreshSecurity();
  const { form, errors, notice, busy, onSubmit, runAction, setFieldErrors } = useZodForm(
    schema,
    defaults,
  );

  const submit = onSubmit(async (values) => {
    try {
      await bind(values);
    } catch (error) {
      const codeFields: Partial<Record<TErrorCode, string>> = {};
      for (const code of contactErrors) codeFields[code] = contactField;
      for (const code of [...codeErrors, ...SMS_CODE_ERRORS]) codeFields[code] = 'verificationCode';
      return failureOutcome(error, i18n.language, t, {
        fields: [contactField, 'verificationCode'],
        codeFields,
      });
    }
    await refresh();
    return { ok: true };
  }, onDone);

  const send = async () => {
    if (!(await form.trigger(contactField))) return;
    const contact = String(form.getValues(contactField));
    await runAction(async () => {
      const outcome = await sendCode(contact);
      if (!outcome.ok && outcome.fieldErrors) setFieldErrors(outcome.fieldErrors);
      return outcome;
    });
  };

  return { form, errors, notice, busy, submit, send };
}
