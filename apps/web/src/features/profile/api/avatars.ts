import {
  PROFILE_API,
  ZAvatarList,
  ZMemberAvatar,
  type TAvatar,
  type TMemberAvatar,
  type TAvatarList,
} from '@lw/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { apiRequest, serverChecked } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /api/content/avatars: the icons a member may choose. */
export function getAvatars(signal?: AbortSignal): Promise<TAvatar[]> {
  return apiRequest(
    PROFILE_API.avatars,
    serverChecked<TAvatarList>(import.meta.env.PROD ? null : ZAvatarList),
    { signal },
  ).then((r) => r.avatars);
}

export const avatarsQuery = queryOptions({
  queryKey: ['avatars'],
  queryFn: ({ signal }) => getAvatars(signal),
  staleTime: 5 * 60_000,
});

export function useAvatars(enabled = true) {
  return useQuery({ ...avatarsQuery, enabled });
}

/** GET /api/members/me/avatar. */
export function getMemberAvatar(signal?: AbortSignal): Promise<TMemberAvatar> {
  return apiRequest(
    PROFILE_API.memberAvatar,
    serverChecked<TMemberAvatar>(import.meta.env.PROD ? null : ZMemberAvatar),
    { signal },
  );
}

export function memberAvatarKey(token: string | null) {
  return [MEMBER_QUERY_ROOT, token, 'avatar'] as const;
}

/** The signed-in member's chosen avatar (trial accounts have none to fetch). */
export function useMemberAvatar() {
  const { token, isTrial, memberCalls } = useSession();
  return useQuery({
    queryKey: memberAvatarKey(token),
    queryFn: ({ signal }) => getMemberAvatar(signal),
    enabled: memberCalls && !isTrial,
    staleTime: 5 * 60_000,
  });
}

/** PUT /api/members/me/avatar; the header and member centre show the answer at once. */
export function useChooseAvatar() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: (avatarId: string) =>
      apiRequest(
        PROFILE_API.memberAvatar,
        serverChecked<TMemberAvatar>(import.meta.env.PROD ? null : ZMemberAvatar),
        {
          method: 'PUT',
          body: { avatarId },
        },
      ),
    onSuccess: (avatar) => queryClient.setQueryData(memberAvatarKey(token), avatar),
  });
}
