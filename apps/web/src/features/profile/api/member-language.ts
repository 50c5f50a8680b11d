import { PROFILE_API, ZMemberLanguage } from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/members/me/language: the member's interface language, saved on the server. */
export function saveMemberLanguage(language: string): Promise<{ language: string }> {
  return apiRequest(PROFILE_API.memberLanguage, ZMemberLanguage, {
    method: 'PUT',
    body: { language },
  });
}
