/**
 * The agent tree as materialized paths: an account's path is its ancestors' ids and its own,
 * '/1/7/42/'. Everything under X has a path starting with X's path.
 */
export function childPath(parentPath: string, id: number): string {
  return `${parentPath}${id}/`;
}

export function rootPath(id: number): string {
  return `/${id}/`;
}

/** True when `path` is strictly below `ancestorPath`. */
export function isStrictlyUnder(path: string, ancestorPath: string): boolean {
  return path !== ancestorPath && path.startsWith(ancestorPath);
}

/** Ancestor ids from the root down, without the account itself. */
export function ancestorIds(path: string): number[] {
  return path.split('/').filter(Boolean).slice(0, -1).map(Number);
}

/** A LIKE pattern for everything strictly below `path` (ids are digits, so no escaping needed). */
export function downlinePattern(path: string): string {
  return `${path}%`;
}
