import { describe, expect, it } from 'vitest';
import { shiftDay } from '@minda/contracts/rules/search-widget';
import { dayNumber } from '@minda/contracts/rules/stay-pricing';
import { buildCatalogue } from './catalogue-plan.ts';
import { planStayInventory, SOLD_OUT_DEMO, type InventoryRoom } from './stay-inventory.ts';

const SEED_DAY = '2026-11-21';

function plannedRooms(): InventoryRoom[] {
  let id = 0;
  return buildCatalogue().stays.stays.flatMap((s) =>
    s.rooms.map((r) => ({ id: (id += 1), goodsNo: s.stay.goodsNo, cityCode: s.stay.cityCode, kind: r.kind, units: r.units, price: r.price, saleRate: s.stay.saleRate })),
  );
}

describe('stay inventory seed', () => {
  const rooms = plannedRooms();
  const rows = planStayInventory(rooms, SEED_DAY);
  const roomOf = new Map(rooms.map((r) => [r.id, r]));

  it('stays small, deterministic and within the constraints', () => {
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.length).toBeLessThan(9_000);
    expect(planStayInventory(rooms, SEED_DAY)).toEqual(rows);
    for (const row of rows) {
      const room = roomOf.get(row.roomId)!;
      expect(row.unitsAvailable).toBeGreaterThanOrEqual(0);
      expect(row.unitsAvailable).toBeLessThanOrEqual(room.units);
      expect(row.price).toBeGreaterThan(0);
      const ahead = dayNumber(row.night)! - dayNumber(SEED_DAY)!;
      expect(ahead).toBeGreaterThanOrEqual(0);
      expect(ahead).toBeLessThan(366);
    }
  });

  it('has partly booked and sold-out nights, peak and discounted prices', () => {
    const withRoom = rows.map((row) => ({ row, room: roomOf.get(row.roomId)! }));
    expect(withRoom.some(({ row, room }) => row.unitsAvailable > 0 && row.unitsAvailable < room.units)).toBe(true);
    expect(withRoom.some(({ row }) => row.unitsAvailable === 0)).toBe(true);
    expect(withRoom.some(({ row, room }) => row.price > room.price && row.night.endsWith('-12-25'))).toBe(true);
    expect(withRoom.some(({ row, room }) => row.price < room.price)).toBe(true);
  });

  it('fully books the demo stay on its nights', () => {
    const demoRooms = rooms.filter((r) => r.goodsNo === SOLD_OUT_DEMO.goodsNo);
    expect(demoRooms.length).toBeGreaterThan(0);
    for (const ahead of SOLD_OUT_DEMO.nightsAhead) {
      const night = shiftDay(SEED_DAY, ahead);
      for (const room of demoRooms) expect(rows.find((r) => r.roomId === room.id && r.night === night)?.unitsAvailable).toBe(0);
    }
  });
});
