import { Link } from 'react-router';
import type { StayCard } from '@minda/contracts/stays';
import type { TourItem } from '@minda/contracts/tours';
import type { CityThemeSlug } from '@minda/contracts/web-pages';
import { imageUrl } from '../../../lib/image-url.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { StayCardView, TourCardView } from '../../../ui/product-card/product-card.tsx';
import { SanitizedHtml } from '../../../ui/sanitized-html/sanitized-html.tsx';
import { Section } from '../../../ui/section/section.tsx';
import { useCityTheme, useCityThemeTours } from '../api/get-city-theme.ts';
import { cityThemeLinks, cityThemeName } from '../city-theme-links.ts';
import styles from './city-theme-page.module.css';

type Props = {
  slug: CityThemeSlug;
  onToggleStayWish?: (stay: StayCard) => void;
  onToggleTourWish?: (tour: TourItem) => void;
};

/** The page's name before the data arrives (title bar, heading placeholder). */
const FALLBACK_NAMES: Record<CityThemeSlug, string> = {
  london: '런던',
  paris: '파리',
  newyork: '뉴욕',
  la: '로스앤젤레스',
  italia: '로마 · 베네치아',
};

/**
 * A city theme page (/stay/theme/{slug}.php): hero with the city image, the editorial guide, the best stays
 * and the tours of the city group, and buttons to the full stay and tour lists. One responsive layout serves
 * the PC window and the mobile city tiles that link here.
 */
export function CityThemePage({ slug, onToggleStayWish, onToggleTourWish }: Props) {
  const theme = useCityTheme(slug);
  const tours = useCityThemeTours(slug);
  const name = theme.data ? cityThemeName(theme.data.cities) : FALLBACK_NAMES[slug];
  usePageMeta({
    title: `${name} 한인민박·투어 - 민다`,
    description: `${name} 어디에 묵을까? 동네별 숙소 추천과 교통 팁, 평점 높은 한인민박과 투어·티켓을 한눈에.`,
    ...(theme.data?.cities[0] ? { image: imageUrl(theme.data.cities[0].imgPath) ?? '' } : {}),
  });

  if (theme.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.errorTitle}>{name}</h1>
        <ErrorState message="테마 페이지를 불러오지 못했어요." onRetry={() => void theme.refetch()} retrying={theme.isFetching} />
      </div>
    );
  }

  const data = theme.data;
  const links = data ? cityThemeLinks(data.cities) : undefined;
  const hero = data?.cities[0];

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        {hero && <img className={styles.heroImage} src={imageUrl(hero.imgPath)} alt="" width={1200} height={360} fetchPriority="high" />}
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{data ? data.cities.map((c) => c.nameEn).join(' · ') : 'CITY GUIDE'}</p>
          <h1 className={styles.title}>{name}</h1>
          <p className={styles.lead}>{data?.title ?? '한인민박 여행 가이드'}</p>
          {links && (
            <div className={styles.actions}>
              {links.stays.map((link) => (
                <Link key={link.href} to={link.href} className={styles.primary}>
                  {link.label}
                </Link>
              ))}
              {links.tours.map((link) => (
                <Link key={link.href} to={link.href} className={styles.secondary}>
                  {link.label}
                </Link>
              ))}
            </div>
          )}
        </div>
      </header>

      {!data ? (
        <div role="status" aria-label="테마 페이지 불러오는 중" aria-busy="true" className={styles.skeletons}>
          {Array.from({ length: 4 }, (_, i) => (
            <span key={i} className={styles.skeleton} />
          ))}
        </div>
      ) : (
        <>
          <Section title={`${name} 여행 가이드`} description="어느 동네에 묵을지, 공항과 시내는 어떻게 다닐지 정리했어요.">
            <SanitizedHtml html={data.bodyHtml} className={styles.prose} />
          </Section>

          <Section title={`${name} 인기 한인민박`} description="후기 평점이 높은 숙소부터 보여 드려요.">
            {data.stays.length === 0 ? (
              <p className={styles.empty}>아직 등록된 숙소가 없어요.</p>
            ) : (
              <ul className={styles.grid}>
                {data.stays.map((stay, i) => (
                  <li key={stay.goodsNo}>
                    <StayCardView stay={stay} priority={i < 4} {...(onToggleStayWish ? { onWishToggle: () => onToggleStayWish(stay) } : {})} />
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section title={`${name} 투어·티켓`} description="한국어 가이드 투어와 입장권, 공항 픽업까지.">
            {(tours.data ?? data.tours).length === 0 ? (
              <p className={styles.empty}>아직 등록된 투어가 없어요.</p>
            ) : (
              <ul className={styles.grid}>
                {(tours.data ?? data.tours).map((tour) => (
                  <li key={tour.itemNo}>
                    <TourCardView tour={tour} {...(onToggleTourWish ? { onWishToggle: () => onToggleTourWish(tour) } : {})} />
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </>
      )}
    </div>
  );
}
