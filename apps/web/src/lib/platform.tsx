import { createContext, useContext, type ReactNode } from 'react';
import type { Platform } from '@minda/contracts/paths';

const MOBILE_PREFIX = '/m/';

/** Mobile screens live under /m/; every other screen is a PC screen. */
export function platformOfPath(pathname: string): Platform {
  return pathname.startsWith(MOBILE_PREFIX) ? 'mobile' : 'pc';
}

const PlatformContext = createContext<Platform>('mobile');

/**
 * Which layout a shared component is drawn in. The root layout provides it from the path, so a card or a
 * city tile links to the page of its own platform and lays itself out for it (a rail on mobile, a grid on PC).
 */
export function PlatformProvider({ value, children }: { value: Platform; children: ReactNode }) {
  return <PlatformContext value={value}>{children}</PlatformContext>;
}

export function usePlatform(): Platform {
  return useContext(PlatformContext);
}
