import { STAY_PLUS_PAGE_SIZE } from '@minda/contracts/rules/stay-plus';
import type { StayPlusPage, StayPlusQuery } from '@minda/contracts/stays';
import type { Database } from '../../db/client.ts';
import { findStayPlusCities, findStayPlusPage } from './stay-plus.repository.ts';

/**
 * 스테이플러스: stays graded 4.5+ with a private room (docs/api-notes.md). A city outside the curation
 * simply has no items.
 */
export async function stayPlusItems(db: Database, userId: number | null, query: StayPlusQuery): Promise<StayPlusPage> {
  const [rows, cityRows] = await Promise.all([
    findStayPlusPage(db, userId, query.cityCode, query.page * STAY_PLUS_PAGE_SIZE, STAY_PLUS_PAGE_SIZE),
    findStayPlusCities(db),
  ]);
  return {
    content: rows.slice(0, STAY_PLUS_PAGE_SIZE),
    number: query.page,
    last: rows.length <= STAY_PLUS_PAGE_SIZE,
    cities: cityRows,
  };
}
