import { useSearchParams } from 'react-router';
import { SearchTypeSchema } from '@minda/contracts/search';
import { MobileSearchPage } from '../../../features/search/components/mobile-search-page.tsx';

/** /m/1.0/grp_main/search_header.html?searchType=stays|hotel|tour (stays when missing or unknown). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const parsed = SearchTypeSchema.safeParse(params.get('searchType'));
  const searchType = parsed.success ? parsed.data : 'stays';
  return <MobileSearchPage searchType={searchType} onSearchTypeChange={(next) => setParams({ searchType: next }, { replace: true })} />;
}
