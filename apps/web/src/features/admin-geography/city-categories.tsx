import { useState } from 'react';
import type { AdminCategory } from '@minda/contracts/admin-categories';
import { errorMessage } from '../../lib/field-errors.ts';
import { useAdminCategories, useCityCategories, useSetCityCategories } from '../../ui/catalogue/categories-api.ts';
import { DetailSection } from '../../ui/catalogue/product-detail.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';
import { ListState } from '../../ui/list-kit/list-state.tsx';
import { movedBy } from '../../ui/list-kit/ordered-rows.tsx';
import { useToast } from '../../ui/toast/toast-provider.tsx';

/**
 * "숙소 유형 노출 순서" of a city (issue 57, categories' city mapping): the types its hotel results offer as the
 * 숙소 유형 filter, in its own order. None chosen: every type it has hotels of, in the global order.
 */
export function CityCategories({ code }: { code: string }) {
  const all = useAdminCategories();
  const own = useCityCategories(code);
  return (
    <DetailSection id="city-categories" title="숙소 유형 노출 순서">
      {all.data && own.data ? (
        <Editor key={own.data.categoryIds.join(',')} code={code} categories={all.data} saved={own.data.categoryIds} />
      ) : (
        <ListState query={{ ...(all.data ? own : all), data: undefined }} emptyText="" />
      )}
    </DetailSection>
  );
}

function Editor({ code, categories, saved }: { code: string; categories: readonly AdminCategory[]; saved: readonly number[] }) {
  const [chosen, setChosen] = useState<number[]>([...saved]);
  const save = useSetCityCategories(code);
  const toast = useToast();
  const nameOf = (id: number) => categories.find((c) => c.id === id)?.nameKo ?? String(id);
  const rest = categories.filter((c) => !chosen.includes(c.id));
  const move = (index: number, by: -1 | 1) => setChosen((ids) => movedBy(ids, index, by));
  const submit = () => save.mutate(chosen, { onSuccess: () => toast.show(chosen.length > 0 ? '숙소 유형 노출 순서를 저장했습니다.' : '숙소 유형을 기본 순서로 보여 줍니다.') });
  return (
    <>
      <p className={kit.meta}>
        {chosen.length > 0 ? '호텔 검색 결과의 숙소 유형 필터에 아래 유형을 이 순서로 보여 줍니다.' : '고른 유형이 없어, 이 도시에 호텔이 있는 모든 유형을 기본 순서로 보여 줍니다.'}
      </p>
      {chosen.length > 0 ? (
        <ol aria-label="노출할 숙소 유형 순서">
          {chosen.map((id, index) => (
            <li key={id}>
              {nameOf(id)}{' '}
              <span className={kit.actions}>
                <button type="button" className={kit.secondary} disabled={index === 0} onClick={() => move(index, -1)} aria-label={`${nameOf(id)} 위로`}>
                  ↑
                </button>
                <button type="button" className={kit.secondary} disabled={index === chosen.length - 1} onClick={() => move(index, 1)} aria-label={`${nameOf(id)} 아래로`}>
                  ↓
                </button>
                <button type="button" className={kit.secondary} onClick={() => setChosen((ids) => ids.filter((other) => other !== id))}>
                  {nameOf(id)} 빼기
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {rest.length > 0 ? (
        <p className={kit.actions} role="group" aria-label="노출할 유형 추가">
          {rest.map((c) => (
            <button key={c.id} type="button" className={kit.secondary} onClick={() => setChosen((ids) => [...ids, c.id])}>
              {c.nameKo} 추가
            </button>
          ))}
        </p>
      ) : null}
      {save.error ? (
        <p role="alert" className={kit.fieldError}>
          {errorMessage(save.error)}
        </p>
      ) : null}
      <p className={kit.actions}>
        <button type="button" className={kit.primary} disabled={save.isPending} onClick={submit}>
          노출 순서 저장
        </button>
        {chosen.length > 0 ? (
          <button type="button" className={kit.secondary} onClick={() => setChosen([])}>
            모두 빼기 (기본 순서)
          </button>
        ) : null}
      </p>
    </>
  );
}
