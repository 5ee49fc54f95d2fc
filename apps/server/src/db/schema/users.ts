import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { OPERATOR_ROLES } from '@minda/contracts/rules/operator-roles';

export const userRole = pgEnum('user_role', ['member', 'partner', 'admin']);
/** An operator's role in the back office (contracts rules/operator-roles.ts); only admin accounts have one. */
export const operatorRole = pgEnum('operator_role', OPERATOR_ROLES);

/** One account table for every role (domain.md "People"). */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  loginId: text('login_id').notNull().unique(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: userRole('role').notNull().default('member'),
  operatorRole: operatorRole('operator_role'),
  nickname: text('nickname').notNull(),
  profileImage: text('profile_image'),
  /** 휴대폰 번호 in its stored form (contracts rules/phone.ts); the booking form starts with it. */
  phone: text('phone'),
  /**
   * Sign-up's record (rules/sign-up.ts): when the address was verified and the required consents were given.
   * Null on accounts made before issue 55 (and on seeded ones); marketing lives in marketing_consents.
   */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  termsAgreedAt: timestamp('terms_agreed_at', { withTimezone: true }),
  privacyAgreedAt: timestamp('privacy_agreed_at', { withTimezone: true }),
  age14ConfirmedAt: timestamp('age14_confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** An operator taken out of the back office (issue 57): no login, no live session; the account and its records stay. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  /**
   * A partner's staff login (issue 57, "partner users"): the business's own account (the partner whose
   * partner_profiles row it is) this login acts for. Null for the business's owner login and every other account.
   * Signed in, the login acts as the business (platform/auth.ts authUserOf); the audit log names the login itself.
   */
  partnerAccountId: integer('partner_account_id').references((): AnyPgColumn => users.id),
}, (t) => [
  check('users_operator_role_check', sql`(${t.role} = 'admin') = (${t.operatorRole} is not null)`),
  check('users_partner_account_check', sql`${t.partnerAccountId} is null or ${t.role} = 'partner'`),
  index('users_partner_account_idx').on(t.partnerAccountId),
]);

/** A partner business's own account (not a staff login acting for one): what lists and pickers of partners show. */
export const partnerBusiness = sql`(${users.role} = 'partner' and ${users.partnerAccountId} is null)`;

/** Server sessions behind the httpOnly cookie; the id column stores a SHA-256 of the cookie value. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed-login counters per account ("acct:<loginId>") and per address ("ip:<addr>"). */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Account recovery codes (rules/account-recovery.ts). A request always gets a row, so answers and timing do
 * not tell whether an account exists; `codeHash` is null when none matched, and such a row never verifies.
 * Codes and tokens are kept only as HMACs keyed with the app secret.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, as the request gave it. */
    email: text('email').notNull(),
    /** Set for a password reset (the account to reset), null to find the ids of an address. */
    loginId: text('login_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    requestIp: text('request_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_target_idx').on(t.email, t.loginId, t.createdAt), uniqueIndex('recovery_codes_token_idx').on(t.tokenHash)],
);

/**
 * Sign-up e-mail codes (rules/sign-up.ts), the recovery codes' twin for an address that has no account yet:
 * a code mailed to the address, traded for a token that register takes once (usedBy is the new account).
 * Codes and tokens are kept only as HMACs keyed with the app secret.
 */
export const signupEmailCodes = pgTable(
  'signup_email_codes',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    requestIp: text('request_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signup_email_codes_email_idx').on(t.email, t.createdAt), uniqueIndex('signup_email_codes_token_idx').on(t.tokenHash)],
);

/**
 * An operator's second factor (issue 57, operators/second-factor.service.ts): the TOTP secret, sealed with the
 * app's secret (platform/secret.ts); on once `enabledAt` is set. `lastStep` is the 30-second step of the last
 * code taken, so a code is never taken twice; recovery codes are kept as SHA-256 hashes and removed when used.
 */
export const operatorSecondFactors = pgTable('operator_second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  recoveryHashes: text('recovery_hashes').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const partnerType = pgEnum('partner_type', ['stay', 'tour', 'hotel']);
export const partnerStatus = pgEnum('partner_status', ['active', 'suspended']);

/**
 * A partner's business (issue 57, partners): what a Korean intermediary must show and keep of the seller (상호,
 * 대표자, 사업자등록번호, 통신판매업 신고번호, address, contact), the settlement account (its number sealed with the
 * app's secret, only the last four kept in clear for the screens) and the contract's commission, in basis points.
 * Partners made before issue 57 have no row until an operator fills one in.
 */
export const partnerProfiles = pgTable('partner_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: partnerType('type').notNull(),
  status: partnerStatus('status').notNull().default('active'),
  businessName: text('business_name').notNull().default(''),
  representative: text('representative').notNull().default(''),
  businessNumber: text('business_number').notNull().default(''),
  mailOrderNumber: text('mail_order_number').notNull().default(''),
  businessAddress: text('business_address').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  bankName: text('bank_name').notNull().default(''),
  accountHolder: text('account_holder').notNull().default(''),
  accountNumberSealed: text('account_number_sealed'),
  accountLast4: text('account_last4'),
  commissionBasisPoints: integer('commission_basis_points').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('partner_profiles_commission_range', sql`${t.commissionBasisPoints} between 0 and 5000`)]);
