export { MemberIdentityMatchesCard } from './member-identity-matches-card';
