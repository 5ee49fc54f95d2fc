/**
 * The seed's promotion calendar (issue 55): the season on sale on the seed day and the one after it. Every
 * dated promotion of the seed (event periods, coupon validity, the coupon page, the texts naming those days)
 * is derived from it, so they agree with each other and are current whatever day the seed runs.
 * Seasons as Korean customers name them: 봄 3~5월, 여름 6~8월, 가을 9~11월, 겨울 12~2월.
 */

const DAY_MS = 86_400_000;
const KST_OFFSET_MS = 9 * 3_600_000;

const SEASONS = [
  { name: '겨울', code: 'WINTER', firstMonth: 12 },
  { name: '봄', code: 'SPRING', firstMonth: 3 },
  { name: '여름', code: 'SUMMER', firstMonth: 6 },
  { name: '가을', code: 'AUTUMN', firstMonth: 9 },
] as const;

export type Season = {
  name: (typeof SEASONS)[number]['name'];
  /** Latin name for coupon codes (WINTERSTAY10000). */
  code: (typeof SEASONS)[number]['code'];
  /** "12~2월" */
  months: string;
  firstDay: string;
  lastDay: string;
};

/** Calendar days in Korea, both ends included (YYYY-MM-DD). */
export type Period = { from: string; to: string };

export type SeasonalCalendar = {
  /** The seed day in Korea. */
  today: string;
  /** The season on sale: the current one, or the next once its sale has opened. */
  season: Season;
  /** The season after it, sold early. */
  following: Season;
  /** The stay special: from the sale's opening to the season's last day (check-ins within the season). */
  staySale: Period;
  /** The tour and ticket sale: from the first of the opening's month to the season's last day. */
  tourSale: Period;
  /** The following season's early bird: from the sale's opening to the 15th of that season's first month. */
  earlyBird: Period;
  /** The welcome offer: this calendar year and the next. */
  welcome: Period;
};

/** YYYY-MM-DD of a UTC midnight. */
const day = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/** The season starting in firstMonth of year (months past 12 roll over, as Date.UTC does). */
function seasonFrom(year: number, firstMonth: number): Season {
  const month = ((firstMonth - 1) % 12) + 1;
  const spec = SEASONS.find((s) => s.firstMonth === month);
  if (!spec) throw new Error(`no season starts in month ${month}`);
  const last = ((month + 1) % 12) + 1;
  return {
    name: spec.name,
    code: spec.code,
    months: `${month}~${last}월`,
    firstDay: day(Date.UTC(year, firstMonth - 1, 1)),
    lastDay: day(Date.UTC(year, firstMonth + 2, 0)),
  };
}

const yearMonth = (date: string) => date.split('-').map(Number) as [number, number, number];

function seasonAfter(season: Season): Season {
  const [year, month] = yearMonth(season.firstDay);
  return seasonFrom(year, month + 3);
}

/** A season's sale opens on the 15th of the month before it starts. */
function saleOpening(season: Season): string {
  const [year, month] = yearMonth(season.firstDay);
  return day(Date.UTC(year, month - 2, 15));
}

/** The seed day as Korean customers count it. */
export function koreanDay(now: Date): string {
  return day(now.getTime() + KST_OFFSET_MS);
}

export function seasonalCalendar(now: Date): SeasonalCalendar {
  const today = koreanDay(now);
  const [year, month] = yearMonth(today);
  // December opens the winter of its year; January and February belong to the winter begun the year before.
  const current = month === 12 ? seasonFrom(year, 12) : month < 3 ? seasonFrom(year - 1, 12) : seasonFrom(year, month - ((month - 3) % 3));
  const next = seasonAfter(current);
  const season = today >= saleOpening(next) ? next : current;
  const following = seasonAfter(season);
  const opening = saleOpening(season);
  const [followingYear, followingMonth] = yearMonth(following.firstDay);
  return {
    today,
    season,
    following,
    staySale: { from: opening, to: season.lastDay },
    tourSale: { from: `${opening.slice(0, 8)}01`, to: season.lastDay },
    earlyBird: { from: opening, to: day(Date.UTC(followingYear, followingMonth - 1, 15)) },
    welcome: { from: `${year}-01-01`, to: `${year + 1}-12-31` },
  };
}

/** The instant a period starts and the one it has ended (midnight in Korea after its last day). */
export function periodInstants(period: Period): { validFrom: Date; validUntil: Date } {
  const validFrom = new Date(`${period.from}T00:00:00+09:00`);
  const validUntil = new Date(new Date(`${period.to}T00:00:00+09:00`).getTime() + DAY_MS);
  return { validFrom, validUntil };
}

/** "2026년 12월 1일" */
export function koreanDate(date: string): string {
  const [y, m, d] = yearMonth(date);
  return `${y}년 ${m}월 ${d}일`;
}

/** "2026년 12월 1일 ~ 2027년 2월 28일" */
export const koreanPeriod = (from: string, to: string) => `${koreanDate(from)} ~ ${koreanDate(to)}`;

/** "2026.11.15 ~ 2027.02.28", as the coupon page's table writes validity. */
export const dottedPeriod = (period: Period) => `${period.from.replaceAll('-', '.')} ~ ${period.to.replaceAll('-', '.')}`;
