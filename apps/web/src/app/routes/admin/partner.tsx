import { useParams } from 'react-router';
import { PartnerScreen } from '../../../features/admin-partners/partners-screen.tsx';
import { idOf } from '../../../features/admin-stays/stays-params.ts';
import { Component as NotFound } from '../not-found.tsx';

/** /admin/partners/:partnerId */
export function Component() {
  const partnerId = idOf(useParams().partnerId);
  if (partnerId === null) return <NotFound />;
  return <PartnerScreen key={partnerId} partnerId={partnerId} />;
}
