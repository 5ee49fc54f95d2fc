import { useParams } from 'react-router';
import { goodsNoOf } from '../../../features/admin-stays/stays-params.ts';
import { StayDetailScreen } from '../../../features/admin-stays/stay-detail-screen.tsx';
import { Component as NotFound } from '../not-found.tsx';

/** /admin/stays/:goodsNo */
export function Component() {
  const goodsNo = goodsNoOf(useParams().goodsNo);
  if (goodsNo === null) return <NotFound />;
  return <StayDetailScreen key={goodsNo} goodsNo={goodsNo} />;
}
