import type { z } from 'zod';

/** The entries of a record keyed by id, each with its id (unsorted). */
export function recordRows<E>(record: Record<string, E>): (E & { id: string })[] {
  return Object.entries(record).map(([id, entry]) => ({ id, ...entry }));
}

/** The record with this entry added or replaced under its id. */
export function recordWith<E>(
  record: Record<string, E>,
  { id, ...entry }: E & { id: string },
): Record<string, E> {
  return { ...record, [id]: entry as unknown as E };
}

/** The record without the entry of this id. */
export function recordWithout<E>(record: Record<string, E>, id: string): Record<string, E> {
  const rest = { ...record };
  delete rest[id];
  return rest;
}

/** The form's schema, refusing an id another entry already has. */
export function withUniqueId<S extends z.ZodType<{ id: string }>>(
  schema: S,
  taken: readonly string[],
  message: string,
): S {
  return schema.refine((v) => !taken.includes(v.id), { message, path: ['id'] });
}

/**
 * The issues of a VALIDATION_ERROR on a whole section that concern the entry `id` of its record
 * `recordKey`, with their paths made relative to the entry's form (`<recordKey>.<id>.name` ->
 * `name`; an issue on the entry itself goes to `id`).
 */
export function entryIssues(
  details: Record<string, unknown> | undefined,
  recordKey: string,
  id: string,
): Record<string, unknown> {
  const issues = Array.isArray(details?.issues) ? (details.issues as { path?: unknown[] }[]) : [];
  return {
    issues: issues.flatMap((issue) => {
      const path = issue.path ?? [];
      if (path[0] !== recordKey || path[1] !== id) return [];
      return [{ ...issue, path: path.length > 2 ? path.slice(2) : ['id'] }];
    }),
  };
}
