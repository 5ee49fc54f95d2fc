import { z } from 'zod';
import { CITY_CODE_PATTERN } from './rules/city-codes.ts';

/** Cities in requests, shared by the product lines, wishes and search: the 9-digit code (docs/geography.md). */

export const CityCodeSchema = z.string({ error: '도시 코드는 9자리 숫자입니다.' }).regex(CITY_CODE_PATTERN, '도시 코드는 9자리 숫자입니다.');

/** Optional cityCode; a malformed code is a 400, an unknown-but-valid one simply means "no filter". */
export const RecommendQuerySchema = z.object({ cityCode: CityCodeSchema.optional() });

