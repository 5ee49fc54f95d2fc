import { appendQuery, type Platform } from '@minda/contracts/paths';
import { cityThemePage } from '@minda/contracts/rules/city-codes';
import { defaultStayDates } from '@minda/contracts/rules/stay-dates';

/** A landing city tile (spec 1 §3): its product line, the city and the tile's own link. */
export type LandingCityTile = {
  type: 'STAY' | 'TOUR' | 'HOTEL';
  /** The 9-digit city code; hotel cities are addressed by cityId in their link instead. */
  mindaCityCode?: string;
  link: string;
};

/**
 * Where a city tile leads (spec 1 §2.2). A stay tile of London, Paris, New York, Los Angeles or Italy goes to
 * that group's fixed theme page; any other stay tile to its own link, on PC with the default dates appended
 * (check-in 28 days, check-out 29 days ahead). Tour and hotel tiles always use their own link.
 */
export function cityTileHref(tile: LandingCityTile, platform: Platform, today: Date = new Date()): string {
  if (tile.type !== 'STAY') return tile.link;
  const themePage = tile.mindaCityCode === undefined ? undefined : cityThemePage(tile.mindaCityCode);
  if (themePage) return themePage;
  return platform === 'pc' ? appendQuery(tile.link, defaultStayDates(today)) : tile.link;
}
