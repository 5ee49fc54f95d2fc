import { z } from 'zod';
import { coordinate, hasChanges, notEmptyPatch, optionalText, PhotoIdParamSchema, PRODUCT_STATUSES, ProductPhotoSchema, ProductStatusFilterSchema, requiredText } from './admin-publishing.ts';
import { dataEnvelope, pageQueryField, pagingFields } from './envelope.ts';
import { CityCodeSchema } from './geography.ts';
import { int4Id, int4IdParam } from './numbers.ts';
import { groupDigits } from './rules/number-format.ts';

/**
 * The operator's managed hotels (issue 57 "Hotels and tours"; spec 2 §7.10 "Managed vendors, properties, rooms, …
 * room and rate codes, memos"): a property is created as a draft for a hotel partner (its vendor), given room
 * types with their supplier's room and rate codes, photos and the operators' memos, and published and suspended
 * with the same cycle as a stay. Rate plans and daily rates are issue 58's.
 */

export const HOTEL_NAME_MAX = 80;
export const HOTEL_ADDRESS_MAX = 200;
export const HOTEL_ROOM_NAME_MAX = 60;
export const HOTEL_BED_TEXT_MAX = 60;
export const HOTEL_ROOM_UNITS_MAX = 500;
export const HOTEL_ROOM_ADULTS_MAX = 10;
export const HOTEL_ROOM_SIZE_MAX = 1000;
export const HOTEL_MEMO_MAX = 1000;
/** Won per room per night for up to two adults, as the public rates are (rules/hotel-rates). */
export const HOTEL_ROOM_PRICE = { min: 1_000, max: 20_000_000 } as const;
/** A supplier's code as its extranet writes it: capitals, digits, `-` and `_`. */
export const SUPPLIER_CODE_PATTERN = /^[A-Z0-9_-]{1,20}$/;

const count = (label: string, unit: string, min: number, max: number) =>
  z.number({ error: `${label}을(를) 숫자로 입력해 주세요.` }).int(`${label}은(는) 정수입니다.`).min(min, `${label}은(는) ${min}${unit} 이상입니다.`).max(max, `${label}은(는) ${max}${unit} 이하입니다.`);
const supplierCode = (label: string) =>
  z.string().trim().toUpperCase().refine((code) => code === '' || SUPPLIER_CODE_PATTERN.test(code), `${label}는 영문 대문자, 숫자, -, _ 로 20자까지 입력해 주세요.`);

const hotelFields = {
  partnerId: int4Id('파트너 번호', { missing: '파트너를 골라 주세요.' }),
  cityCode: CityCodeSchema,
  name: requiredText('호텔 이름', HOTEL_NAME_MAX),
  address: requiredText('주소', HOTEL_ADDRESS_MAX),
  latitude: coordinate('위도', 90),
  longitude: coordinate('경도', 180),
  nameEn: optionalText('영문 이름', HOTEL_NAME_MAX),
  starRating: count('성급', '성', 1, 5),
  /** One of the city's neighbourhoods, or none. */
  neighborhoodId: int4Id('지역 번호').nullable(),
  /** Its property type (`admin/categories`); on create, the first in the order (호텔) unless given. */
  categoryId: int4Id('숙소 유형 번호'),
};

/** `POST admin/hotels/properties`: a new property, saved as a draft nobody but the back office sees. */
export const AdminHotelCreateSchema = z
  .object({
    partnerId: hotelFields.partnerId,
    cityCode: hotelFields.cityCode,
    name: hotelFields.name,
    address: hotelFields.address,
    latitude: hotelFields.latitude,
    longitude: hotelFields.longitude,
  })
  .extend(z.object({ nameEn: hotelFields.nameEn, starRating: hotelFields.starRating, neighborhoodId: hotelFields.neighborhoodId, categoryId: hotelFields.categoryId }).partial().shape)
  .strict();
export type AdminHotelCreate = z.infer<typeof AdminHotelCreateSchema>;

/** `PATCH admin/hotels/properties/{propertyId}`: any of the fields; the rest keep their values. */
export const AdminHotelPatchSchema = z.object(hotelFields).partial().strict().refine(hasChanges, notEmptyPatch);
export type AdminHotelPatch = z.infer<typeof AdminHotelPatchSchema>;

