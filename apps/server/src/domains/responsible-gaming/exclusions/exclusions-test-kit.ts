import { EXCLUSIONS_API, type TExclusionPeriod } from '@lw/contracts';
import type { App } from '../../../app.js';

/** Test helpers of the exclusion suites (members are wallet-test-kit accounts: Passw0rd!x). */
export const MEMBER_PASSWORD = 'Passw0rd!x';

/** The member takes a time-out or self-exclusion through the API. */
export function takeExclusion(
  app: App,
  headers: Record<string, string>,
  period: TExclusionPeriod,
  password = MEMBER_PASSWORD,
) {
  return app.inject({
    method: 'POST',
    url: EXCLUSIONS_API.member.exclusions,
    headers,
    payload: { period, password },
  });
}

/** A password sign-in on the member site, answered as it is (not thrown). */
export function passwordSignIn(app: App, username: string, password = MEMBER_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password, site: 'member' },
  });
}

export const adminExclusionsUrl = (accountId: number) =>
  EXCLUSIONS_API.admin.exclusions.replace(':id', String(accountId));

export const liftUrl = (accountId: number, exclusionId: number) =>
  EXCLUSIONS_API.admin.lift
    .replace(':id', String(accountId))
    .replace(':exclusionId', String(exclusionId));
