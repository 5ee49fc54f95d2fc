import { useMemo } from 'react';
import { imageUrl } from '../../../lib/image-url.ts';
import { BannerCarousel, type BannerSlide } from '../../../ui/carousel/banner-carousel.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { Section } from '../../../ui/section/section.tsx';
import { useBanners, type BannersParams } from '../api/get-banners.ts';
import styles from './banner-section.module.css';

type Props = BannersParams & {
  label?: string;
  /** A visible heading over the carousel (the PC tours home's 셀렉트 컬렉션); the carousel is then named by it. */
  title?: string;
  perView?: number;
  gap?: number;
  height: number;
};

/** The banner carousel of a page, fed by the banner call of its platform and type. */
export function BannerSection({ title, ...props }: Props) {
  if (!title) return <BannerCarouselBlock {...props} />;
  return (
    <Section title={title}>
      <BannerCarouselBlock {...props} label={title} />
    </Section>
  );
}

function BannerCarouselBlock({ platform, type, label = '이벤트 배너', perView = 1, gap = 0, height }: Omit<Props, 'title'>) {
  const query = useBanners({ platform, type });
  const slides = useMemo<BannerSlide[]>(
    () =>
      (query.data ?? []).flatMap((banner) => {
        const src = imageUrl(banner.imgFullPath);
        return src ? [{ key: banner.no, href: banner.url, imageSrc: src, alt: banner.title }] : [];
      }),
    [query.data],
  );

  if (query.data === undefined && query.isError) {
    return (
      <div className={styles.wrap}>
        <ErrorState message="배너를 불러오지 못했어요." onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  return (
    <div className={styles.wrap} data-empty={query.data?.length === 0 || undefined}>
      <div className={styles.inner}>
        <BannerCarousel slides={slides} label={label} loading={query.isPending} perView={perView} gap={gap} height={height} />
      </div>
    </div>
  );
}
