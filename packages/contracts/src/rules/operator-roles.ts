/**
 * Operators' roles and what each may do (issue 57, design/backoffice.md "Who works here"): one role per
 * operator, a role is a set of permissions, and every back-office route names the permission it needs. The
 * server checks it before reading the input; the back office's navigation shows only what the role may open.
 */

export const OPERATOR_ROLES = ['super', 'catalogue', 'content', 'support', 'finance'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_ROLE_LABELS: Record<OperatorRole, string> = {
  super: '최고 관리자',
  catalogue: '상품 운영',
  content: '콘텐츠 운영',
  support: '고객 지원',
  finance: '정산·재무',
};

/** What an operator may do; a back-office route declares the one it needs. */
export const OPERATOR_PERMISSIONS = [
  /** Operators: create, change role, deactivate. */
  'operators.manage',
  /** The whole audit log (a detail screen's timeline follows the screen's own permission). */
  'audit.read',
  /** Geography, facilities, categories, partners, stays, hotels, tours, and their publishing. */
  'catalogue.write',
  /** Themes, recommendations, banners, popups, MINDA Only, events, promotions. */
  'content.write',
  /** Hiding, confirming and answering reviews; chat reports. */
  'reviews.moderate',
  /** Bookings: lists, details, downloads. */
  'bookings.read',
  /** Bookings: the operator's cancellation, memos. */
  'bookings.write',
  /** Members' 1:1 inquiries: the list and the answers. */
  'inquiries.answer',
  /** Refunds: the list, retry, manual completion. */
  'refunds.manage',
  /** Settlement, tax invoices, affiliates, supplier billing. */
  'settlements.manage',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  super: OPERATOR_PERMISSIONS,
  catalogue: ['catalogue.write'],
  content: ['content.write', 'reviews.moderate'],
  support: ['bookings.read', 'bookings.write', 'inquiries.answer'],
  finance: ['bookings.read', 'refunds.manage', 'settlements.manage'],
};

/** Every permission of a role, in OPERATOR_PERMISSIONS' order. */
export const permissionsOf = (role: OperatorRole): readonly OperatorPermission[] => ROLE_PERMISSIONS[role];

/** Whether an operator of this role may do it. */
export const operatorMay = (role: OperatorRole, permission: OperatorPermission): boolean => ROLE_PERMISSIONS[role].includes(permission);
