import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../platform/sql.ts';

/**
 * A tour option's seats on a day (tour_option_days is sparse: no row = the option's daily seats). Taking
 * seats is one conditional upsert; the CHECK (seats_available >= 0) refuses an oversell.
 */

export type OptionDaySeats = { optionId: number; day: string; seatsAvailable: number };

/** Seats open per (option, day) asked, stored or the option's daily seats. */
export async function findOptionSeats(db: Database, asked: readonly { optionId: number; day: string }[]): Promise<OptionDaySeats[]> {
  if (asked.length === 0) return [];
  const pairs = sql.join(asked.map((a) => sql`(${a.optionId}::int, ${a.day}::date)`), sql`, `);
  const result = await db.execute(sql`
    select o.id as "optionId", to_char(a.day, 'YYYY-MM-DD') as day, coalesce(d.seats_available, o.daily_seats)::int as "seatsAvailable"
    from (values ${pairs}) as a(option_id, day)
    join tour_options o on o.id = a.option_id
    left join tour_option_days d on d.option_id = a.option_id and d.day = a.day`);
  return rowsOf<OptionDaySeats>(result);
}

/** Takes `count` seats of an option on a day; false when the option does not exist. */
export async function holdTourSeats(db: Database, optionId: number, day: string, count: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into tour_option_days as t (option_id, day, seats_available)
    select o.id, ${day}::date, o.daily_seats - ${count} from tour_options o where o.id = ${optionId}
    on conflict (option_id, day) do update set seats_available = t.seats_available - ${count}
    returning t.option_id`);
  return rowsOf(result).length === 1;
}

export async function releaseTourSeats(db: Database, optionId: number, day: string, count: number): Promise<void> {
  await db.execute(sql`update tour_option_days set seats_available = seats_available + ${count} where option_id = ${optionId} and day = ${day}::date`);
}
