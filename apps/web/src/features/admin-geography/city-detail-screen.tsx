import { Link } from 'react-router';
import { ADMIN_CITY_MESSAGES, type AdminCity } from '@minda/contracts/admin-geography';
import { webPaths } from '@minda/contracts/paths';
import { DetailSection, ProductAudit } from '../../ui/catalogue/product-detail.tsx';
import { ProductUnits } from '../../ui/catalogue/product-units.tsx';
import type { ListColumn } from '../../ui/list-kit/data-table.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';
import { ListState } from '../../ui/list-kit/list-state.tsx';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { cityAuditQueryOptions, useAdminCity, useCityPlaces, useCreatePlace, usePatchCity, usePatchPlace, type PlaceKindName, type PlaceValues } from './api/admin-geography.ts';
import { areaText } from './cities-screen.tsx';
import { CityCategories } from './city-categories.tsx';
import { CityForm } from './city-form.tsx';
import { PLACE_KINDS, PlaceForm } from './place-form.tsx';

/** /admin/cities/:code: one city, its details, its neighbourhoods, stations and points of interest, and its record of changes. */
export function CityDetailScreen({ code }: { code: string }) {
  const city = useAdminCity(code);
  if (!city.data) return <ListState query={city} emptyText={ADMIN_CITY_MESSAGES.notFound} />;
  const data = city.data;
  return (
    <>
      <title>{`${data.name} | 도시 관리 | 민다 관리자`}</title>
      <h1>{data.name}</h1>
      <p className={kit.meta}>
        <span>도시 코드 {data.code}</span>
        <span>
          {data.country} · {data.nameEn}
        </span>
        <span>지역 범위 {areaText(data.area)}</span>
        <Link to={webPaths.admin.cities.href()}>도시 목록</Link>
      </p>
      <DetailSection id="city-details" title="도시 정보">
        <Details city={data} />
      </DetailSection>
      <Places kind="neighborhoods" code={code} title="지역" />
      <Places kind="stations" code={code} title="역" />
      <Places kind="pois" code={code} title="명소" />
      <CityCategories code={code} />
      <ProductAudit id="city-audit" options={cityAuditQueryOptions(code)} />
    </>
  );
}

function Details({ city }: { city: AdminCity }) {
  const patch = usePatchCity(city.code);
  const toast = useToast();
  return (
    <CityForm
      key={city.code}
      city={city}
      pending={patch.isPending}
      error={patch.error}
      onSave={(body: Parameters<typeof patch.mutateAsync>[0]) => patch.mutateAsync(body).then(() => toast.show('도시 정보를 저장했습니다.'))}
    />
  );
}

const coordinates = (place: PlaceValues) => (place.latitude === undefined ? '' : `${place.latitude}, ${place.longitude}`);

function Places({ kind, code, title }: { kind: PlaceKindName; code: string; title: string }) {
  const places = useCityPlaces(kind, code);
  const add = useCreatePlace(kind, code);
  const toast = useToast();
  const { one, subject, object, located, sorted } = PLACE_KINDS[kind];
  const columns: ListColumn<PlaceValues>[] = [
    { id: 'nameKo', header: '이름', accessorKey: 'nameKo' },
    { id: 'nameEn', header: '영문', accessorKey: 'nameEn' },
    ...(located ? [{ id: 'at', header: '위도, 경도', cell: ({ row }) => coordinates(row.original) } satisfies ListColumn<PlaceValues>] : []),
    ...(sorted ? [{ id: 'sort', header: '순서', accessorKey: 'sort', meta: { numeric: true } } satisfies ListColumn<PlaceValues>] : []),
  ];
  if (!places.data) return <ListState query={places} emptyText="" />;
  const rows: readonly PlaceValues[] = places.data;
  return (
    <ProductUnits
      id={`city-${kind}`}
      title={`${title} (${rows.length})`}
      tableLabel={`${title} 목록`}
      rows={rows}
      rowId={(place) => place.id}
      rowName={(place) => place.nameKo}
      columns={columns}
      emptyText={`아직 ${subject} 없습니다.`}
      addTitle={`${one} 추가`}
      addForm={<PlaceForm kind={kind} label={`${one} 추가`} pending={add.isPending} error={add.error} onSave={(values) => add.mutateAsync(values).then(() => toast.show(`${object} 추가했습니다.`))} />}
      editForm={(place, onDone) => <EditPlace kind={kind} code={code} place={place} onDone={onDone} />}
    />
  );
}

function EditPlace({ kind, code, place, onDone }: { kind: PlaceKindName; code: string; place: PlaceValues; onDone: () => void }) {
  const patch = usePatchPlace(kind, code);
  const toast = useToast();
  const { object } = PLACE_KINDS[kind];
  return (
    <PlaceForm
      kind={kind}
      place={place}
      label={`${place.nameKo} 수정`}
      pending={patch.isPending}
      error={patch.error}
      onCancel={onDone}
      onSave={(values) =>
        patch.mutateAsync({ id: place.id, patch: values }).then(() => {
          toast.show(`${object} 저장했습니다.`);
          onDone();
        })
      }
    />
  );
}
