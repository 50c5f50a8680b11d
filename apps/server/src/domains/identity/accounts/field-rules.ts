import {
  checkPattern,
  matchesAcceptedPattern,
  patternMessage,
  type TFieldRule,
  type TPatternId,
} from '@lw/contracts';
import { AppError } from '../../../platform/errors.js';
import { dictionary } from '@zxcvbn-ts/language-common';

export interface FieldIssue {
  path: string[];
  code: 'required' | 'pattern' | 'tooShort' | 'tooLong' | 'accepted' | 'mismatch' | 'common';
  patternId?: number;
  min?: number | null;
  max?: number | null;
  message: string;
}

/**
 * Checks values against their field rules exactly as the registration form does (same pattern
 * functions from contracts). Hidden fields are ignored; required ones must be non-empty.
 */
export function checkFields(
  values: Record<string, string | undefined>,
  rules: Record<string, TFieldRule>,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    if (!rule.shown) continue;
    const value = values[field] ?? '';
    if (value === '') {
      if (rule.required)
        issues.push({ path: [field], code: 'required', message: 'This field is required' });
      continue;
    }
    const bounds = { min: rule.min, max: rule.max };
    const result = checkPattern(rule.patternId as TPatternId, value, bounds);
    if (!result.ok) {
      issues.push({
        path: [field],
        code: result.reason,
        patternId: rule.patternId,
        ...bounds,
        message: patternMessage(rule.patternId as TPatternId, 'en', bounds),
      });
    } else if (!matchesAcceptedPattern(rule.acceptedPattern, value)) {
      issues.push({ path: [field], code: 'accepted', message: 'This value is not accepted' });
    }
  }
  return issues;
}

export function throwIfIssues(issues: FieldIssue[]): void {
  if (issues.length)
    throw new AppError('VALIDATION_ERROR', 'Some fields are not valid', { issues });
}

// About 49,000 passwords that appear most in breach lists, lower-cased for a case-blind check.
const COMMON = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** A new password must pass the `password` rule, differ from the username and not be common. */
export function checkNewPassword(
  password: string,
  rule: TFieldRule,
  context: { username: string; defaultPassword: string; field?: string },
): void {
  const field = context.field ?? 'password';
  throwIfIssues(
    checkFields({ [field]: password }, { [field]: { ...rule, shown: true, required: true } }),
  );
  const lower = password.toLowerCase();
  if (
    COMMON.has(lower) ||
    lower === context.username.toLowerCase() ||
    password === context.defaultPassword
  ) {
    throw new AppError('PASSWORD_TOO_COMMON', 'Password is too common');
  }
}
