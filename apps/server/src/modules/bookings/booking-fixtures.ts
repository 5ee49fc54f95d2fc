import { asc, eq, sql } from 'drizzle-orm';
import { BOOKING_STATUS, STAY_REFUND_POLICY, type BookingStatus, type ProductType, type RefundBand } from '@minda/contracts/rules/bookings';
import { nightsOf } from '@minda/contracts/rules/stay-pricing';
import type { Database } from '../../db/client.ts';
import { bookingItems, bookings } from '../../db/schema/bookings.ts';
import { hotelRooms, hotels } from '../../db/schema/hotels.ts';
import { stayRoomNights, stayRooms, stays } from '../../db/schema/stays.ts';
import { tourOptions, tours } from '../../db/schema/tours.ts';
import { recordCreated } from './booking-states.ts';

/**
 * Test support: a booking as a pre-booking would leave it (row, one item, first history row, and for a stay
 * its units taken from the nightly rows), without the pre-booking route. The payment tests start from it; it
 * can give way to the real pre-booking once both are on one branch.
 */
export type FixtureBooking = {
  memberId: number;
  productType?: ProductType;
  status?: BookingStatus;
  startDate: string;
  /** Check-out for stays and hotels (default: the next day). */
  endDate?: string;
  total?: number;
  deposit?: number;
  refundPolicy?: readonly RefundBand[];
  depositDeadline?: Date | null;
  units?: number;
};

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function insertBooking(db: Database, f: FixtureBooking): Promise<{ bookNo: number; roomId: number | null }> {
  const productType = f.productType ?? 'stay';
  const status = f.status ?? BOOKING_STATUS.awaitingPayment;
  const total = f.total ?? 120_000;
  const deposit = f.deposit ?? (productType === 'stay' ? total / 10 : total);
  const units = f.units ?? 1;
  const endDate = productType === 'tour' ? null : (f.endDate ?? nextDay(f.startDate));
  const product = await firstProduct(db, productType, { startDate: f.startDate, endDate, units });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookings)
      .values({
        memberId: f.memberId,
        partnerId: product.partnerId,
        productType,
        goodsNo: product.goodsNo,
        propertyUuid: product.propertyUuid,
        itemNo: product.itemNo,
        status,
        startDate: f.startDate,
        endDate,
        adults: 2,
        guestName: '홍길동',
        guestEnglishName: 'HONG GILDONG',
        guestPhone: '010-1234-5678',
        guestEmail: 'guest@example.com',
        total,
        deposit,
        payAtProperty: total - deposit,
        refundPolicy: f.refundPolicy ?? STAY_REFUND_POLICY,
        depositDeadline: f.depositDeadline === undefined ? new Date(Date.now() + 24 * 3_600_000) : f.depositDeadline,
      })
      .returning({ bookNo: bookings.bookNo });
    const bookNo = row!.bookNo;
    await tx.insert(bookingItems).values({
      bookNo,
      stayRoomId: productType === 'stay' ? product.roomId : null,
      hotelRoomId: productType === 'hotel' ? product.roomId : null,
      tourOptionId: productType === 'tour' ? product.roomId : null,
      name: '테스트 객실',
      startDate: f.startDate,
      endDate,
      adults: 2,
      units,
      amount: total,
    });
    if (productType === 'stay' && endDate) {
      for (const night of nightsOf(f.startDate, endDate)) {
        await tx
          .insert(stayRoomNights)
          .values({ roomId: product.roomId, night, unitsAvailable: sql`(select ${stayRooms.units} from ${stayRooms} where ${stayRooms.id} = ${product.roomId}) - ${units}`, price: 50_000 })
          .onConflictDoUpdate({ target: [stayRoomNights.roomId, stayRoomNights.night], set: { unitsAvailable: sql`${stayRoomNights.unitsAvailable} - ${units}` } });
      }
    }
    await recordCreated(tx, bookNo, status, { kind: 'guest', id: f.memberId });
    return { bookNo, roomId: product.roomId };
  });
}

/** A product to book: for a stay, the first room that still has the units for every night asked. */
async function firstProduct(db: Database, productType: ProductType, want: { startDate: string; endDate: string | null; units: number }) {
  const none = { goodsNo: null, propertyUuid: null, itemNo: null };
  switch (productType) {
    case 'stay': {
      const [p] = await db
        .select({ goodsNo: stays.goodsNo, partnerId: stays.partnerId, roomId: stayRooms.id })
        .from(stays)
        .innerJoin(stayRooms, eq(stayRooms.goodsNo, stays.goodsNo))
        .where(
          sql`${stayRooms.units} >= ${want.units} and not exists (select 1 from ${stayRoomNights} where ${stayRoomNights.roomId} = ${stayRooms.id}
            and ${stayRoomNights.night} >= ${want.startDate} and ${stayRoomNights.night} < ${want.endDate} and ${stayRoomNights.unitsAvailable} < ${want.units})`,
        )
        .orderBy(asc(stays.goodsNo), asc(stayRooms.id))
        .limit(1);
      return { ...none, ...p!, goodsNo: p!.goodsNo };
    }
    case 'hotel': {
      const [p] = await db
        .select({ propertyUuid: hotels.uuid, roomId: hotelRooms.id })
        .from(hotels)
        .innerJoin(hotelRooms, eq(hotelRooms.propertyUuid, hotels.uuid))
        .orderBy(asc(hotels.propertyId), asc(hotelRooms.id))
        .limit(1);
      // Hotels have no partner account of their own yet: the stay partner stands in.
      const [partner] = await db.select({ partnerId: stays.partnerId }).from(stays).limit(1);
      return { ...none, ...p!, partnerId: partner!.partnerId };
    }
    case 'tour': {
      const [p] = await db
        .select({ itemNo: tours.itemNo, partnerId: tours.partnerId, roomId: tourOptions.id })
        .from(tours)
        .innerJoin(tourOptions, eq(tourOptions.itemNo, tours.itemNo))
        .orderBy(asc(tours.itemNo), asc(tourOptions.id))
        .limit(1);
      return { ...none, ...p! };
    }
  }
}
