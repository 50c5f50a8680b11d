export { MemberExclusionsCard } from './member-exclusions-card';
