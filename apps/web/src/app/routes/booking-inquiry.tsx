import type { Platform } from '@minda/contracts/paths';
import { InquireButton } from '../../features/chat/components/inquire-button.tsx';
import type { BookingInquiry } from '../../features/reservations/components/reservation-detail.tsx';

/**
 * 문의하기 on a reservation detail: the booking's channel (chat/join with its bookingNumber, so the partner
 * sees which booking it is about). Hotels have no partner chat: they keep the inquiry list link.
 */
export function bookingInquiry(platform: Platform): BookingInquiry {
  return (booking, className) =>
    booking.productType === 'hotel' ? null : (
      <InquireButton
        platform={platform}
        className={className}
        request={{ productCategory: booking.productType === 'tour' ? 'TRIP' : 'MINBAK', productId: Number(booking.productId), bookingNumber: booking.bookNo }}
      />
    );
}
