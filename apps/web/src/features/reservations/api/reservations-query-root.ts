/** Root of every cached query of the member's bookings (lists, details, the badge count): a cancel refreshes them all. */
export const reservationsQueryRoot = ['reservations'] as const;
