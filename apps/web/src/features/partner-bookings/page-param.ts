import type { ProductType } from '@minda/contracts/rules/bookings';
import { partnerBookingStep } from '@minda/contracts/rules/partner-bookings';
import type { PartnerBookingsParams } from './api/get-partner-bookings.ts';

/** The one-based page of a list address (`page=`); anything that is not a page number is the first page. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The list a screen's address names: the step (`astep`) and the page of the product line. */
export function partnerBookingsParamsOf(productType: ProductType, params: URLSearchParams): PartnerBookingsParams {
  return { productType, step: partnerBookingStep(params.get('astep'), productType), page: pageOf(params) };
}
