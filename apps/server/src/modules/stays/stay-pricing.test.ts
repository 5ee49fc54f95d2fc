import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stayRoomNights, stayRooms } from '../../db/schema/stays.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { quoteStay } from './stay-pricing.ts';

const t = setupTestApp();
const NOW = new Date('2030-01-10T12:00:00Z');

/** A private room for two, three of them, 40,000원 a night; the first night stored at 50,000원 with two left. */
async function knownRoom() {
  const [room] = await t.db.select({ id: stayRooms.id, goodsNo: stayRooms.goodsNo }).from(stayRooms).where(eq(stayRooms.kind, 'private')).orderBy(asc(stayRooms.id)).limit(1);
  await t.db.update(stayRooms).set({ capacity: 2, units: 3, price: 40_000 }).where(eq(stayRooms.id, room!.id));
  await t.db.delete(stayRoomNights).where(eq(stayRoomNights.roomId, room!.id));
  await t.db.insert(stayRoomNights).values({ roomId: room!.id, night: '2030-02-01', unitsAvailable: 2, price: 50_000 });
  return room!;
}

describe('quoteStay (the stay quote bookings will call)', () => {
  it('prices each night (stored, else the base price) times the rooms the party needs, 10% deposit online, the rest at the property', async () => {
    const room = await knownRoom();
    const quote = await quoteStay(t.db, room.goodsNo, { checkInAt: '2030-02-01', checkOutAt: '2030-02-03', adults: 3 }, NOW);
    const offer = quote.rooms.find((r) => r.roomId === room.id)!;
    expect(quote).toMatchObject({ goodsNo: room.goodsNo, checkInAt: '2030-02-01', checkOutAt: '2030-02-03', nights: 2, occupancy: 3 });
    expect(offer.nights).toEqual([
      { night: '2030-02-01', price: 50_000, unitsAvailable: 2 },
      { night: '2030-02-02', price: 40_000, unitsAvailable: 3 },
    ]);
    expect(offer).toMatchObject({ unitsNeeded: 2, unitsLeft: 2, available: true, total: 180_000, nightlyPrice: 90_000, deposit: 18_000, payAtProperty: 162_000 });
  });

  it('says a room cannot host a party that needs more rooms than the fullest night has left', async () => {
    const room = await knownRoom();
    const quote = await quoteStay(t.db, room.goodsNo, { checkInAt: '2030-02-01', checkOutAt: '2030-02-03', adults: 5 }, NOW);
    expect(quote.rooms.find((r) => r.roomId === room.id)).toMatchObject({ unitsNeeded: 3, unitsLeft: 2, available: false });
  });

  it('refuses past dates in Korean and an unknown stay with a 404', async () => {
    await expect(quoteStay(t.db, 1001, { checkInAt: '2030-01-01', checkOutAt: '2030-01-03', adults: 2 }, NOW)).rejects.toMatchObject({
      statusCode: 400,
      message: '지난 날짜는 선택할 수 없습니다.',
    });
    await expect(quoteStay(t.db, 999_999, { checkInAt: '2030-02-01', checkOutAt: '2030-02-03', adults: 2 }, NOW)).rejects.toMatchObject({ statusCode: 404 });
  });
});
