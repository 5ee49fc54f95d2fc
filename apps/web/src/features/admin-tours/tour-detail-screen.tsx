import { ADMIN_TOUR_MESSAGES, type AdminTour, type AdminTourOption } from '@minda/contracts/admin-tours';
import { webPaths } from '@minda/contracts/paths';
import { groupDigits } from '@minda/contracts/rules/number-format';
import { TOUR_CATEGORY_TYPE_LABELS } from '@minda/contracts/rules/tour-list';
import { ProductDetail } from '../../ui/catalogue/product-detail.tsx';
import { ProductUnits } from '../../ui/catalogue/product-units.tsx';
import type { ListColumn } from '../../ui/list-kit/data-table.tsx';
import { ListState } from '../../ui/list-kit/list-state.tsx';
import { useToast } from '../../ui/toast/toast-provider.tsx';
import { tourAuditQueryOptions, tourEndpoints, useAddOption, useAdminTour, usePatchOption, usePatchTour } from './api/admin-tours.ts';
import { OptionForm } from './option-form.tsx';
import { TourForm } from './tour-form.tsx';
import { salePriceText } from './tour-price.ts';

/** /admin/tours/:itemNo: one tour or ticket, its sale, its details, photos and options, and its record of changes. */
export function TourDetailScreen({ itemNo }: { itemNo: number }) {
  const tour = useAdminTour(itemNo);
  if (!tour.data) return <ListState query={tour} emptyText={ADMIN_TOUR_MESSAGES.notFound} />;
  const data = tour.data;
  return (
    <ProductDetail
      id="tour"
      product={data}
      line="투어·티켓 관리"
      publicHref={(preview) => webPaths.pc.tourDetail.href(itemNo, preview ? { preview: '1' } : {})}
      facts={
        <>
          <span>상품 번호 {data.itemNo}</span>
          <span>유형 {TOUR_CATEGORY_TYPE_LABELS[data.itemCategoryType]}</span>
          <span>
            파트너 {data.partner.name} ({data.partner.loginId})
          </span>
          <span>도시 {data.city.name}</span>
          <span>가격 {salePriceText(data.salePrice)}</span>
        </>
      }
      endpoints={tourEndpoints(itemNo)}
      audit={tourAuditQueryOptions(itemNo)}
      altHint="예: 전망대에서 본 야경"
      details={<Details tour={data} />}
      units={<Options tour={data} />}
    />
  );
}

function Details({ tour }: { tour: AdminTour }) {
  const patch = usePatchTour(tour.itemNo);
  const toast = useToast();
  return (
    <TourForm
      key={tour.itemNo}
      product={tour}
      pending={patch.isPending}
      error={patch.error}
      onSave={(body) => patch.mutateAsync(body).then(() => toast.show('상품 정보를 저장했습니다.'))}
    />
  );
}

function Options({ tour }: { tour: AdminTour }) {
  const add = useAddOption(tour.itemNo);
  const toast = useToast();
  const columns: ListColumn<AdminTourOption>[] = [
    { id: 'name', header: '옵션 이름', accessorKey: 'name' },
    { id: 'description', header: '설명', cell: ({ row }) => row.original.description || '-' },
    { id: 'price', header: '1인 요금', cell: ({ row }) => `${groupDigits(row.original.price)}원`, meta: { numeric: true } },
    { id: 'dailySeats', header: '하루 판매 수량', cell: ({ row }) => `${groupDigits(row.original.dailySeats)}명`, meta: { numeric: true } },
  ];
  return (
    <ProductUnits
      id="tour-options"
      title={`옵션 (${tour.options.length})`}
      tableLabel="옵션 목록"
      rows={tour.options}
      rowId={(option) => option.optionId}
      rowName={(option) => option.name}
      columns={columns}
      emptyText="아직 옵션이 없습니다. 옵션을 하나 이상 등록해야 판매할 수 있습니다."
      addTitle="옵션 추가"
      addForm={
        <OptionForm
          label="옵션 추가"
          pending={add.isPending}
          error={add.error}
          onSave={(values) => add.mutateAsync(values as Parameters<typeof add.mutateAsync>[0]).then(() => toast.show('옵션을 추가했습니다.'))}
        />
      }
      editForm={(option, onDone) => <EditOption itemNo={tour.itemNo} option={option} onDone={onDone} />}
    />
  );
}

function EditOption({ itemNo, option, onDone }: { itemNo: number; option: AdminTourOption; onDone: () => void }) {
  const patch = usePatchOption(itemNo);
  const toast = useToast();
  return (
    <OptionForm
      option={option}
      label={`${option.name} 수정`}
      pending={patch.isPending}
      error={patch.error}
      onCancel={onDone}
      onSave={(values) =>
        patch.mutateAsync({ optionId: option.optionId, patch: values }).then(() => {
          toast.show('옵션을 저장했습니다.');
          onDone();
        })
      }
    />
  );
}
