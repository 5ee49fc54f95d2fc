/**
 * What other modules use of points (the module boundary, eslint structure/module-boundaries): the ledger
 * functions that take the caller's transaction, and the balance reads.
 */
export {
  earnForReview,
  expirePoints,
  insufficientPoints,
  ledgerSum,
  lockMemberWallet,
  pointBalance,
  pointsExpiringSoon,
  reverseForBooking,
  spendOnBooking,
  spentOnBooking,
} from './points-ledger.ts';
