import { matchPath } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import type { OperatorPermission } from '@minda/contracts/rules/operator-roles';

/**
 * The back office's screens and the permission each needs (the server checks the same on every call): the menu
 * lists those of them that have a label and the operator may open, and a screen the role may not open says so.
 */
export const OPERATOR_SCREENS: readonly { path: string; permission: OperatorPermission | null; menu?: { label: string; href: string } }[] = [
  { path: webPaths.admin.bookings.path, permission: 'bookings.read', menu: { label: '예약 관리', href: webPaths.admin.bookings.href() } },
  { path: webPaths.admin.booking.path, permission: 'bookings.read' },
  { path: webPaths.admin.refunds.path, permission: 'refunds.manage', menu: { label: '환불 관리', href: webPaths.admin.refunds.href() } },
  { path: webPaths.admin.inquiries.path, permission: 'inquiries.answer', menu: { label: '1:1 문의', href: webPaths.admin.inquiries.href() } },
  { path: webPaths.admin.stays.path, permission: 'catalogue.write', menu: { label: '민박 관리', href: webPaths.admin.stays.href() } },
  { path: webPaths.admin.stayNew.path, permission: 'catalogue.write' },
  { path: webPaths.admin.stay.path, permission: 'catalogue.write' },
  { path: webPaths.admin.tours.path, permission: 'catalogue.write', menu: { label: '투어·티켓 관리', href: webPaths.admin.tours.href() } },
  { path: webPaths.admin.tourNew.path, permission: 'catalogue.write' },
  { path: webPaths.admin.tour.path, permission: 'catalogue.write' },
  { path: webPaths.admin.hotels.path, permission: 'catalogue.write', menu: { label: '호텔 관리', href: webPaths.admin.hotels.href() } },
  { path: webPaths.admin.hotelNew.path, permission: 'catalogue.write' },
  { path: webPaths.admin.hotel.path, permission: 'catalogue.write' },
  { path: webPaths.admin.partners.path, permission: 'catalogue.write', menu: { label: '파트너 관리', href: webPaths.admin.partners.href() } },
  { path: webPaths.admin.partner.path, permission: 'catalogue.write' },
  { path: webPaths.admin.cities.path, permission: 'catalogue.write', menu: { label: '도시 관리', href: webPaths.admin.cities.href() } },
  { path: webPaths.admin.city.path, permission: 'catalogue.write' },
  // Reached from 도시 관리 (국가와 지방 관리).
  { path: webPaths.admin.countries.path, permission: 'catalogue.write' },
  { path: webPaths.admin.facilities.path, permission: 'catalogue.write', menu: { label: '시설 관리', href: webPaths.admin.facilities.href() } },
  { path: webPaths.admin.categories.path, permission: 'catalogue.write', menu: { label: '숙소 유형 관리', href: webPaths.admin.categories.href() } },
  { path: webPaths.admin.operators.path, permission: 'operators.manage', menu: { label: '운영자 관리', href: webPaths.admin.operators.href() } },
  { path: webPaths.admin.audit.path, permission: 'audit.read', menu: { label: '변경 이력', href: webPaths.admin.audit.href() } },
  // Every operator's own account (null: no permission needed).
  { path: webPaths.admin.account.path, permission: null, menu: { label: '내 계정', href: webPaths.admin.account.href() } },
];

/** The menu entries these permissions open, in the menu's order. */
export const operatorMenu = (permissions: readonly OperatorPermission[]) =>
  OPERATOR_SCREENS.flatMap((screen) => (screen.menu && (screen.permission === null || permissions.includes(screen.permission)) ? [screen.menu] : []));

/** The permission the screen at this path needs; null or undefined for one every operator may open. */
export const permissionOfScreen = (pathname: string) => OPERATOR_SCREENS.find((screen) => matchPath(screen.path, pathname))?.permission ?? undefined;
