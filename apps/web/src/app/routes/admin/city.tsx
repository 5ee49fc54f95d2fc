import { useParams } from 'react-router';
import { CityDetailScreen } from '../../../features/admin-geography/city-detail-screen.tsx';
import { cityCodeOf } from '../../../features/admin-geography/city-code.ts';
import { Component as NotFound } from '../not-found.tsx';

/** /admin/cities/:code */
export function Component() {
  const code = cityCodeOf(useParams().code);
  if (code === null) return <NotFound />;
  return <CityDetailScreen key={code} code={code} />;
}
