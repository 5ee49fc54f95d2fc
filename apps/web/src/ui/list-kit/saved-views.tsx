import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { SAVED_VIEW_NAME_MAX, type SavedViewList, type SavedViewResponseSchema, type SavedViewsResponseSchema } from '@minda/contracts/admin-lists';
import type { OkSchema } from '@minda/contracts/envelope';
import { apiPaths } from '@minda/contracts/paths';
import { apiGet, apiRequest } from '../../lib/api-client.ts';
import kit from './list-kit.module.css';

export const savedViewsQueryOptions = (list: SavedViewList) =>
  queryOptions({
    queryKey: ['admin', 'saved-views', list] as const,
    queryFn: ({ signal }) => apiGet<typeof SavedViewsResponseSchema>(apiPaths.admin.savedViews.href(), { query: { list }, ignoreLoginError: false, signal }),
  });

/** The list's search parameters as a view keeps them: everything but the page. */
export function viewQueryOf(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}

/**
 * An operator's saved views of a back office list (issue 57 "list kit"): each opens the list with its conditions;
 * the current conditions are saved under a name. Each operator's own.
 */
export function SavedViews({ list }: { list: SavedViewList }) {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const views = useQuery(savedViewsQueryOptions(list));
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedViewsQueryOptions(list).queryKey });
  const save = useMutation({
    mutationFn: (name: string) => apiRequest<typeof SavedViewResponseSchema>('POST', apiPaths.admin.savedViews.href(), { body: { list, name, query: viewQueryOf(search) }, ignoreLoginError: false }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest<typeof OkSchema>('DELETE', apiPaths.admin.savedView.href(id), { ignoreLoginError: false }),
    onSuccess: refresh,
  });
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  const current = viewQueryOf(search);
  return (
    <div className={kit.views}>
      {views.data && views.data.length > 0 ? (
        <nav aria-label="저장한 보기">
          <ul>
            {views.data.map((view) => (
              <li key={view.id}>
                <Link to={`${pathname}${view.query ? `?${view.query}` : ''}`} aria-current={view.query === current ? 'page' : undefined}>
                  {view.name}
                </Link>
                <button type="button" aria-label={`${view.name} 보기 지우기`} onClick={() => remove.mutate(view.id)} disabled={remove.isPending}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <form onSubmit={submit} aria-label="지금 조건을 보기로 저장">
        <input aria-label="보기 이름" value={name} onChange={(event) => setName(event.target.value)} maxLength={SAVED_VIEW_NAME_MAX} placeholder="보기 이름" />
        <button type="submit" className={kit.secondary} disabled={!name.trim() || save.isPending}>
          지금 조건 저장
        </button>
        {save.isError ? <span role="alert">{save.error.message}</span> : null}
      </form>
    </div>
  );
}
