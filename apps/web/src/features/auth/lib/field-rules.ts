import {
  checkPattern,
  errorMessages,
  formatInstant,
  isPatternId,
  matchesAcceptedPattern,
  patternMessage,
  pickLocalized,
  type TErrorCode,
  type TFieldRule,
} from '@lw/contracts';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { TAuthOutcome } from '../../../api/accounts';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

/**
 * Checks one value against its field rule (spec §5), with the same pattern functions the server
 * uses. Empty is an error only when the field is required; any other failure (character rule,
 * length bounds, accepted pattern) shows the pattern message with the bounds filled in.
 */
export function fieldRuleError(
  rule: TFieldRule | undefined,
  value: string,
  language: string,
  t: TFunction,
): string | null {
  if (value === '') return rule?.required ? t('auth:error.required') : null;
  if (!rule) return null;
  const bounds = { min: rule.min, max: rule.max };
  const id = isPatternId(rule.patternId) ? rule.patternId : 0;
  const ok =
    checkPattern(id, value, bounds).ok && matchesAcceptedPattern(rule.acceptedPattern, value);
  return ok ? null : patternMessage(id, language, bounds);
}

/**
 * A zod refinement for a field with a server rule: the value fails with {@link fieldRuleError}'s
 * message. `empty`, when given, is the message of an empty value instead (a required field whose
 * emptiness has its own words, such as "Please enter a password").
 */
export function ruleRefinement(
  rule: TFieldRule | undefined,
  language: string,
  t: TFunction,
  empty?: string,
) {
  return (value: string | undefined, ctx: z.RefinementCtx) => {
    const text = value ?? '';
    const message =
      text === '' && empty !== undefined ? empty : fieldRuleError(rule, text, language, t);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

/**
 * A zod refinement of a form object: the confirmation, when typed, must equal the value it
 * confirms (an empty confirmation is its own field's error).
 */
export function confirmationRefinement<T extends Record<string, unknown>>(
  value: keyof T & string,
  confirmation: keyof T & string,
  message: string,
) {
  return (values: T, ctx: z.RefinementCtx) => {
    const again = values[confirmation];
    if (again && again !== values[value]) {
      ctx.addIssue({ code: 'custom', path: [confirmation], message });
    }
  };
}

/** One entry of `details.issues` of a VALIDATION_ERROR answer. */
export interface TValidationIssue {
  path: (string | number)[];
  code: string;
  patternId?: number;
  min?: number | null;
  max?: number | null;
  message?: string;
}

function isIssue(value: unknown): value is TValidationIssue {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { path?: unknown }).path) &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}

/** The issues of a VALIDATION_ERROR (none for other errors or a malformed body). */
export function validationIssues(error: unknown): TValidationIssue[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR') return [];
  const issues = error.details?.issues;
  return Array.isArray(issues) ? issues.filter(isIssue) : [];
}

/**
 * The text for one server issue, in the interface language: the pattern message of the issue's
 * pattern id with its bounds, or of the field's own rule when the issue names none.
 */
export function issueText(
  issue: TValidationIssue,
  language: string,
  t: TFunction,
  rule?: TFieldRule,
): string {
  const bounds = { min: issue.min ?? null, max: issue.max ?? null };
  if (issue.code === 'required') return t('auth:error.required');
  if (issue.code === 'mismatch') return t('auth:error.confirmMismatch');
  if (issue.code === 'common') return pickLocalized(errorMessages.PASSWORD_TOO_COMMON, language);
  if (issue.patternId !== undefined && isPatternId(issue.patternId)) {
    return patternMessage(issue.patternId, language, bounds);
  }
  if (rule && isPatternId(rule.patternId)) {
    return patternMessage(rule.patternId, language, { min: rule.min, max: rule.max });
  }
  if (issue.code === 'tooShort' && bounds.min !== null) return patternMessage(0, language, bounds);
  if (issue.code === 'tooLong' && bounds.max !== null) return patternMessage(0, language, bounds);
  return pickLocalized(errorMessages.VALIDATION_ERROR, language);
}

/**
 * Turns a failed submit into form errors: validation issues and the codes in `codeFields` land
 * under their fields when the form shows that field; everything else is the inline notice.
 */
export function failureOutcome(
  error: unknown,
  language: string,
  t: TFunction,
  options: {
    /** Fields the form shows; an issue for another field goes to the notice. */
    fields: readonly string[];
    /** Error codes that belong to one field (USERNAME_TAKEN -> username). */
    codeFields?: Partial<Record<TErrorCode, string>>;
    /** Server field names shown under another name in the form (agreeTerms -> agree). */
    aliases?: Record<string, string>;
    /** The fields' rules, for issues that name no pattern (an accepted-pattern failure). */
    rules?: Partial<Record<string, TFieldRule>>;
    /** The site time zone (sign-in forms): a time-out's end date is shown in it. */
    timeZone?: string;
  },
): Extract<TAuthOutcome, { ok: false }> {
  const shown = new Set(options.fields);
  const issues = validationIssues(error);
  if (issues.length > 0) {
    const fieldErrors: Record<string, string> = {};
    const rest: string[] = [];
    for (const issue of issues) {
      const raw = String(issue.path[0] ?? '');
      const field = options.aliases?.[raw] ?? raw;
      const text = issueText(issue, language, t, options.rules?.[raw]);
      if (shown.has(field)) fieldErrors[field] ??= text;
      else rest.push(text);
    }
    return rest.length > 0
      ? { ok: false, fieldErrors, notice: 'error', message: rest.join(' ') }
      : { ok: false, fieldErrors };
  }
  const message = withRestrictionEnd(errorText(error, language), error, language, t, options);
  const field = error instanceof ApiError ? options.codeFields?.[error.code] : undefined;
  if (field && shown.has(field)) return { ok: false, fieldErrors: { [field]: message } };
  return { ok: false, notice: 'error', message };
}

/**
 * A sign-in refused for a time-out or self-exclusion says until when (the error's `until`), in the
 * site time zone; a self-exclusion with no lift asked for says it has no end date yet.
 */
function withRestrictionEnd(
  message: string,
  error: unknown,
  language: string,
  t: TFunction,
  options: { timeZone?: string },
): string {
  if (!(error instanceof ApiError) || error.code !== 'PLAY_RESTRICTED' || !options.timeZone) {
    return message;
  }
  const until = error.details?.until;
  const end =
    typeof until === 'string'
      ? t('error.restrictedUntil', {
          date: formatInstant(until, { language, timeZone: options.timeZone, zoneName: true }),
        })
      : t('error.restrictedNoEnd');
  return `${message} ${end}`;
}
