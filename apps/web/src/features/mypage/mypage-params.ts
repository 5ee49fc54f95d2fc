import { GUIDEBOOK_TYPES, type GuidebookType } from '@minda/contracts/rules/mypage';

/*
 * What the member's pages read from their address, for their route loaders and their components alike.
 */

/** The guidebook tab of the address (`tab`): stays unless it names another line. */
export const guidebookTabOf = (value: string | null): GuidebookType => (GUIDEBOOK_TYPES as readonly string[]).includes(value ?? '') ? (value as GuidebookType) : 'stay';

export type InquiryDeskMode = 'write' | 'list';

/** What the 1:1 inquiry address shows: the form (`mode=write`, the default) or the page (`page`, one-based) of the member's inquiries. */
export function inquiryDeskViewOf(params: URLSearchParams): { mode: InquiryDeskMode; page: number } {
  return { mode: params.get('mode') === 'list' ? 'list' : 'write', page: Math.max(1, Number(params.get('page')) || 1) };
}
