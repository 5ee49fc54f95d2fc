/** What other modules use of coupons and invites (the module boundary). */
export { COUPON_MESSAGES, grantCoupon, hotelCoupons, issueCoupon, listOffers, memberCouponList, quoteCoupon, redeemCoupon, releaseCouponOfBooking } from './coupon-wallet.ts';
export { inviteOf, recordInvitation, rewardInviter } from './invites.ts';
