import { z } from 'zod';
import { RECENTLY_VIEWED_MAX_IDS } from './rules/recently-viewed.ts';

/** List parameters shared by the product lines' calls. */

/**
 * "1001,1002" -> [1001, 1002] (duplicates dropped, first order kept). Ids have at most 9 digits so they
 * always fit the database's integer; an empty or missing list is simply [].
 */
export const idList = (label: string) =>
  z
    .string()
    .max(500, `${label}가 너무 깁니다.`)
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/, `${label}는 쉼표로 구분한 숫자 목록이어야 합니다.`)
    .transform((s) => (s === '' ? [] : [...new Set(s.split(',').map(Number))].slice(0, RECENTLY_VIEWED_MAX_IDS)))
    .default([]);

