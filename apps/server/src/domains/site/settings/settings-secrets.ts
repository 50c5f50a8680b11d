import {
  SECRET_PLACEHOLDER,
  SECRET_SETTING_PATHS,
  type TSettingsSection,
  type TSettingsValue,
} from '@lw/contracts';

type Json = Record<string, unknown>;
type Visit = (container: Json, key: string, path: string) => void;

/** Calls `visit` for every secret slot of a section value, with the slot's dotted path. */
function eachSecret(section: TSettingsSection, value: unknown, visit: Visit): void {
  const patterns = (
    SECRET_SETTING_PATHS as Partial<Record<TSettingsSection, readonly (readonly string[])[]>>
  )[section];
  const walk = (node: unknown, rest: readonly string[], trail: string[]) => {
    const [head, ...tail] = rest;
    if (head === undefined || !node || typeof node !== 'object') return;
    for (const key of head === '*' ? Object.keys(node) : [head]) {
      if (tail.length === 0) visit(node as Json, key, [...trail, key].join('.'));
      else walk((node as Json)[key], tail, [...trail, key]);
    }
  };
  for (const pattern of patterns ?? []) walk(value, pattern, []);
}

/** A copy with every non-empty secret replaced by the placeholder (for reading and auditing). */
export function maskSecrets<S extends TSettingsSection>(
  section: S,
  value: TSettingsValue<S>,
): TSettingsValue<S> {
  const copy = structuredClone(value);
  eachSecret(section, copy, (container, key) => {
    if (typeof container[key] === 'string' && container[key] !== '')
      container[key] = SECRET_PLACEHOLDER;
  });
  return copy;
}

/** Puts the stored secret back wherever the incoming value still holds the placeholder. */
export function restoreSecrets<S extends TSettingsSection>(
  section: S,
  incoming: TSettingsValue<S>,
  stored: TSettingsValue<S> | null,
): TSettingsValue<S> {
  const storedByPath = new Map<string, unknown>();
  if (stored)
    eachSecret(section, stored, (container, key, path) => storedByPath.set(path, container[key]));
  const copy = structuredClone(incoming);
  eachSecret(section, copy, (container, key, path) => {
    if (container[key] === SECRET_PLACEHOLDER) container[key] = storedByPath.get(path) ?? '';
  });
  return copy;
}
