import { planBanners, type BannerSeed } from './content.ts';
import { editorialImageJobs } from './editorial.ts';
import { CITIES, cityByCode } from './geography-data.ts';
import { planHotels } from './hotels.ts';
import { parisTourImages } from './paris-tours.ts';
import { DEFAULT_IMAGES, cityImagePath } from './image-paths.ts';
import { bannerImage } from './images/banners.ts';
import type { ImageJob } from './images/write-images.ts';
import { cityImage, defaultImage, hotelImage, stayImage, tourImage } from './images/scenes.ts';
import { mindaOnlyImageJobs } from './minda-only.ts';
import { hashSeed } from './prng.ts';
import { planStays, stayImageJobs } from './stays.ts';
import { planTours } from './tours.ts';
import { planUsers } from './users.ts';
import { seasonalCalendar } from './seasonal-calendar.ts';

/**
 * The whole demo catalogue as plain data, built without a database: the same input always gives the
 * same plan, which is what makes the seed deterministic and lets a seeded database redraw lost images.
 * `now` is the seed day: what visitors read as recent or current (posts, events, coupons) is dated from it.
 */
export function buildCatalogue(now: Date = new Date()) {
  const users = planUsers();
  const stays = planStays(users);
  const tours = planTours(users);
  const hotels = planHotels();
  const calendar = seasonalCalendar(now);
  const banners = planBanners(stays.stays, tours.tours, hotels.hotels, calendar);
  return { now, calendar, users, stays, tours, hotels, banners };
}

export type CataloguePlan = ReturnType<typeof buildCatalogue>;

export function catalogueImages(plan: CataloguePlan): ImageJob[] {
  const jobs: ImageJob[] = [];
  const add = (path: string, render: (seed: number) => string) => jobs.push({ path, render: () => render(hashSeed(path)) });

  for (const kind of Object.keys(DEFAULT_IMAGES) as (keyof typeof DEFAULT_IMAGES)[]) add(DEFAULT_IMAGES[kind], () => defaultImage(kind));
  for (const city of CITIES) add(cityImagePath(city.code), (seed) => cityImage(seed, city.skyline));
  for (const draft of plan.stays.stays) {
    const { skyline } = cityByCode(draft.stay.cityCode);
    for (const { path, view } of stayImageJobs(draft)) add(path, (seed) => stayImage(seed, skyline, view));
  }
  for (const { tour, art, night } of plan.tours.tours) {
    add(tour.imagePath, (seed) => tourImage(seed, cityByCode(tour.cityCode).skyline, art, night));
  }
  jobs.push(...parisTourImages());
  for (const { hotel } of plan.hotels.hotels) {
    add(hotel.thumbnailPath, (seed) => hotelImage(seed, cityByCode(hotel.cityCode).skyline, hotel.starRating));
  }
  for (const banner of plan.banners) add(banner.imgPath, (seed) => bannerImage(seed, bannerArt(banner)));
  jobs.push(...editorialImageJobs(plan.calendar));
  jobs.push(...mindaOnlyImageJobs());
  return jobs;
}

function bannerArt(b: BannerSeed) {
  return { headline: b.title, subline: b.subline, skyline: b.skyline, platform: b.platform };
}
