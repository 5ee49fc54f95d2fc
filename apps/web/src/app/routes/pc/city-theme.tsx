import { useLocation } from 'react-router';
import { cityThemeSlugOf } from '../../../features/city-themes/city-theme-links.ts';
import { CityThemePage } from '../../../features/city-themes/components/city-theme-page.tsx';
import { useWishToggle } from '../../../features/wishes/use-wish-toggle.ts';

/** /stay/theme/{london,paris,newyork,la,italia}.php: one module for the five theme pages, hearts wired. */
export function Component() {
  const { pathname } = useLocation();
  const toggleWish = useWishToggle();
  const slug = cityThemeSlugOf(pathname);
  // The router mounts this module only on the five theme paths.
  if (!slug) throw new Error(`테마 페이지가 아닙니다: ${pathname}`);
  return (
    <CityThemePage
      key={slug}
      slug={slug}
      onToggleStayWish={(stay) => toggleWish({ kind: 'stay', goodsNo: stay.goodsNo, isWish: stay.isWish })}
      onToggleTourWish={(tour) => toggleWish({ kind: 'tour', itemNo: tour.itemNo, category: tour.category, isWish: tour.isWish })}
    />
  );
}
