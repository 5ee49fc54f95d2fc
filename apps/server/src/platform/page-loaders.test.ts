import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, webPaths } from '@minda/contracts/paths';
import { reservationView, type BookingStatus } from '@minda/contracts/rules/bookings';
import { pagePatterns, pathMatcher, privatePagePatterns } from '@minda/contracts/web-pages';
import { createPageRenderer, importServerBuild, type RendererModule } from './page-render.ts';
import { loginAs, type LoggedIn } from '../test/login-as.ts';
import { setupTestApp } from '../test/test-app.ts';

/**
 * Every public page's data comes from its route loaders (decision 041): rendered once on the server, a page
 * has nothing left loading, so what the server sends is the whole page. A screen that reads a query its
 * route's loader does not fill fails here with that query's key.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'minda-loaders-'));
const webSsr = path.join(root, 'dist-ssr');
fs.mkdirSync(webSsr, { recursive: true });
fs.writeFileSync(path.join(webSsr, 'entry-server.js'), `export * from ${JSON.stringify(path.join(repoRoot, 'apps/web/src/entry-server.tsx'))};\n`);

let module: RendererModule;
beforeAll(async () => {
  module = (await importServerBuild(webSsr))!;
});
const t = setupTestApp({ DATA_DIR: path.join(root, 'data') });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** An address of every public page, with the seed's products, events and themes. */
async function publicAddresses(): Promise<string[]> {
  const cities = (await (await t.get('main/hotels/popularCities')).json()) as { data: { cityId: number }[] };
  const cityId = cities.data[0]!.cityId;
  const hotels = (await (await t.get('hotel/search', { cityId, occupancy: ['2'] })).json()) as { data: { content: { propertyUuid: string }[] } };
  const hotel = hotels.data.content[0]!.propertyUuid;
  return [
    '/m/1.0/grp_main/main.html', '/m/1.0/grp_main/more.html', '/m/1.0/grp_main/accom.html', '/m/1.0/grp_main/tour.html',
    '/m/1.0/grp_main/hotel.html', '/m/1.0/grp_main/stayplus.html', '/m/1.0/grp_main/minda_only.html',
    '/m/1.0/grp_main/search_header.html?searchType=stays', '/m/1.0/md/stays?cityCode=001002001',
    '/m/1.0/grp_minbak/minbak_view.html?minbak_code=1001', '/m/1.0/tg/list.html?category=001002001', '/m/1.0/tg/view.html?itemno=5001',
    '/m/1.0/tg/list_theme.html?themeno=259', '/m/1.0/grp_main/tour_recommend.html?category=001002001',
    '/m/1.0/grp_main/community.html?id=jobs', '/m/1.0/event/list.html', '/m/1.0/cs/clause.html', '/m/1.0/cs/privacy.html',
    '/m/1.0/grp_main/coupon.html', '/m/1.0/event/view.html?id=gevent&no=336', '/m/1.0/cs/info.html', '/m/1.0/cs/rule.html',
    '/m/1.0/cs/about.html', '/m/1.0/cs/notice.html',
    '/main/index.php', '/stay/index.php', '/tg/index.php', '/stay/hotel.php', '/md/stays?cityCode=001002001', '/main/view.php?goodsno=1001',
    '/tg/view.php?itemno=5001', '/tg/list.php?category=001002001', '/tg/list_theme.php?themeno=259', '/tg/recommend.php?category=001002001',
    `/hotel/list?cityId=${cityId}&occupancy=2`, `/hotel/detail/${hotel}`, '/event/view.php?id=gevent&no=336', '/community/list.php?id=notice',
    '/community/view.php?id=notice&no=1', '/minda_only/index.php', '/stay/theme/london.php', '/stay/theme/paris.php',
    '/stay/theme/newyork.php', '/stay/theme/la.php', '/stay/theme/italia.php', '/main/sale_tab1.php', '/main/sale_tab3.php',
    '/main/coupon_tab2.php', '/main/info.php', '/stayplus/index.php', '/main/total_search.php?keyword=파리', '/about/about.php',
    '/helpcenter/rule.php',
  ];
}

describe("a public page's data", () => {
  it('is loaded by its route loaders: rendered once, nothing is left loading, on every public page', async () => {
    const addresses = await publicAddresses();
    const isPrivate = pathMatcher(privatePagePatterns);
    const publicPatterns = pagePatterns().filter((pattern) => pattern !== '/' && !isPrivate(pattern));
    // Every public page is here (a new page joins this list).
    for (const pattern of publicPatterns) expect(addresses.some((address) => pathMatcher(() => [pattern])(address.split('?')[0]!)), pattern).toBe(true);

    const render = createPageRenderer(t.app, module);
    const unloaded: Record<string, string[]> = {};
    // As a visitor, and as a member (a member gets public pages rendered with their own answers and badges).
    const member = tokenOf(await loginAs(t.app, 'member'));
    for (const address of addresses) {
      for (const [who, accessToken] of [['visitor', undefined], ['member', member]] as const) {
        for (const viewport of ['phone', 'wide'] as const) {
          const { page } = await render(address, 'https://minda.test', 20_000, { viewport, ...(accessToken ? { accessToken } : {}) });
          expect(page, address).not.toBeNull();
          if (page!.unloadedQueries.length > 0) unloaded[`${who} ${viewport} ${address}`] = page!.unloadedQueries;
        }
      }
    }
    expect(unloaded).toEqual({});
    // Every public page four times over (visitor and member, phone and wide): about 15 s alone, over 30 s beside
    // the suite's other workers on two cores.
  }, 90_000);
});

