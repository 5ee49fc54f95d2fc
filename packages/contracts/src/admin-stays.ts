import { z } from 'zod';
import { coordinate, PhotoIdParamSchema, PRODUCT_STATUSES, ProductPhotoSchema, ProductStatusFilterSchema, requiredText } from './admin-publishing.ts';
import { dataEnvelope, pageQueryField, pagingFields } from './envelope.ts';
import { CityCodeSchema } from './geography.ts';
import { int4Id, int4IdParam } from './numbers.ts';
import { groupDigits } from './rules/number-format.ts';

/**
 * The operator's stays (issue 57 "Stays (goods)", spec 2 §7.10 "goods"): a guesthouse is created as a draft,
 * edited, given rooms and dormitory beds, published and suspended. What the public reads follows at once.
 */

export {
  PRODUCT_STATUSES as STAY_STATUSES,
  PRODUCT_STATUS_LABELS as STAY_STATUS_LABELS,
  STATUS_REASON_MAX as STAY_REASON_MAX,
  ProductStatusChangeSchema as AdminStayStatusSchema,
  PRODUCT_PHOTOS_MAX as STAY_PHOTOS_MAX,
  PHOTO_ALT_MAX,
  ProductPhotoSchema as AdminStayPhotoSchema,
  ProductPhotoFieldsSchema as AdminStayPhotoFieldsSchema,
  ProductPhotoPatchSchema as AdminStayPhotoPatchSchema,
  ProductPhotoOrderSchema as AdminStayPhotoOrderSchema,
  ProductPhotosResponseSchema as AdminStayPhotosResponseSchema,
} from './admin-publishing.ts';
export type { ProductStatus as StayStatus, ProductStatusChange as AdminStayStatusChange, ProductPhoto as AdminStayPhoto } from './admin-publishing.ts';

export const STAY_NAME_MAX = 60;
export const STAY_ADDRESS_MAX = 200;
export const STAY_DESCRIPTION_MAX = 4000;
export const STAY_LOCATIONS_MAX = 5;
export const STAY_LOCATION_MAX = 40;
export const ROOM_NAME_MAX = 40;
export const ROOM_UNITS_MAX = 200;
export const ROOM_GUESTS_MAX = 20;
/** Won per night: at least a thousand, at most ten million. */
export const ROOM_PRICE = { min: 1_000, max: 10_000_000 } as const;

