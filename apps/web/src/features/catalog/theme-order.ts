import { THEME_LISTS_BEFORE_RECENT } from '@minda/contracts/rules/limits';

/** The theme lists above the recently viewed block and the ones below it (spec 1 §2.1: two, then the rest). */
export function splitAroundRecent<T>(lists: readonly T[], before: number = THEME_LISTS_BEFORE_RECENT): { before: T[]; after: T[] } {
  return { before: lists.slice(0, before), after: lists.slice(before) };
}