const roomFields = {
  name: requiredText('객실 이름', HOTEL_ROOM_NAME_MAX),
  bedText: requiredText('침대 구성', HOTEL_BED_TEXT_MAX),
  sizeM2: count('객실 크기', '㎡', 1, HOTEL_ROOM_SIZE_MAX),
  maxAdults: count('최대 성인 수', '명', 1, HOTEL_ROOM_ADULTS_MAX),
  /** Adults and children together; at least the adults. */
  maxOccupancy: count('최대 인원', '명', 1, HOTEL_ROOM_ADULTS_MAX * 2),
  units: count('객실 수', '개', 1, HOTEL_ROOM_UNITS_MAX),
  /** Won per room per night before discount. */
  price: z
    .number({ error: '1박 요금을 숫자로 입력해 주세요.' })
    .int('1박 요금은 원 단위 정수입니다.')
    .min(HOTEL_ROOM_PRICE.min, `1박 요금은 ${groupDigits(HOTEL_ROOM_PRICE.min)}원 이상입니다.`)
    .max(HOTEL_ROOM_PRICE.max, `1박 요금은 ${groupDigits(HOTEL_ROOM_PRICE.max)}원 이하입니다.`),
  discountRate: count('할인율', '%', 0, 90),
  breakfastIncluded: z.boolean(),
  freeCancellation: z.boolean(),
  /** The supplier's code of the room type and of its rate (Booking.com's room and rate ids): once per property. */
  roomCode: supplierCode('객실 코드'),
  rateCode: supplierCode('요금 코드'),
};

const occupancyHoldsAdults = (room: { maxAdults?: number; maxOccupancy?: number }) =>
  room.maxAdults === undefined || room.maxOccupancy === undefined || room.maxOccupancy >= room.maxAdults;
const OCCUPANCY_HOLDS_ADULTS = { error: '최대 인원은 최대 성인 수 이상이어야 합니다.', path: ['maxOccupancy'] };

/** `POST admin/hotels/properties/{propertyId}/rooms`: a room type; the occupancy is its adults unless given. */
export const AdminHotelRoomCreateSchema = z
  .object({ name: roomFields.name, bedText: roomFields.bedText, sizeM2: roomFields.sizeM2, maxAdults: roomFields.maxAdults, units: roomFields.units, price: roomFields.price })
  .extend(
    z.object({
      maxOccupancy: roomFields.maxOccupancy,
      discountRate: roomFields.discountRate,
      breakfastIncluded: roomFields.breakfastIncluded,
      freeCancellation: roomFields.freeCancellation,
      roomCode: roomFields.roomCode,
      rateCode: roomFields.rateCode,
    }).partial().shape,
  )
  .strict()
  .refine(occupancyHoldsAdults, OCCUPANCY_HOLDS_ADULTS);
export type AdminHotelRoomCreate = z.infer<typeof AdminHotelRoomCreateSchema>;

/** `PATCH admin/hotels/properties/{propertyId}/rooms/{roomId}`: any of the fields. */
export const AdminHotelRoomPatchSchema = z.object(roomFields).partial().strict().refine(hasChanges, notEmptyPatch).refine(occupancyHoldsAdults, OCCUPANCY_HOLDS_ADULTS);
export type AdminHotelRoomPatch = z.infer<typeof AdminHotelRoomPatchSchema>;

/** `POST admin/hotels/properties/{propertyId}/memos`: an operator's note on the property (never shown to guests). */
export const AdminHotelMemoCreateSchema = z.object({ body: requiredText('메모', HOTEL_MEMO_MAX) }).strict();
export type AdminHotelMemoCreate = z.infer<typeof AdminHotelMemoCreateSchema>;

export const AdminHotelParamsSchema = z.object({ propertyId: int4IdParam('호텔 번호') });
export const AdminHotelRoomParamsSchema = AdminHotelParamsSchema.extend({ roomId: int4IdParam('객실 번호') });
export const AdminHotelPhotoParamsSchema = AdminHotelParamsSchema.extend({ photoId: PhotoIdParamSchema });

export const ADMIN_HOTEL_SORTS = ['recent', 'name'] as const;
export const ADMIN_HOTEL_SORT_LABELS: Record<(typeof ADMIN_HOTEL_SORTS)[number], string> = { recent: '최근 등록순', name: '이름순' };

/** `GET admin/hotels/properties`: by status, city and partner, a search of the names or number; sorted and paged. */
export const AdminHotelListQuerySchema = z.object({
  status: ProductStatusFilterSchema.optional(),
  cityCode: CityCodeSchema.optional(),
  partnerId: int4IdParam('파트너 번호').optional(),
  categoryId: int4IdParam('숙소 유형 번호').optional(),
  q: z.string().trim().max(50, '검색어는 50자 이하로 입력해 주세요.').optional(),
  sort: z.enum(ADMIN_HOTEL_SORTS, { error: '정렬은 recent 또는 name입니다.' }).default('recent'),
  page: pageQueryField(),
});
export type AdminHotelListQuery = z.infer<typeof AdminHotelListQuerySchema>;

