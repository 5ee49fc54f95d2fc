import { BOOKING_MESSAGES } from '@minda/contracts/bookings';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { CHECK_VIOLATION, sqlStateOf } from '../../platform/sql.ts';
import { holdHotelNights, releaseHotelNights } from '../hotels/hotels.service.ts';
import { holdStayNights, releaseStayNights } from '../stays/stays.service.ts';
import { holdTourSeats, releaseTourSeats } from '../tours/tours.service.ts';
import { lockHeldItems, markReleased, type NewBookingItem } from './bookings.repository.ts';

/**
 * Holding and giving back the units of a booking's items (domain.md "Inventory"). Each product line's
 * service does the one conditional statement on its daily rows; a CHECK there refuses an oversell, which
 * reaches the member as 409 SOLD_OUT (and rolls the whole booking back).
 */

export const soldOut = () => new AppError(409, 'SOLD_OUT', BOOKING_MESSAGES.soldOut);

/** What an item holds: a product line's rows for its dates. */
type Held = Pick<NewBookingItem, 'stayRoomId' | 'hotelRoomId' | 'tourOptionId' | 'startDate' | 'endDate' | 'units'>;

function nightsOf(item: Held): { checkInAt: string; checkOutAt: string } {
  if (!item.endDate) throw new Error('a room item without an end date');
  return { checkInAt: item.startDate, checkOutAt: item.endDate };
}

/**
 * Takes the units of the items inside `tx`, rooms in id order so that bookings of the same rooms lock their
 * rows in one order (no deadlock between two multi-room bookings). 409 SOLD_OUT when any night or day lacks them.
 */
export async function holdUnits(tx: Database, items: readonly Held[]): Promise<void> {
  const ordered = [...items].sort((a, b) => key(a) - key(b));
  try {
    for (const item of ordered) {
      const written = await holdOne(tx, item);
      if (!written) throw soldOut();
    }
  } catch (error) {
    if (sqlStateOf(error) === CHECK_VIOLATION) throw soldOut();
    throw error;
  }
}

const key = (item: Held) => item.stayRoomId ?? item.hotelRoomId ?? item.tourOptionId ?? 0;

async function holdOne(tx: Database, item: Held): Promise<boolean> {
  if (item.stayRoomId) {
    const { checkInAt, checkOutAt } = nightsOf(item);
    return (await holdStayNights(tx, item.stayRoomId, checkInAt, checkOutAt, item.units)) > 0;
  }
  if (item.hotelRoomId) {
    const { checkInAt, checkOutAt } = nightsOf(item);
    return (await holdHotelNights(tx, item.hotelRoomId, checkInAt, checkOutAt, item.units)) > 0;
  }
  if (item.tourOptionId) return holdTourSeats(tx, item.tourOptionId, item.startDate, item.units);
  throw new Error('a booking item names no room or option');
}

/**
 * Gives back every unreleased item of a booking and marks it released, inside the caller's transaction.
 * Idempotent: released items are skipped, and the items are locked so two releases cannot both give back.
 */
export async function releaseBookingUnits(tx: Database, bookNo: number): Promise<void> {
  const items = await lockHeldItems(tx, bookNo);
  for (const item of items) {
    if (item.stayRoomId) {
      const { checkInAt, checkOutAt } = nightsOf(item);
      await releaseStayNights(tx, item.stayRoomId, checkInAt, checkOutAt, item.units);
    } else if (item.hotelRoomId) {
      const { checkInAt, checkOutAt } = nightsOf(item);
      await releaseHotelNights(tx, item.hotelRoomId, checkInAt, checkOutAt, item.units);
    } else if (item.tourOptionId) {
      await releaseTourSeats(tx, item.tourOptionId, item.startDate, item.units);
    }
  }
  await markReleased(tx, items.map((i) => i.id));
}
