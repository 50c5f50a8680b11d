/**
 * The unique index a failed statement hit (PostgreSQL error 23505), or null for any other
 * error. Drizzle wraps driver errors, so the cause is looked at first.
 */
export function uniqueConstraintOf(err: unknown): string | null {
  const e = (err as { cause?: unknown })?.cause ?? err;
  if ((e as { code?: string })?.code !== '23505') return null;
  return (e as { constraint?: string }).constraint ?? '';
}
