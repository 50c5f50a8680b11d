import { PROFILE_API, ZMemberLanguage, type TMemberLanguage } from '@lw/contracts';
import { apiRequest, serverChecked } from '../../../lib/api-client';

/** PUT /api/members/me/language: the member's interface language, saved on the server. */
export function saveMemberLanguage(language: string): Promise<{ language: string }> {
  return apiRequest(
    PROFILE_API.memberLanguage,
    serverChecked<TMemberLanguage>(import.meta.env.PROD ? null : ZMemberLanguage),
    {
      method: 'PUT',
      body: { language },
    },
  );
}
