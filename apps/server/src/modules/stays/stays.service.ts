/** What other modules may use of stays (the module's only door; lint enforces it). */
export { stayRecentlyViewed } from './stay-lists.service.ts';
