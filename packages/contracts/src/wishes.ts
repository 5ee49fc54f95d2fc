import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { CityCodeSchema } from './geography.ts';
import { int4Id } from './numbers.ts';
import { SERVICE_MEDIA_CODES } from './rules/service-media.ts';

const body = { error: '요청 본문은 JSON 객체여야 합니다.' };

export const StayWishAddSchema = z.object(
  {
    goodsNo: int4Id('goodsNo'),
    serviceMedia: z.enum(SERVICE_MEDIA_CODES, { error: '서비스 매체(serviceMedia) 코드가 올바르지 않습니다.' }).optional(),
  },
  body,
);
export type StayWishAdd = z.infer<typeof StayWishAddSchema>;

export const TourWishAddSchema = z.object({ category: CityCodeSchema, itemNo: int4Id('itemNo') }, body);
export type TourWishAdd = z.infer<typeof TourWishAddSchema>;

/** Path ids are strings on the wire; they must still be numbers. */
const numericParam = (label: string) =>
  z.string().regex(/^\d{1,9}$/, `${label}는 숫자여야 합니다.`).transform(Number);
export const GoodsNoParamsSchema = z.object({ id: numericParam('goodsNo') });
export const ItemNoParamsSchema = z.object({ id: numericParam('itemNo') });
export const PropertyUuidParamsSchema = z.object({ propertyUuid: z.string().uuid('숙소 식별자(uuid) 형식이 올바르지 않습니다.') });

/** What every wish toggle answers: the caller's state and the new count. */
export const WishStateSchema = z.object({ isWish: z.boolean(), wishCount: z.number().int() });
export const StayWishResponseSchema = dataEnvelope(WishStateSchema.extend({ goodsNo: z.number().int() }));
export const TourWishResponseSchema = dataEnvelope(WishStateSchema.extend({ itemNo: z.number().int() }));
export const HotelLikeResponseSchema = dataEnvelope(WishStateSchema.extend({ propertyUuid: z.string() }));
export const StayLikeResponseSchema = dataEnvelope(z.object({ goodsNo: z.number().int(), isLike: z.boolean() }));
export const StayLikeCountResponseSchema = dataEnvelope(z.object({ goodsNo: z.number().int(), count: z.number().int() }));
