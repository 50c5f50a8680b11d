import type { TFunction } from 'i18next';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Validation messages travel through react-hook-form as encoded translation keys
 * (`@@key|{"param":1}`) so they are translated when shown, in the language chosen at that moment.
 */
const PREFIX = '@@';

/** The custom messages written in the contracts, mapped to our translation keys. */
const KNOWN_MESSAGES: Record<string, string> = {
  'must be an IP address or CIDR range': 'ipOrCidr',
  'must be a two-letter ISO country code': 'countryCode',
  'must be an http(s), tel:, mailto: or app link': 'link',
  'must be a host name': 'hostName',
  'the default language must be offered': 'defaultLanguageOffered',
  'each CS type can be used once': 'csTypeUnique',
  'must be an image URL': 'imageUrl',
  '3-32 characters: a letter, then letters, digits, _ . -': 'username',
  'at least 10 characters': 'passwordLength',
  'must contain a letter': 'passwordLetter',
  'must contain a digit': 'passwordDigit',
  '4-16 characters: a letter, then letters and digits': 'agentUsername',
  'min must not exceed max': 'minNotAboveMax',
  'an IANA time zone such as Asia/Bangkok': 'timeZone',
  'at least one language needs a name': 'nameInOneLanguage',
  'A level needs a deposit or a valid-bet threshold': 'vipThresholdNeeded',
  'Levels are numbered 1, 2, 3 … in order': 'vipLevelOrder',
  'A higher level never asks less': 'vipNeverLess',
  'Tiers go up by minimum deposit': 'pointsTierOrder',
  'A site path or an https address': 'sitePathOrHttps',
};

/** The parts of a zod issue (client side or sent by the server) we translate from. */
export interface IssueLike {
  code?: string;
  message?: string;
  origin?: string;
  format?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  path?: readonly PropertyKey[];
}

function encode(key: string, params?: Record<string, unknown>): string {
  return `${PREFIX}validation.${key}${params ? `|${JSON.stringify(params)}` : ''}`;
}

/** Turns an issue into an encoded, translatable message. */
export function issueToMessage(issue: IssueLike): string {
  const known = issue.message ? KNOWN_MESSAGES[issue.message] : undefined;
  if (known) return encode(known);
  const min = Number(issue.minimum ?? 0);
  const max = Number(issue.maximum ?? 0);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return min <= 1 ? encode('required') : encode('tooShort', { min });
      if (issue.origin === 'array' || issue.origin === 'set') return encode('tooFewItems', { min });
      return encode('numberMin', { min });
    case 'too_big':
      if (issue.origin === 'string') return encode('tooLong', { max });
      if (issue.origin === 'array' || issue.origin === 'set')
        return encode('tooManyItems', { max });
      return encode('numberMax', { max });
    case 'invalid_format':
      if (issue.format === 'url') return encode('url');
      if (issue.format === 'datetime') return encode('datetime');
      // ZIpOrCidr is a union of these formats; the resolver reports the closest branch.
      if (['ipv4', 'ipv6', 'cidrv4', 'cidrv6'].includes(issue.format ?? ''))
        return encode('ipOrCidr');
      return encode('format');
    case 'invalid_type':
      if (issue.expected === 'int' || issue.expected === 'number') return encode('number');
      return encode('required');
    case 'invalid_union':
      return encode('url');
    // An enum's value outside its options (a select bound to a stored value it does not offer).
    case 'invalid_value':
      return encode('chooseOption');
    default:
      return encode('invalid');
  }
}

/** zod per-parse error map (passed to `zodResolver(schema, { error })`). */
export const zodErrorMap = (issue: IssueLike) => issueToMessage(issue);

/** Shows an encoded message in the current language; plain text passes through. */
export function translateMessage(message: string | undefined, t: TFunction): string {
  if (!message) return '';
  const known = KNOWN_MESSAGES[message];
  if (known) return t(`common:validation.${known}`);
  if (!message.startsWith(PREFIX)) return message;
  const [key, raw] = message.slice(PREFIX.length).split('|', 2);
  const params = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  return t(`common:${key}`, params);
}

type ErrorNode = FieldError | FieldErrors | undefined | null | unknown;

function isFieldError(node: unknown): node is FieldError {
  return typeof node === 'object' && node !== null && 'message' in node && 'type' in node;
}

/**
 * Gathers the messages under one form field, including those of list items, as
 * `{ index, message }` pairs (index of the first path step under the field, when there is one).
 */
export function collectMessages(
  node: ErrorNode,
  index?: number,
): { index: number | undefined; message: string }[] {
  if (!node || typeof node !== 'object') return [];
  const out: { index: number | undefined; message: string }[] = [];
  if (isFieldError(node) && typeof node.message === 'string' && node.message) {
    out.push({ index, message: node.message });
  }
  if (Array.isArray(node)) {
    node.forEach((child, i) => out.push(...collectMessages(child, index ?? i)));
  } else {
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'message' || key === 'type' || key === 'types') continue;
      if (key === 'root') {
        out.push(...collectMessages(child, index));
        continue;
      }
      if (typeof child === 'object') out.push(...collectMessages(child, index));
    }
  }
  return out;
}

/**
 * Puts the issues of a VALIDATION_ERROR answer onto the form fields they name.
 * Returns false when no issue could be placed (the caller then shows a general message).
 */
export function applyServerIssues<T extends FieldValues>(
  details: Record<string, unknown> | undefined,
  setError: UseFormSetError<T>,
): boolean {
  const issues = details?.issues;
  if (!Array.isArray(issues)) return false;
  let placed = false;
  for (const raw of issues as IssueLike[]) {
    const path = (raw.path ?? []).map(String).join('.');
    if (!path) continue;
    setError(path as Path<T>, { type: 'server', message: issueToMessage(raw) });
    placed = true;
  }
  return placed;
}

/**
 * The issues of a whole document (a client-side parse or a server's VALIDATION_ERROR) as
 * encoded messages keyed by their dotted path ("levels.2.deposits"), the first one per path,
 * for forms that hold their own draft rather than a react-hook-form.
 */
export function issuesByPath(issues: readonly IssueLike[] | unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!Array.isArray(issues)) return out;
  for (const issue of issues as IssueLike[]) {
    const path = (issue.path ?? []).map(String).join('.');
    out[path] ??= issueToMessage(issue);
  }
  return out;
}
