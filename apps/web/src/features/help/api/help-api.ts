import { HELP_API, ZHelpCentre, ZHelpSearchResult } from '@lw/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const helpKey = (language: string) => ['help', language] as const;

/** getHelpCentre: every article in the reader's language (spec §7 GET help, device WEB). */
export function useHelpCentre(language: string) {
  return useQuery({
    queryKey: helpKey(language),
    queryFn: ({ signal }) =>
      apiRequest(
        `${HELP_API.centre}?${new URLSearchParams({ lang: language, device: 'WEB' })}`,
        ZHelpCentre,
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}

/** searchHelp: articles holding `query` in any language, titled in the reader's language. */
export function useHelpSearch(language: string, query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: [...helpKey(language), 'search', q],
    queryFn: ({ signal }) =>
      apiRequest(
        `${HELP_API.search}?${new URLSearchParams({ lang: language, q })}`,
        ZHelpSearchResult,
        { signal },
      ),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
