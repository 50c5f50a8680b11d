/** The gate's key of a wager's stake: the wager core's key, so settlement finds what it counted. */
export const wagerAdmissionKey = (product: string, wagerId: string, leg: number) =>
  `wager:${product}:${wagerId}:${leg}`;

/** A PostgreSQL array literal parameter (drizzle sends a JS array as a list of parameters). */
export function pgArray(values: readonly (string | number | null)[]): string {
  return `{${values
    .map((v) =>
      v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`,
    )
    .join(',')}}`;
}
