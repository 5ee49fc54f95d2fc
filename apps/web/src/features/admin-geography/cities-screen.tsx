import { Link } from 'react-router';
import type { AdminCity } from '@minda/contracts/admin-geography';
import { webPaths } from '@minda/contracts/paths';
import { DataTable, type ListColumn } from '../../ui/list-kit/data-table.tsx';
import { ListState } from '../../ui/list-kit/list-state.tsx';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { useAdminCities, useCreateCity } from './api/admin-geography.ts';
import { CityForm } from './city-form.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';

export const areaText = (area: AdminCity['area']) => (area ? `${area.south}, ${area.west} ~ ${area.north}, ${area.east}` : '없음');

const columns: ListColumn<AdminCity>[] = [
  { id: 'code', header: '코드', accessorKey: 'code' },
  { id: 'country', header: '국가', accessorKey: 'country' },
  { id: 'name', header: '도시', cell: ({ row }) => <Link to={webPaths.admin.city.href(row.original.code)}>{row.original.name}</Link> },
  { id: 'nameEn', header: '영문', accessorKey: 'nameEn' },
  { id: 'timeZone', header: '시간대', accessorKey: 'timeZone' },
  { id: 'area', header: '지역 범위 (남, 서 ~ 북, 동)', cell: ({ row }) => areaText(row.original.area) },
  {
    id: 'edit',
    header: '관리',
    cell: ({ row }) => (
      <Link to={webPaths.admin.city.href(row.original.code)} aria-label={`${row.original.name} 수정`}>
        수정
      </Link>
    ),
  },
];

/** /admin/cities: the cities products are placed in, each linking to its own screen, and a new one (issue 57, geography). */
export function CitiesScreen() {
  const cities = useAdminCities();
  return (
    <>
      <p>
        {cities.data ? `총 ${cities.data.length}개 도시 ` : ''}
        <Link to={webPaths.admin.countries.href()}>국가와 지방 관리</Link>
      </p>
      <ListState query={{ ...cities, data: cities.data ? { content: cities.data } : undefined }} emptyText="도시가 없습니다." />
      {cities.data && cities.data.length > 0 ? <DataTable label="도시 목록" columns={columns} rows={cities.data} rowKey={(c) => c.code} /> : null}
      <NewCity />
    </>
  );
}

function NewCity() {
  const create = useCreateCity();
  const toast = useToast();
  return (
    <section className={kit.section} aria-labelledby="new-city">
      <h2 id="new-city">도시 추가</h2>
      <CityForm
        pending={create.isPending}
        error={create.error}
        onSave={(values: Parameters<typeof create.mutateAsync>[0]) =>
          create.mutateAsync(values).then((city) => toast.show(`${city.country} ${city.name} 도시를 추가했습니다 (코드 ${city.code}).`))
        }
      />
    </section>
  );
}
