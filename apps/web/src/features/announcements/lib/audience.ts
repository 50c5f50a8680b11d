/**
 * The audience key of the popup and bell memory: the visitor (`anon`) or one account by its kind
 * and username. Its own module, so the header's bell does not carry the popup rules.
 */
export function audienceKey(session: {
  isLoggedIn: boolean;
  isAgent: boolean;
  username: string | null;
}): string {
  if (!session.isLoggedIn || !session.username) return 'anon';
  return `${session.isAgent ? 'agent' : 'member'}:${session.username}`;
}
