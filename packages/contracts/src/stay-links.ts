import { webPaths, type Platform } from './paths.ts';
import { PREVIEW_PARAM } from './rules/product-preview.ts';
import { toDateParam, defaultStayDates } from './rules/stay-dates.ts';
import { addDaysToDate, clampAdults, nightsOf, STAY_DEFAULT_ADULTS, stayDatesProblem } from './rules/stay-pricing.ts';

/**
 * The stay detail's address carries the dates and party in two legacy shapes (spec 1 §2): PC
 * /main/view.php?goodsno&start_date&end_date&ea, mobile /m/1.0/grp_minbak/minbak_view.html?minbak_code&
 * start_date&stay_period(nights)&ea. Written and read here only, for the results cards and the detail page.
 */
export type StayVisit = { checkInAt: string | undefined; checkOutAt: string | undefined; adults: number; /** A preview's page stays one (product-preview.ts). */ preview?: boolean };

export function stayDetailHref(platform: Platform, goodsNo: number, visit: StayVisit): string {
  const nights = visit.checkInAt && visit.checkOutAt ? nightsOf(visit.checkInAt, visit.checkOutAt).length : 0;
  const preview = visit.preview ? { [PREVIEW_PARAM]: '1' as const } : {};
  if (platform === 'pc') {
    return webPaths.pc.stayDetail.href(goodsNo, { ...(nights ? { start_date: visit.checkInAt, end_date: visit.checkOutAt } : {}), ea: visit.adults, ...preview });
  }
  return webPaths.mobile.stayDetail.href(goodsNo, { ...(nights ? { start_date: visit.checkInAt, stay_period: nights } : {}), ea: visit.adults, ...preview });
}

export type StayDetailQuery = {
  goodsNo: number | null;
  checkInAt: string;
  checkOutAt: string;
  adults: number;
  /** The address had no usable dates: the default stay dates (+28 / +29 days) are shown instead. */
  defaultDates: boolean;
  /** `preview=1`: an operator's or the partner's preview (product-preview.ts). */
  preview: boolean;
};

/** The detail page's stay, dates and party from its address; missing or unusable dates become the defaults. */
export function readStayDetailQuery(platform: Platform, params: URLSearchParams, today: Date = new Date()): StayDetailQuery {
  const rawNo = params.get(platform === 'pc' ? 'goodsno' : 'minbak_code') ?? '';
  const goodsNo = /^\d{1,9}$/.test(rawNo) ? Number(rawNo) : null;
  const checkInAt = params.get('start_date') ?? '';
  let checkOutAt: string | null = null;
  if (platform === 'pc') checkOutAt = params.get('end_date');
  else {
    const period = params.get('stay_period') ?? '';
    if (/^\d{1,2}$/.test(period) && Number(period) > 0 && checkInAt) {
      try {
        checkOutAt = addDaysToDate(checkInAt, Number(period));
      } catch {
        checkOutAt = null;
      }
    }
  }
  const ea = params.get('ea');
  const adults = ea !== null && /^\d{1,3}$/.test(ea) ? clampAdults(Number(ea)) : STAY_DEFAULT_ADULTS;
  const preview = params.get(PREVIEW_PARAM) === '1';
  if (checkOutAt && stayDatesProblem(checkInAt, checkOutAt, toDateParam(today)) === null) {
    return { goodsNo, checkInAt, checkOutAt, adults, defaultDates: false, preview };
  }
  return { goodsNo, ...defaultStayDates(today), adults, defaultDates: true, preview };
}
