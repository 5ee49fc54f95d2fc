import { webPaths, type Platform } from '@minda/contracts/paths';

/** The four places the inquiry screens live (spec 2 §2.1), each a list and a room. */
export type ChatArea = 'member' | 'partner' | 'partnerTour' | 'partnerApp';
export type ChatScreenPaths = { list: (message?: string) => string; room: (channelId: string) => string };

export function chatScreenPaths(area: ChatArea, platform: Platform): ChatScreenPaths {
  switch (area) {
    case 'member':
      return platform === 'pc'
        ? { list: webPaths.pc.inquiries.href, room: webPaths.pc.inquiry.href }
        : { list: webPaths.mobile.inquiries.href, room: webPaths.mobile.inquiry.href };
    case 'partner':
      return { list: webPaths.pc.partnerInquiries.href, room: webPaths.pc.partnerInquiry.href };
    case 'partnerTour':
      return { list: webPaths.pc.partnerTourInquiries.href, room: webPaths.pc.partnerTourInquiry.href };
    case 'partnerApp':
      return { list: webPaths.mobile.partnerInquiries.href, room: webPaths.mobile.partnerInquiry.href };
  }
}