const PlaceRefSchema = z.object({ code: z.string(), name: z.string() });
/** Null for a seeded hotel nobody answers for (it cannot be booked until one does). */
const PartnerRefSchema = z.object({ id: z.number().int(), name: z.string(), loginId: z.string() }).nullable();

export const AdminHotelRowSchema = z.object({
  propertyId: z.number().int(),
  propertyUuid: z.string(),
  name: z.string(),
  nameEn: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  starRating: z.number().int(),
  city: PlaceRefSchema,
  category: z.object({ id: z.number().int(), name: z.string() }),
  partner: PartnerRefSchema,
  rooms: z.number().int(),
  /** The lowest room type's nightly price before discount, what the cards show; 0 before it has one. */
  minPrice: z.number().int(),
  createdAt: z.string(),
});
export type AdminHotelRow = z.infer<typeof AdminHotelRowSchema>;
export const AdminHotelPageResponseSchema = dataEnvelope(z.object({ content: z.array(AdminHotelRowSchema), ...pagingFields }));

export const AdminHotelRoomSchema = z.object({
  roomId: z.number().int(),
  name: z.string(),
  bedText: z.string(),
  sizeM2: z.number().int(),
  maxAdults: z.number().int(),
  maxOccupancy: z.number().int(),
  units: z.number().int(),
  price: z.number().int(),
  discountRate: z.number().int(),
  breakfastIncluded: z.boolean(),
  freeCancellation: z.boolean(),
  roomCode: z.string(),
  rateCode: z.string(),
});
export type AdminHotelRoom = z.infer<typeof AdminHotelRoomSchema>;
export const AdminHotelRoomResponseSchema = dataEnvelope(AdminHotelRoomSchema);

export const AdminHotelSchema = AdminHotelRowSchema.omit({ rooms: true }).extend({
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  neighborhood: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Each room type with its room facilities (`admin/facilities?kind=room`), in the catalogue's order. */
  rooms: z.array(AdminHotelRoomSchema.extend({ facilityIds: z.array(z.number().int()) })),
  photos: z.array(ProductPhotoSchema),
  /** Its common facilities (`admin/facilities?kind=property`), in the catalogue's order. */
  facilityIds: z.array(z.number().int()),
});
export type AdminHotel = z.infer<typeof AdminHotelSchema>;
export const AdminHotelResponseSchema = dataEnvelope(AdminHotelSchema);

export const AdminHotelMemoSchema = z.object({ memoId: z.number().int(), body: z.string(), author: z.object({ id: z.number().int(), name: z.string() }), createdAt: z.string() });
export type AdminHotelMemo = z.infer<typeof AdminHotelMemoSchema>;
export const AdminHotelMemosResponseSchema = dataEnvelope(z.array(AdminHotelMemoSchema));

/** A hotel's editable fields as the create and patch bodies name them: the edit form's values, the log's before. */
export const hotelFieldsOf = (hotel: AdminHotel): Required<AdminHotelCreate> => ({
  partnerId: hotel.partner?.id ?? 0,
  cityCode: hotel.city.code,
  name: hotel.name,
  address: hotel.address,
  latitude: hotel.latitude,
  longitude: hotel.longitude,
  nameEn: hotel.nameEn,
  starRating: hotel.starRating,
  neighborhoodId: hotel.neighborhood?.id ?? null,
  categoryId: hotel.category.id,
});

export const AdminHotelCreatedResponseSchema = dataEnvelope(z.object({ propertyId: z.number().int(), propertyUuid: z.string(), status: z.literal('draft') }));
export const AdminHotelRoomCreatedResponseSchema = dataEnvelope(z.object({ roomId: z.number().int() }));
export const AdminHotelMemoCreatedResponseSchema = dataEnvelope(z.object({ memoId: z.number().int() }));

export const ADMIN_HOTEL_MESSAGES = {
  notFound: '호텔을 찾을 수 없습니다.',
  roomNotFound: '객실을 찾을 수 없습니다.',
  publishWithoutRooms: '객실을 하나 이상 등록해야 판매할 수 있습니다.',
  publishWithoutPartner: '예약을 받을 파트너를 정해야 판매할 수 있습니다.',
  neighborhoodOfAnotherCity: '이 도시의 지역을 골라 주세요.',
  roomCodeTaken: (code: string) => `이 호텔에 이미 있는 객실 코드입니다 (${code}).`,
  occupancyBelowAdults: OCCUPANCY_HOLDS_ADULTS.error,
} as const;
