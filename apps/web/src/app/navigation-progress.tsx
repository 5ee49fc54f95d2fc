import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import styles from './navigation-progress.module.css';

/** A navigation shorter than this shows no bar: most arrive from the cache at once, and a flash reads as a glitch. */
export const PROGRESS_DELAY_MS = 150;

/**
 * The bar at the top of the page while a navigation loads the next screen's code and data: the current screen
 * stays until the next one is ready (decision 041), and this says the tap was taken.
 */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return shown ? <div className={styles.bar} role="progressbar" aria-label="페이지를 불러오는 중" /> : null;
}
