import { INDICATORS, indicatorText, type Indicator } from '../indicators.ts';
import { useCountUp } from '../use-count-up.ts';
import styles from './indicator-strip.module.css';

function IndicatorItem({ indicator }: { indicator: Indicator }) {
  const value = useCountUp(indicator.from, indicator.to);
  return (
    <li className={styles.item}>
      {/* The animated figure is for the eye; screen readers get the final figure once. */}
      <strong className={styles.figure} aria-hidden="true" data-indicator={indicator.id}>
        {indicatorText(indicator, value)}
      </strong>
      <span className="visually-hidden">{indicator.label}</span>
      <span className={styles.caption}>{indicator.caption}</span>
    </li>
  );
}

/** The four count-up figures: a row on PC, 2x2 on mobile. */
export function IndicatorStrip({ layout }: { layout: 'row' | 'grid' }) {
  return (
    <ul className={layout === 'row' ? styles.row : styles.grid} aria-label="민다 한인민박 지표">
      {INDICATORS.map((indicator) => (
        <IndicatorItem key={indicator.id} indicator={indicator} />
      ))}
    </ul>
  );
}
