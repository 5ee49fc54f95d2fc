import type { Page } from '@playwright/test';

/** A calendar day `offset` days after today as the browser sees it (the browser runs in Asia/Seoul, not the runner's zone). */
export const browserDay = (page: Page, offset: number) =>
  page.evaluate((n) => {
    const now = new Date();
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + n);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, offset);

/** Paris, the city both search specs look for. */
export const PARIS = '001002001';