const text = requiredText;
const timeOfDay = (label: string) => z.string({ error: `${label}을 입력해 주세요.` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}은 00:00 형식으로 입력해 주세요.`);

/** Nearest stations and landmarks as the card shows them ("몽파르나스역 도보 3분"), a line each. */
export const StayLocationsSchema = z
  .array(z.string().trim().min(1, '빈 위치 안내는 뺄 수 있습니다.').max(STAY_LOCATION_MAX, `위치 안내는 한 줄에 ${STAY_LOCATION_MAX}자 이하입니다.`))
  .max(STAY_LOCATIONS_MAX, `위치 안내는 ${STAY_LOCATIONS_MAX}줄까지입니다.`);

/** What an operator fills in about a guesthouse; `POST` needs the first six, the rest have defaults. */
const stayFields = {
  partnerId: int4Id('파트너 번호', { missing: '파트너를 골라 주세요.' }),
  cityCode: CityCodeSchema,
  name: text('민박 이름', STAY_NAME_MAX),
  address: text('주소', STAY_ADDRESS_MAX),
  latitude: coordinate('위도', 90),
  longitude: coordinate('경도', 180),
  nameEn: z.string().trim().max(STAY_NAME_MAX, `영문 이름은 ${STAY_NAME_MAX}자 이하로 입력해 주세요.`),
  description: z.string().trim().max(STAY_DESCRIPTION_MAX, `소개는 ${STAY_DESCRIPTION_MAX}자 이하로 입력해 주세요.`),
  locations: StayLocationsSchema,
  checkInTime: timeOfDay('체크인 시간'),
  checkOutTime: timeOfDay('체크아웃 시간'),
  hasBreakfast: z.boolean(),
  breakfastInfo: z.string().trim().max(200, '조식 안내는 200자 이하로 입력해 주세요.'),
  /** Instant booking (confirmed on payment) or a request the host accepts. */
  instantBooking: z.boolean(),
  useInquireChat: z.boolean(),
};

/** `POST admin/stays/goods`: a new guesthouse, saved as a draft nobody but the back office sees. */
export const AdminStayCreateSchema = z
  .object({
    partnerId: stayFields.partnerId,
    cityCode: stayFields.cityCode,
    name: stayFields.name,
    address: stayFields.address,
    latitude: stayFields.latitude,
    longitude: stayFields.longitude,
  })
  .extend(
    z.object({
      nameEn: stayFields.nameEn,
      description: stayFields.description,
      locations: stayFields.locations,
      checkInTime: stayFields.checkInTime,
      checkOutTime: stayFields.checkOutTime,
      hasBreakfast: stayFields.hasBreakfast,
      breakfastInfo: stayFields.breakfastInfo,
      instantBooking: stayFields.instantBooking,
      useInquireChat: stayFields.useInquireChat,
    }).partial().shape,
  )
  .strict();
export type AdminStayCreate = z.infer<typeof AdminStayCreateSchema>;

/** `PATCH admin/stays/goods/{goodsNo}`: any of the fields; the rest keep their values. */
export const AdminStayPatchSchema = z
  .object(stayFields)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { error: '바꿀 항목이 없습니다.' });
export type AdminStayPatch = z.infer<typeof AdminStayPatchSchema>;

export const ROOM_UNIT_TYPES = ['room', 'bed'] as const;
export type RoomUnitType = (typeof ROOM_UNIT_TYPES)[number];
export const ROOM_UNIT_TYPE_LABELS: Record<RoomUnitType, string> = { room: '개인실', bed: '도미토리 침대' };
export const DORMITORY_GENDERS = ['mixed', 'female', 'male'] as const;
export const DORMITORY_GENDER_LABELS: Record<(typeof DORMITORY_GENDERS)[number], string> = { mixed: '혼성', female: '여성 전용', male: '남성 전용' };

const roomFields = {
  name: text('객실 이름', ROOM_NAME_MAX),
  unitType: z.enum(ROOM_UNIT_TYPES, { error: '객실 종류는 room(개인실) 또는 bed(도미토리 침대)입니다.' }),
  /** Rooms of this type, or beds of this dormitory. */
  units: z.number({ error: '객실 수를 숫자로 입력해 주세요.' }).int('객실 수는 정수입니다.').min(1, '객실 수는 1 이상입니다.').max(ROOM_UNITS_MAX, `객실 수는 ${ROOM_UNITS_MAX} 이하입니다.`),
  /** Guests per room; a dormitory bed sleeps one. */
  maxGuests: z.number({ error: '최대 인원을 숫자로 입력해 주세요.' }).int('최대 인원은 정수입니다.').min(1, '최대 인원은 1명 이상입니다.').max(ROOM_GUESTS_MAX, `최대 인원은 ${ROOM_GUESTS_MAX}명 이하입니다.`),
  /** Won per night per room (or per bed). */
  price: z
    .number({ error: '1박 요금을 숫자로 입력해 주세요.' })
    .int('1박 요금은 원 단위 정수입니다.')
    .min(ROOM_PRICE.min, `1박 요금은 ${groupDigits(ROOM_PRICE.min)}원 이상입니다.`)
    .max(ROOM_PRICE.max, `1박 요금은 ${groupDigits(ROOM_PRICE.max)}원 이하입니다.`),
  gender: z.enum(DORMITORY_GENDERS, { error: '도미토리 구분은 mixed, female, male 중 하나입니다.' }),
  hasPrivateBathroom: z.boolean(),
};

const bedSleepsOne = (room: { unitType?: RoomUnitType; maxGuests?: number }) => room.unitType !== 'bed' || room.maxGuests === undefined || room.maxGuests === 1;
const BED_SLEEPS_ONE = { error: '도미토리 침대 하나의 최대 인원은 1명입니다.', path: ['maxGuests'] };

/** `POST admin/stays/goods/{goodsNo}/rooms`: a room type or a dormitory. */
export const AdminRoomCreateSchema = z
  .object({ name: roomFields.name, unitType: roomFields.unitType, units: roomFields.units, maxGuests: roomFields.maxGuests, price: roomFields.price })
  .extend(z.object({ gender: roomFields.gender, hasPrivateBathroom: roomFields.hasPrivateBathroom }).partial().shape)
  .strict()
  .refine(bedSleepsOne, BED_SLEEPS_ONE);
export type AdminRoomCreate = z.infer<typeof AdminRoomCreateSchema>;

/** `PATCH admin/stays/goods/{goodsNo}/rooms/{roomId}`. */
export const AdminRoomPatchSchema = z
  .object(roomFields)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { error: '바꿀 항목이 없습니다.' })
  .refine(bedSleepsOne, BED_SLEEPS_ONE);
export type AdminRoomPatch = z.infer<typeof AdminRoomPatchSchema>;

export const AdminStayParamsSchema = z.object({ goodsNo: int4IdParam('민박 번호') });
export const AdminRoomParamsSchema = AdminStayParamsSchema.extend({ roomId: int4IdParam('객실 번호') });

export const ADMIN_STAY_SORTS = ['recent', 'name'] as const;
export type AdminStaySort = (typeof ADMIN_STAY_SORTS)[number];
export const ADMIN_STAY_SORT_LABELS: Record<AdminStaySort, string> = { recent: '최근 등록순', name: '이름순' };

/** `GET admin/stays/goods`: by status, city and partner, a search of the name or number; sorted and paged. */
export const AdminStayListQuerySchema = z.object({
  status: ProductStatusFilterSchema.optional(),
  cityCode: CityCodeSchema.optional(),
  partnerId: int4IdParam('파트너 번호').optional(),
  q: z.string().trim().max(50, '검색어는 50자 이하로 입력해 주세요.').optional(),
  sort: z.enum(ADMIN_STAY_SORTS, { error: '정렬은 recent 또는 name입니다.' }).default('recent'),
  page: pageQueryField(),
});
export type AdminStayListQuery = z.infer<typeof AdminStayListQuerySchema>;

const PlaceRefSchema = z.object({ code: z.string(), name: z.string() });
const PartnerRefSchema = z.object({ id: z.number().int(), name: z.string(), loginId: z.string() });

export const AdminStayRowSchema = z.object({
  goodsNo: z.number().int(),
  name: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  city: PlaceRefSchema,
  partner: PartnerRefSchema,
  rooms: z.number().int(),
  /** Lowest nightly price over its rooms; 0 before it has one. */
  minPrice: z.number().int(),
  createdAt: z.string(),
});
export type AdminStayRow = z.infer<typeof AdminStayRowSchema>;
export const AdminStayPageResponseSchema = dataEnvelope(z.object({ content: z.array(AdminStayRowSchema), ...pagingFields }));

export const AdminRoomSchema = z.object({
  roomId: z.number().int(),
  name: z.string(),
  unitType: z.enum(ROOM_UNIT_TYPES),
  units: z.number().int(),
  maxGuests: z.number().int(),
  price: z.number().int(),
  gender: z.enum(DORMITORY_GENDERS),
  hasPrivateBathroom: z.boolean(),
});
export type AdminRoom = z.infer<typeof AdminRoomSchema>;
export const AdminRoomResponseSchema = dataEnvelope(AdminRoomSchema);

export const AdminStayPhotoParamsSchema = z.object({ goodsNo: int4IdParam('민박 번호'), photoId: PhotoIdParamSchema });

export const AdminStaySchema = AdminStayRowSchema.omit({ rooms: true }).extend({
  nameEn: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  description: z.string(),
  locations: z.array(z.string()),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  hasBreakfast: z.boolean(),
  breakfastInfo: z.string(),
  instantBooking: z.boolean(),
  useInquireChat: z.boolean(),
  /** Each room with its room facilities (`admin/facilities?kind=room`), in the catalogue's order. */
  rooms: z.array(AdminRoomSchema.extend({ facilityIds: z.array(z.number().int()) })),
  photos: z.array(ProductPhotoSchema),
  /** Its common facilities (`admin/facilities?kind=property`), in the catalogue's order. */
  facilityIds: z.array(z.number().int()),
});
export type AdminStay = z.infer<typeof AdminStaySchema>;
export const AdminStayResponseSchema = dataEnvelope(AdminStaySchema);

/** The spec's answers: a new draft's number, a new room's id. */
export const AdminStayCreatedResponseSchema = dataEnvelope(z.object({ goodsNo: z.number().int(), status: z.literal('draft') }));
export const AdminRoomCreatedResponseSchema = dataEnvelope(z.object({ roomId: z.number().int() }));

export const ADMIN_STAY_MESSAGES = {
  notFound: '민박을 찾을 수 없습니다.',
  roomNotFound: '객실을 찾을 수 없습니다.',
  cityNotFound: '도시를 찾을 수 없습니다. 도시 코드를 다시 확인해 주세요.',
  publishWithoutRooms: '객실을 하나 이상 등록해야 판매할 수 있습니다.',
} as const;

/** `GET admin/partners` `{ type?, q? }`: partner accounts to pick as a product's owner. */
export const PARTNER_TYPES = ['stay', 'tour', 'hotel'] as const;
export const AdminPartnerListQuerySchema = z.object({
  type: z.enum(PARTNER_TYPES, { error: '파트너 종류는 stay, tour, hotel 중 하나입니다.' }).optional(),
  /** In business (the default: those a product may be given to) or taken out of it. */
  status: z.enum(['active', 'suspended'], { error: '상태는 active 또는 suspended입니다.' }).default('active'),
  q: z.string().trim().max(50, '검색어는 50자 이하로 입력해 주세요.').optional(),
});
export type AdminPartnerListQuery = z.input<typeof AdminPartnerListQuerySchema>;
export const AdminPartnerSchema = z.object({
  partnerId: z.number().int(),
  name: z.string(),
  /** The line of the products it has; null for a partner with none yet. */
  type: z.enum(PARTNER_TYPES).nullable(),
  /** The id the partner signs in to the manager screens with. */
  loginId: z.string(),
  /** 상호, empty before the business details are filled in. */
  businessName: z.string(),
  status: z.enum(['active', 'suspended']),
});
export type AdminPartner = z.infer<typeof AdminPartnerSchema>;
export const AdminPartnersResponseSchema = dataEnvelope(z.array(AdminPartnerSchema));
