import type { Database } from '../../db/client.ts';
import { holdNights, releaseNights, type NightTables } from '../../platform/night-inventory.ts';

/** A stay room's units night by night (platform/night-inventory: one conditional upsert, the CHECK refuses an oversell). */
const STAY_NIGHTS: NightTables = { nights: 'stay_room_nights', rooms: 'stay_rooms', price: 'price', line: 'stay' };

export const holdStayNights = (db: Database, roomId: number, checkInAt: string, checkOutAt: string, units: number) =>
  holdNights(db, STAY_NIGHTS, roomId, checkInAt, checkOutAt, units);

export const releaseStayNights = (db: Database, roomId: number, checkInAt: string, checkOutAt: string, units: number) =>
  releaseNights(db, STAY_NIGHTS, roomId, checkInAt, checkOutAt, units);
