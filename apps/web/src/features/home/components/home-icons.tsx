import type { ReactNode } from 'react';

/** Icons of the home tiles and community links, drawn inline (24 px grid, stroked in currentColor). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const StayTileIcon = () => (
  <Icon>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9v11h14V9" />
    <path d="M10 20v-5h4v5" />
  </Icon>
);

export const SaleTileIcon = () => (
  <Icon>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V4a1 1 0 0 1 1-1h9l7.6 7.6a2 2 0 0 1 0 2.8Z" />
    <circle cx="8" cy="8" r="1.6" />
    <path d="m10.5 15.5 4-4" />
  </Icon>
);

export const TourTileIcon = () => (
  <Icon>
    <path d="M4 6h16a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4V7a1 1 0 0 1 1-1Z" />
    <path d="M15 6v12" strokeDasharray="2 2" />
  </Icon>
);

export const HotelTileIcon = () => (
  <Icon>
    <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16" />
    <path d="M15 10h4a1 1 0 0 1 1 1v10M2.5 21h19" />
    <path d="M8 8h3M8 12h3M8 16h3M17.5 14v.5M17.5 17.5v.5" />
  </Icon>
);

export const StayPlusTileIcon = () => (
  <Icon>
    <path d="M3 7v12M21 19v-5a3 3 0 0 0-3-3h-7v3M3 15h18" />
    <circle cx="7" cy="12" r="1.6" />
    <path d="M17.5 3v4M15.5 5h4" />
  </Icon>
);

export const EventTileIcon = () => (
  <Icon>
    <path d="M4 11h16v9a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1Z" />
    <path d="M3 7h18v4H3Z" />
    <path d="M12 7v14" />
    <path d="M12 7C10.5 4 7 4 7 5.8S9.8 7 12 7c2.2 0 5 1 5-1.2S13.5 4 12 7Z" />
  </Icon>
);

export const OffSeasonTileIcon = () => (
  <Icon>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
    <path d="m9.5 17.5 5-5" />
    <circle cx="10" cy="13" r=".6" fill="currentColor" />
    <circle cx="14" cy="17" r=".6" fill="currentColor" />
  </Icon>
);

export const AirportTileIcon = () => (
  <Icon>
    <path d="M2.5 15.5 10 12.5V6a2 2 0 0 1 4 0v6.5l7.5 3v2l-7.5-2v3.5l2 1.5v1.5L12 21l-4 1v-1.5l2-1.5v-3.5l-7.5 2Z" />
  </Icon>
);

export const SimTileIcon = () => (
  <Icon>
    <path d="M7 3h7l4 4v13a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z" />
    <rect x="9" y="11" width="6" height="6" rx="1" />
    <path d="M12 11v6M9 14h6" />
  </Icon>
);

export const OnlyTileIcon = () => (
  <Icon>
    <path d="M3 8.5 7.5 12 12 5l4.5 7L21 8.5 19 19H5Z" />
    <path d="M5 19h14" />
  </Icon>
);

export const CompanionIcon = () => (
  <Icon>
    <circle cx="8.5" cy="8" r="3" />
    <circle cx="16.5" cy="9" r="2.5" />
    <path d="M3 19c.5-3.2 2.7-5 5.5-5s5 1.8 5.5 5" />
    <path d="M15 14.2c2.6-.4 5 1 5.8 4.3" />
  </Icon>
);

export const TransferIcon = () => (
  <Icon>
    <path d="M4 8h13l-3-3" />
    <path d="M20 16H7l3 3" />
  </Icon>
);

export const JobIcon = () => (
  <Icon>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2" />
    <path d="M3 12.5h18" />
  </Icon>
);

export const LogoMark = () => (
  <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <rect width="32" height="32" rx="9" fill="#1f6feb" />
    <path d="M8 15.5 16 9l8 6.5V24H8Z" fill="#fff" />
    <path d="M14 24v-5h4v5" fill="#1f6feb" />
  </svg>
);
