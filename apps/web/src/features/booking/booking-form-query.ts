import type { Guest, StayPreBookingRequest, StayPreCheckRequest, V2PreBookingRequest, V2PreCheckRequest } from '@minda/contracts/bookings';
import { parseOccupancyParam } from '@minda/contracts/rules/hotel-results';
import type { BookingFormQuery } from '@minda/contracts/paths';

/**
 * The booking form's address read back into the choice it was opened with (webPaths.*.booking.href writes
 * it), and the pre-check and pre-booking requests made from it. Reading is strict: an edited or truncated
 * address gives null and the form says so, rather than booking something the shopper did not pick.
 */

const ID = /^[1-9]\d{0,8}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AGE = /^\d{1,2}$/;
const TOTAL = /^\d{1,10}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const id = (value: string | null | undefined): number | null => (value && ID.test(value) ? Number(value) : null);
const date = (value: string | null | undefined): string | null => (value && DATE.test(value) ? value : null);

function children(value: string | null): number[] | null {
  if (!value) return [];
  const ages = value.split(',');
  return ages.every((age) => AGE.test(age)) ? ages.map(Number) : null;
}

/** Every value of a repeated parameter through `read`, or null as soon as one is unreadable (or there is none). */
function all<T>(values: readonly string[], read: (value: string) => T | null): T[] | null {
  const out: T[] = [];
  for (const value of values) {
    const item = read(value);
    if (item === null) return null;
    out.push(item);
  }
  return out.length > 0 ? out : null;
}

function hotelRoom(value: string): { roomId: number; occupancy: string } | null {
  const [roomId, occupancy = ''] = value.split(/:(.*)/s);
  const room = id(roomId);
  return room !== null && parseOccupancyParam(occupancy) ? { roomId: room, occupancy } : null;
}

function tourOption(value: string): { optionId: number; date: string; count: number } | null {
  const [optionId, day, count, ...rest] = value.split(':');
  const option = id(optionId);
  const on = date(day);
  const people = id(count);
  return option !== null && on !== null && people !== null && rest.length === 0 ? { optionId: option, date: on, count: people } : null;
}

export function readBookingFormQuery(params: URLSearchParams): BookingFormQuery | null {
  const rawTotal = params.get('total');
  const total = rawTotal && TOTAL.test(rawTotal) ? { total: Number(rawTotal) } : {};
  switch (params.get('type')) {
    case 'stay': {
      const goodsNo = id(params.get('goodsno'));
      const roomId = id(params.get('room'));
      const checkInAt = date(params.get('checkInAt'));
      const checkOutAt = date(params.get('checkOutAt'));
      const adults = id(params.get('adults'));
      const ages = children(params.get('children'));
      if (goodsNo === null || roomId === null || checkInAt === null || checkOutAt === null || adults === null || ages === null) return null;
      return { type: 'stay', goodsNo, roomId, checkInAt, checkOutAt, adults, ...(ages.length ? { children: ages } : {}), ...total };
    }
    case 'hotel': {
      const propertyUuid = params.get('uuid') ?? '';
      const checkInAt = date(params.get('checkInAt'));
      const checkOutAt = date(params.get('checkOutAt'));
      const rooms = all(params.getAll('room'), hotelRoom);
      if (!UUID.test(propertyUuid) || checkInAt === null || checkOutAt === null || rooms === null) return null;
      return { type: 'hotel', propertyUuid, checkInAt, checkOutAt, rooms, ...total };
    }
    case 'tour': {
      const itemNo = id(params.get('itemno'));
      const options = all(params.getAll('option'), tourOption);
      if (itemNo === null || options === null) return null;
      return { type: 'tour', itemNo, options, ...total };
    }
    default:
      return null;
  }
}

/** The quote to ask for: v1 for a stay room, v2 with line items for hotel rooms and tour options. */
export type PreCheckCall = { version: 'v1'; body: StayPreCheckRequest } | { version: 'v2'; body: V2PreCheckRequest };
export type PreBookingCall = { version: 'v1'; body: StayPreBookingRequest } | { version: 'v2'; body: V2PreBookingRequest };

export function preCheckCallOf(q: BookingFormQuery): PreCheckCall {
  switch (q.type) {
    case 'stay':
      return { version: 'v1', body: { goodsNo: q.goodsNo, roomId: q.roomId, checkInAt: q.checkInAt, checkOutAt: q.checkOutAt, adults: q.adults, children: [...(q.children ?? [])] } };
    case 'hotel':
      return {
        version: 'v2',
        body: {
          productType: 'hotel',
          propertyUuid: q.propertyUuid,
          checkInAt: q.checkInAt,
          checkOutAt: q.checkOutAt,
          items: q.rooms.map((room) => {
            // The address was read with the same parser, so the party is there.
            const party = parseOccupancyParam(room.occupancy) ?? { adult: 0, children: [] };
            return { roomId: room.roomId, adults: party.adult, children: party.children };
          }),
        },
      };
    case 'tour':
      return { version: 'v2', body: { productType: 'tour', itemNo: q.itemNo, items: q.options.map((o) => ({ optionId: o.optionId, date: o.date, count: o.count })) } };
  }
}

/** What the shopper fills in: the guest, and for stays the arrival time and a message to the host. */
export type BookingDetails = {
  guest: Guest;
  arrivalTime: string | null;
  requestToHost: string | null;
  /** The chosen member coupon and points (decision 028); the server prices both again. */
  memberCouponId?: number | null;
  points?: number;
};

/** The pre-booking is the quote's request plus the details; it never carries an amount (the server prices it). */
export function preBookingCallOf(q: BookingFormQuery, details: BookingDetails): PreBookingCall {
  const call = preCheckCallOf(q);
  const extra = {
    guest: details.guest,
    arrivalTime: details.arrivalTime,
    requestToHost: details.requestToHost,
    ...(details.memberCouponId ? { memberCouponId: details.memberCouponId } : {}),
    ...(details.points ? { points: details.points } : {}),
  };
  return call.version === 'v1' ? { version: 'v1', body: { ...call.body, ...extra } } : { version: 'v2', body: { ...call.body, ...extra } };
}

/** The result page's ?bookno=&orderId= (the payment window's return); an unreadable value is null. */
export function readBookingResultQuery(params: URLSearchParams): { bookNo: number | null; orderId: string | null } {
  const orderId = params.get('orderId');
  return { bookNo: id(params.get('bookno')), orderId: orderId && orderId.length <= 64 ? orderId : null };
}
