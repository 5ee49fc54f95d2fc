/** Banner page types and their numbers as the banner query takes them (spec 1 §3). */
export const BANNER_TYPES = { main: 1, search: 2, stay: 3, tour: 4, hotel: 5 } as const;
export type BannerTypeName = keyof typeof BANNER_TYPES;
export type BannerTypeNumber = (typeof BANNER_TYPES)[BannerTypeName];

/** Accepts a type by name ("main") or by number ("1"); undefined when it is neither. */
export function parseBannerType(value: string): BannerTypeNumber | undefined {
  if (Object.hasOwn(BANNER_TYPES, value)) return BANNER_TYPES[value as BannerTypeName];
  const n = Number(value);
  return (Object.values(BANNER_TYPES) as number[]).includes(n) && /^\d+$/.test(value) ? (n as BannerTypeNumber) : undefined;
}
