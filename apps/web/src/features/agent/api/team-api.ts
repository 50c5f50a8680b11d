import {
  AGENT_TEAM_API,
  ZTeamMemberPage,
  ZTeamOverview,
  ZTeamPl,
  ZTeamTransactionPage,
  ZTeamWagerPage,
  type TTeamMemberPage,
  type TTeamMemberQuery,
  type TTeamOverview,
  type TTeamPeriodQuery,
  type TTeamPl,
  type TTeamPlQuery,
  type TTeamTransactionPage,
  type TTeamTransactionQuery,
  type TTeamWagerPage,
  type TTeamWagerQuery,
} from '@lw/contracts';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import {
  apiRequest,
  ApiError,
  readErrorBody,
  serverChecked,
  type TSchema,
} from '../../../lib/api-client';
import { getSession, useSession } from '../../../lib/session';

/** A query string of the set values only (undefined and '' are left out). */
export function teamSearch(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== null) params.set(key, String(value));
  }
  return params.toString();
}

function useTeamQuery<T>(
  name: string,
  path: string,
  schema: TSchema<T>,
  query: object,
  enabled = true,
) {
  const { token } = useSession();
  return useQuery({
    queryKey: [MEMBER_QUERY_ROOT, token, 'agentTeam', name, query],
    queryFn: ({ signal }) =>
      apiRequest(
        `${path}?${teamSearch(query)}`,
        serverChecked<T>(import.meta.env.PROD ? null : schema),
        {
          signal,
        },
      ),
    enabled: token !== null && enabled,
    placeholderData: (previous) => previous,
  });
}

/** getAgentTeamOverview */
export function useTeamOverview(query: TTeamPeriodQuery, enabled = true) {
  return useTeamQuery<TTeamOverview>(
    'overview',
    AGENT_TEAM_API.overview,
    ZTeamOverview,
    query,
    enabled,
  );
}

/** listAgentTeamMembers */
export function useTeamMembers(query: TTeamMemberQuery) {
  return useTeamQuery<TTeamMemberPage>('members', AGENT_TEAM_API.members, ZTeamMemberPage, query);
}

/** listAgentTeamWagers */
export function useTeamWagers(query: TTeamWagerQuery, enabled = true) {
  return useTeamQuery<TTeamWagerPage>(
    'wagers',
    AGENT_TEAM_API.wagers,
    ZTeamWagerPage,
    query,
    enabled,
  );
}

/** getAgentTeamPl */
export function useTeamPl(query: TTeamPlQuery, enabled = true) {
  return useTeamQuery<TTeamPl>('pl', AGENT_TEAM_API.pl, ZTeamPl, query, enabled);
}

/** listAgentTeamTransactions */
export function useTeamTransactions(query: TTeamTransactionQuery, enabled = true) {
  return useTeamQuery<TTeamTransactionPage>(
    'transactions',
    AGENT_TEAM_API.transactions,
    ZTeamTransactionPage,
    query,
    enabled,
  );
}

/**
 * Downloads a report's CSV: the server runs the page's query with the same scope and writes
 * every row (not only the page shown), so the file never holds anything outside the team.
 */
export async function downloadTeamCsv(path: string, query: object, fileName: string) {
  const { token } = getSession();
  const params = { ...query } as Record<string, unknown>;
  delete params.page;
  delete params.pageSize;
  const response = await fetch(`${path}?${teamSearch(params)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const parsed = readErrorBody(await response.json().catch(() => undefined));
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      throw new ApiError(code, response.status, message, details);
    }
    throw new ApiError('SERVICE_UNAVAILABLE', response.status, `HTTP ${response.status}`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
