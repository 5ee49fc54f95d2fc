import { useParams } from 'react-router';
import { itemNoOf } from '../../../features/admin-tours/tours-params.ts';
import { TourDetailScreen } from '../../../features/admin-tours/tour-detail-screen.tsx';
import { Component as NotFound } from '../not-found.tsx';

/** /admin/tours/:itemNo */
export function Component() {
  const itemNo = itemNoOf(useParams().itemNo);
  if (itemNo === null) return <NotFound />;
  return <TourDetailScreen key={itemNo} itemNo={itemNo} />;
}