/** The bearer token of a logged-in caller's headers, for the renderer. */
const tokenOf = (caller: LoggedIn) => caller.headers.authorization!.replace(/^Bearer /, '');

type Booking = { bookNo: number; productType: 'stay' | 'hotel' | 'tour'; status: BookingStatus };

/** Every private page's address as its signed-in owner opens it, with the seed's bookings and conversations. */
async function privateAddresses(): Promise<{ caller: LoggedIn; addresses: string[] }[]> {
  const [member, partner, admin] = [await loginAs(t.app, 'member'), await loginAs(t.app, 'partner'), await loginAs(t.app, 'admin')];
  const bookingsOf = async (tab: string) =>
    ((await t.get(apiPaths.bookings.list.href(), { tab }, member.headers)).json() as { data: { content: Booking[] } }).data.content;
  const all = [...(await bookingsOf('upcoming')), ...(await bookingsOf('past')), ...(await bookingsOf('cancelled'))];
  const stay = all.find((b) => b.productType === 'stay')!;
  const tour = all.find((b) => b.productType === 'tour')!;
  const past = (await bookingsOf('past'))[0] ?? stay;
  const channelsOf = async (caller: LoggedIn) =>
    ((await t.get(apiPaths.chat.channels.href(), {}, caller.headers)).json() as { data: { content: { channelId: string }[] } }).data.content;
  const memberChannel = (await channelsOf(member))[0]!.channelId;
  const partnerChannel = (await channelsOf(partner))[0]!.channelId;
  const rooms = (await t.get(apiPaths.stays.rooms.href(1001), { checkInAt: '2027-03-02', checkOutAt: '2027-03-04', adults: 2 })).json() as {
    data: { rooms: { roomId: number }[] };
  };
  const stayForm = { type: 'stay', goodsNo: 1001, roomId: rooms.data.rooms[0]?.roomId ?? 1, checkInAt: '2027-03-02', checkOutAt: '2027-03-04', adults: 2 } as const;
  const tourForm = { type: 'tour', itemNo: 5001, options: [{ optionId: 1, date: '2027-03-02', count: 2 }] } as const;
  const { pc, mobile } = webPaths;
  return [
    {
      caller: member,
      addresses: [
        pc.reservations.href(), pc.reservations.href({ tab: 'old' }), pc.tourReservations.href(), pc.reservation.href(stay.bookNo),
        pc.tourReservation.href(tour.bookNo), pc.reviewWrite.href(past.bookNo), pc.booking.href(stayForm), pc.booking.href(tourForm),
        pc.bookingResult.href(stay.bookNo), pc.inquiries.href(), pc.inquiry.href(memberChannel), pc.mypage.href(), pc.wishes.href(),
        pc.profile.href(), pc.inquiryWrite.href(), pc.inquiryList.href(), pc.invite.href(),
        mobile.reservations.href(), mobile.reservations.href({ tab: 'old' }), mobile.tourReservations.href(),
        mobile.reservationView.href(reservationView(stay.status), stay.bookNo), mobile.tourReservation.href(tour.bookNo),
        mobile.reviewWrite.href(past.bookNo), mobile.booking.href(stayForm), mobile.booking.href(tourForm), mobile.bookingResult.href(stay.bookNo),
        mobile.inquiries.href(), mobile.inquiry.href(memberChannel), mobile.mypage.href(), mobile.wishes.href(), mobile.profile.href(),
        mobile.inquiryWrite.href(), mobile.inquiryList.href(), mobile.invite.href(),
      ],
    },
    {
      caller: partner,
      addresses: [
        pc.partnerStayBookings.href(), pc.partnerTourBookings.href(), pc.partnerInquiries.href(), pc.partnerInquiry.href(partnerChannel),
        pc.partnerTourInquiries.href(), pc.partnerTourInquiry.href(partnerChannel), pc.partnerReviews.href(),
        mobile.partnerBookings.href(), mobile.partnerBookings.href({ type: 'tour' }), mobile.partnerInquiries.href(), mobile.partnerInquiry.href(partnerChannel),
      ],
    },
    {
      caller: admin,
      addresses: [webPaths.admin.bookings.href(), webPaths.admin.booking.href(stay.bookNo), webPaths.admin.refunds.href(), webPaths.admin.inquiries.href()],
    },
  ];
}

describe("a private page's data", () => {
  it("is loaded by its route loaders: the member's, partner's and operator's screens arrive with their data", async () => {
    const render = createPageRenderer(t.app, module);
    const unloaded: Record<string, string[]> = {};
    for (const { caller, addresses } of await privateAddresses()) {
      for (const address of addresses) {
        for (const viewport of ['phone', 'wide'] as const) {
          const { page } = await render(address, 'https://minda.test', 20_000, { viewport, accessToken: tokenOf(caller) }).catch((error: Error) => ({
            page: { unloadedQueries: [`render failed: ${error.message}`] },
          }));
          expect(page, address).not.toBeNull();
          // The booking form's quote is a POST (stay-book/pre-check): no loader sends it, the form asks once it shows.
          const queries = page!.unloadedQueries.filter((key) => !key.startsWith('["booking","pre-check"'));
          if (queries.length > 0) unloaded[`${viewport} ${address}`] = queries;
        }
      }
    }
    expect(unloaded).toEqual({});
  });
});
