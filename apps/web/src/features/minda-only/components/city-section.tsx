import { forwardRef } from 'react';
import { Link } from 'react-router';
import type { MindaOnlyCity } from '@minda/contracts/content';
import { webPaths } from '@minda/contracts/paths';
import { mindaOnlySectionTitle } from '@minda/contracts/rules/minda-only';
import { LandmarkList } from './landmark-list.tsx';
import { StayCarousel } from './stay-carousel.tsx';
import { StayHoverCard } from './stay-hover-card.tsx';
import styles from './city-section.module.css';

/** One PC city section: exactly one side-bar span tall, so the scroll position maps to the city. */
export const CitySection = forwardRef<HTMLElement, { city: MindaOnlyCity }>(function CitySection({ city }, ref) {
  const { template } = city;
  const headingId = `minda-only-city-${city.id}`;
  return (
    <section ref={ref} className={styles.section} style={{ backgroundColor: template.bgColor }} aria-labelledby={headingId} data-city={template.category}>
      <div className={styles.intro}>
        <p className={styles.place}>
          <strong>{city.name}</strong>
          <span>{template.countryName}</span>
        </p>
        <h2 id={headingId} className={styles.title}>
          {mindaOnlySectionTitle(template.name.multilingualNames, city.name)}
        </h2>
        <p className={styles.main}>{template.mainTitle}</p>
        <p className={styles.sub}>{template.subTitle}</p>
        <LandmarkList landMarks={template.landMarks} />
      </div>
      <div className={styles.products}>
        <StayCarousel label={`${city.name} MINDA Only 숙소`}>
          {city.goods.map(({ id, goods }) => (
            <StayHoverCard key={id} goods={goods} />
          ))}
        </StayCarousel>
        <Link className={styles.more} to={webPaths.pc.stayListByCity.href(template.category)}>
          {city.name} 한인민박 더보기
        </Link>
      </div>
    </section>
  );
});
