import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { int4Id, int4IdParam } from './numbers.ts';

/**
 * The facilities catalogue (issue 57, spec 2 §7.10 "Common facilities, room facilities, … and ordering"): the
 * operator's one list of what a property (공용 시설) or a room (객실 시설) may have, in the order the public pages
 * show them. A product picks from it; a facility is deactivated, never deleted, so products keep what they had.
 */

export const FACILITY_KINDS = ['property', 'room'] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number];
export const FACILITY_KIND_LABELS: Record<FacilityKind, string> = { property: '공용 시설', room: '객실 시설' };

/** A product or a room has at most this many facilities (a page's list, not an inventory). */
export const PRODUCT_FACILITIES_MAX = 60;

export const FacilityKindSchema = z.enum(FACILITY_KINDS, { error: '시설 종류는 property 또는 room입니다.' });

export const AdminFacilitySchema = z.object({ id: z.number().int(), kind: z.enum(FACILITY_KINDS), nameKo: z.string(), nameEn: z.string(), sort: z.number().int(), active: z.boolean() });
export type AdminFacility = z.infer<typeof AdminFacilitySchema>;
export const AdminFacilitiesResponseSchema = dataEnvelope(z.array(AdminFacilitySchema));
export const AdminFacilityResponseSchema = dataEnvelope(AdminFacilitySchema);

/** `GET admin/facilities?kind=`: one kind, or both (property first), each in its order. */
export const AdminFacilitiesQuerySchema = z.object({ kind: FacilityKindSchema.optional() });

const facilityName = (label: string) => z.string({ error: `${label}을 입력해 주세요.` }).trim().min(1, `${label}을 입력해 주세요.`).max(40, `${label}은 40자 이하로 입력해 주세요.`);

export const AdminFacilityCreateSchema = z.object({ kind: FacilityKindSchema, nameKo: facilityName('시설 이름'), nameEn: facilityName('영문 이름') }).strict();
export type AdminFacilityCreate = z.infer<typeof AdminFacilityCreateSchema>;
export const AdminFacilityPatchSchema = z
  .object({ nameKo: facilityName('시설 이름').optional(), nameEn: facilityName('영문 이름').optional(), active: z.boolean({ error: '사용 여부는 true 또는 false입니다.' }).optional() })
  .strict();
export type AdminFacilityPatch = z.infer<typeof AdminFacilityPatchSchema>;
export const AdminFacilityParamsSchema = z.object({ id: int4IdParam('시설 번호') });

/** `PUT admin/facilities/order`: every facility of the kind once, in its new order. */
export const AdminFacilityOrderSchema = z
  .object({ kind: FacilityKindSchema, ids: z.array(int4Id('시설 번호'), { error: '시설 순서를 보내 주세요.' }).min(1, '시설 순서를 보내 주세요.').max(500) })
  .strict();
export type AdminFacilityOrder = z.infer<typeof AdminFacilityOrderSchema>;

/** `PUT …/facilities`: the product's (or the room's) facilities, all of them; an empty list clears them. */
export const ProductFacilitiesSchema = z
  .object({ facilityIds: z.array(int4Id('시설 번호'), { error: '시설 목록을 보내 주세요.' }).max(PRODUCT_FACILITIES_MAX, `시설은 ${PRODUCT_FACILITIES_MAX}개까지 고를 수 있습니다.`) })
  .strict();
export type ProductFacilities = z.infer<typeof ProductFacilitiesSchema>;
export const ProductFacilitiesResponseSchema = dataEnvelope(z.object({ facilityIds: z.array(z.number().int()) }));

export const FACILITY_MESSAGES = {
  notFound: '시설을 찾을 수 없습니다.',
  nameTaken: (kind: FacilityKind, name: string) => `${FACILITY_KIND_LABELS[kind]}에 '${name}'이(가) 이미 있습니다.`,
  orderMismatch: (kind: FacilityKind) => `${FACILITY_KIND_LABELS[kind]} 순서에는 모든 ${FACILITY_KIND_LABELS[kind]}이 한 번씩 있어야 합니다. 화면을 새로 고친 뒤 다시 시도해 주세요.`,
  notChoosable: (kind: FacilityKind) => `사용 중인 ${FACILITY_KIND_LABELS[kind]}만 고를 수 있습니다. 화면을 새로 고친 뒤 다시 골라 주세요.`,
  roomNotFound: '객실을 찾을 수 없습니다.',
} as const;
