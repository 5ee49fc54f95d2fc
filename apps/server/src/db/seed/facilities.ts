import type { Database } from '../client.ts';
import { facilities } from '../schema/facilities.ts';

/**
 * The facilities catalogue as the seed starts it (issue 57): the names the public pages showed before there was one
 * (a stay's facts, a hotel's star rating) and the common room facilities. Seeded products choose none, so their
 * pages keep those lists until an operator picks theirs.
 */
export const SEED_FACILITIES = {
  property: [
    ['무료 Wi-Fi', 'Free Wi-Fi'],
    ['한국어 응대', 'Korean-speaking staff'],
    ['짐 보관', 'Luggage storage'],
    ['공용 주방', 'Shared kitchen'],
    ['한식 조식 제공', 'Korean breakfast'],
    ['24시간 프런트 데스크', '24-hour front desk'],
    ['수하물 보관', 'Baggage storage'],
    ['엘리베이터', 'Elevator'],
    ['레스토랑', 'Restaurant'],
    ['바', 'Bar'],
    ['피트니스 센터', 'Fitness centre'],
    ['룸서비스', 'Room service'],
    ['컨시어지', 'Concierge'],
    ['스파', 'Spa'],
    ['실내 수영장', 'Indoor pool'],
    ['발레파킹', 'Valet parking'],
    ['세탁 시설', 'Laundry'],
    ['주차장', 'Parking'],
  ],
  room: [
    ['에어컨', 'Air conditioning'],
    ['난방', 'Heating'],
    ['전용 욕실', 'Private bathroom'],
    ['헤어드라이어', 'Hair dryer'],
    ['냉장고', 'Refrigerator'],
    ['금고', 'Safe'],
    ['커피포트', 'Electric kettle'],
    ['수건 제공', 'Towels'],
    ['평면 TV', 'Flat-screen TV'],
    ['책상', 'Desk'],
  ],
} as const;

export async function insertFacilities(db: Database): Promise<number> {
  const rows = (['property', 'room'] as const).flatMap((kind) => SEED_FACILITIES[kind].map(([nameKo, nameEn], i) => ({ kind, nameKo, nameEn, sort: i + 1 })));
  await db.insert(facilities).values(rows);
  return rows.length;
}
