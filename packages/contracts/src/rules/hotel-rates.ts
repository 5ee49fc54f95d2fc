/**
 * How a hotel room is priced for a party (domain.md: "priced per room per night for an occupancy"). The spec
 * leaves the numbers open; these are ours, documented in docs/api-notes.md ("Hotel search and rates").
 *
 * A room type's nightly rate covers two adults. Each further adult, and each child of 12-17, adds the
 * extra-adult surcharge; each child of 2-11 adds the child surcharge; children under 2 stay free. Surcharges
 * are a share of the night's discounted rate, so they scale with the room and the season.
 */

/** Adults the base rate includes. */
export const HOTEL_RATE_BASE_ADULTS = 2;
/** Surcharge per further adult (and per child aged HOTEL_CHILD_RATE_MAX_AGE + 1 to 17), in percent of the night's rate. */
export const HOTEL_EXTRA_ADULT_PERCENT = 30;
/** Surcharge per child aged HOTEL_INFANT_MAX_AGE + 1 to HOTEL_CHILD_RATE_MAX_AGE, in percent of the night's rate. */
export const HOTEL_CHILD_PERCENT = 15;
/** Children up to this age (0 and 1) stay free. */
export const HOTEL_INFANT_MAX_AGE = 1;
/** Children up to this age pay the child surcharge; older children pay as adults. */
export const HOTEL_CHILD_RATE_MAX_AGE = 11;
/** Prices are rounded to whole hundreds of won, per room and night. */
export const HOTEL_PRICE_ROUNDING_WON = 100;
/** A point-of-interest search keeps hotels within this distance of the point. */
export const HOTEL_POI_RADIUS_KM = 3;
/** Nearby points of interest a hotel page lists. */
export const HOTEL_NEARBY_POIS_SHOWN = 5;
/** One room of a party: adults and the children's ages. */
export type HotelRoomParty = { adult: number; children: number[] };

/** What a room type sells: its nightly base rate (for two adults) and a discount in percent. */
export type HotelRate = { basePrice: number; discountRate: number };

/** What a room type takes: adults at most maxAdults, adults and children together at most maxOccupancy. */
export type HotelRoomCapacity = { maxAdults: number; maxOccupancy: number };

const roundWon = (amount: number) => Math.round(amount / HOTEL_PRICE_ROUNDING_WON) * HOTEL_PRICE_ROUNDING_WON;

/** The surcharge of a party, in percent of the night's rate (0 for two adults). */
export function partySurchargePercent(party: HotelRoomParty): number {
  const extraAdults = Math.max(0, party.adult - HOTEL_RATE_BASE_ADULTS);
  const children = party.children.reduce((sum, age) => {
    if (age <= HOTEL_INFANT_MAX_AGE) return sum;
    return sum + (age <= HOTEL_CHILD_RATE_MAX_AGE ? HOTEL_CHILD_PERCENT : HOTEL_EXTRA_ADULT_PERCENT);
  }, 0);
  return extraAdults * HOTEL_EXTRA_ADULT_PERCENT + children;
}

/** One room for one night for a party: the price paid and the price before the room's discount. */
export function roomNightPrice(rate: HotelRate, party: HotelRoomParty): { price: number; priceBeforeDiscount: number } {
  const percent = partySurchargePercent(party);
  const withParty = (nightly: number) => nightly + roundWon((nightly * percent) / 100);
  const discounted = roundWon((rate.basePrice * (100 - rate.discountRate)) / 100);
  return { price: withParty(discounted), priceBeforeDiscount: withParty(rate.basePrice) };
}

/** A room type fits a room of the search when it takes its adults and its whole party. */
export function roomFits(capacity: HotelRoomCapacity, party: HotelRoomParty): boolean {
  return party.adult <= capacity.maxAdults && party.adult + party.children.length <= capacity.maxOccupancy;
}
