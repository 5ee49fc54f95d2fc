import type { Database } from '../../db/client.ts';
import { holdNights, releaseNights, type NightTables } from '../../platform/night-inventory.ts';

/** Hotel rooms night by night, as stays (platform/night-inventory: one conditional upsert, the CHECK refuses an oversell). */
const HOTEL_NIGHTS: NightTables = { nights: 'hotel_room_nights', rooms: 'hotel_rooms', price: 'base_price', line: 'hotel' };

export const holdHotelNights = (db: Database, roomId: number, checkInAt: string, checkOutAt: string, units: number) =>
  holdNights(db, HOTEL_NIGHTS, roomId, checkInAt, checkOutAt, units);

export const releaseHotelNights = (db: Database, roomId: number, checkInAt: string, checkOutAt: string, units: number) =>
  releaseNights(db, HOTEL_NIGHTS, roomId, checkInAt, checkOutAt, units);
