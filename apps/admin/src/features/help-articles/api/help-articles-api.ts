import {
  HELP_API,
  ZAdminHelpArticle,
  ZAdminHelpArticleList,
  ZAdminHelpCategory,
  ZAdminHelpCategoryList,
  type THelpArticleInput,
  type THelpCategoryInput,
} from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const root = ['admin', 'help'] as const;

export function useHelpCategories() {
  return useQuery({
    queryKey: [...root, 'categories'],
    queryFn: ({ signal }) =>
      apiRequest(HELP_API.admin.categories, { schema: ZAdminHelpCategoryList, signal }),
  });
}

export function useHelpArticles() {
  return useQuery({
    queryKey: [...root, 'articles'],
    queryFn: ({ signal }) =>
      apiRequest(HELP_API.admin.articles, { schema: ZAdminHelpArticleList, signal }),
  });
}

/** Every write refreshes both lists (article counts live on the categories). */
function useHelpWrite<T>(write: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: root }),
  });
}

export function useSaveCategory() {
  return useHelpWrite(({ id, body }: { id: number | null; body: THelpCategoryInput }) =>
    id === null
      ? apiRequest(HELP_API.admin.categories, { method: 'POST', body, schema: ZAdminHelpCategory })
      : apiRequest(HELP_API.admin.category(id), {
          method: 'PUT',
          body,
          schema: ZAdminHelpCategory,
        }),
  );
}

export function useDeleteCategory() {
  return useHelpWrite((id: number) =>
    apiRequest(HELP_API.admin.category(id), { method: 'DELETE' }),
  );
}

export function useSaveArticle() {
  return useHelpWrite(({ id, body }: { id: number | null; body: THelpArticleInput }) =>
    id === null
      ? apiRequest(HELP_API.admin.articles, { method: 'POST', body, schema: ZAdminHelpArticle })
      : apiRequest(HELP_API.admin.article(id), { method: 'PUT', body, schema: ZAdminHelpArticle }),
  );
}

export function useDeleteArticle() {
  return useHelpWrite((id: number) => apiRequest(HELP_API.admin.article(id), { method: 'DELETE' }));
}
