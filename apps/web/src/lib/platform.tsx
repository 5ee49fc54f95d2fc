import { createContext, useContext, type ReactNode } from 'react';
import type { Platform } from '@minda/contracts/paths';

/** The shopper's mobile web, and the partner app (a phone layout: 3 s toasts, login by redirect). */
const MOBILE_PREFIXES = ['/m/', '/manager_app/'];

/** Mobile screens live under /m/ and /manager_app/; every other screen is a PC screen. */
export function platformOfPath(pathname: string): Platform {
  return MOBILE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? 'mobile' : 'pc';
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
