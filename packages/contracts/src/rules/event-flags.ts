/**
 * Whether the event period is on: the stays home shows its event banner link only while it is (spec 1 §2.1).
 * A constant until operators get a switch for it; true so the running event is visible.
 */
export const EVENT_TIME_FLAG: boolean = true;

/**
 * Whether a sale is running: the PC header tags the stays tab with SALE while it is (spec 1 §2.2).
 * A constant until operators get a switch for it, like EVENT_TIME_FLAG.
 */
export const SALE_IN_PROGRESS: boolean = true;
