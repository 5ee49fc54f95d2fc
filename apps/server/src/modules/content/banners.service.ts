import type { Banner, PopupNotice } from '@minda/contracts/content';
import type { BannerTypeNumber } from '@minda/contracts/rules/banner-types';
import type { Database } from '../../db/client.ts';
import { findLatestPopupNotice, findPublishedBanners } from './banners.repository.ts';

/** Banners of one page type for PC or mobile; imgFullPath is the stored path (the web prefixes the image host). */
export async function listBanners(db: Database, platform: 'pc' | 'mobile', type: BannerTypeNumber): Promise<Banner[]> {
  return findPublishedBanners(db, platform, type);
}

/** The admin notice of the mobile home popup queue; null when none is published. */
export async function currentPopupNotice(db: Database): Promise<PopupNotice | null> {
  const notice = await findLatestPopupNotice(db);
  return notice ? { ...notice, endsAt: notice.endsAt?.toISOString() ?? null } : null;
}
