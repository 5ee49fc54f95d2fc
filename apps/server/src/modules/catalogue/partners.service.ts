import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PARTNER_MESSAGES, PARTNER_KIND_LABELS, PARTNER_STATUS_LABELS, type AdminPartnerCreate, type AdminPartnerDetail, type AdminPartnerPatch } from '@minda/contracts/admin-partners';
import { PRODUCT_STATUS_LABELS } from '@minda/contracts/admin-publishing';
import type { AdminPartner, AdminPartnerListQuery } from '@minda/contracts/admin-stays';
import type { Database } from '../../db/client.ts';
import { hotels } from '../../db/schema/hotels.ts';
import { stays } from '../../db/schema/stays.ts';
import { tours } from '../../db/schema/tours.ts';
import { partnerBusiness, partnerProfiles, users } from '../../db/schema/users.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { sessionsEnded } from '../../platform/live-sessions.ts';
import { cacheTags, publicDataChanged } from '../../platform/public-cache.ts';
import { revokeSessionsOf } from '../../platform/session.ts';
import { notFound } from '../../platform/errors.ts';
import { typedSearch } from '../../platform/list-page.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { openText, sealText } from '../../platform/secret.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../platform/sql.ts';
import { unprocessable } from './publishing.ts';

/**
 * The operator's partners (issue 57): partner accounts with their business (partner_profiles). The settlement
 * account's number is sealed with the app's secret and never answered: screens get ****1234, the log (계좌번호)
 * only that it changed.
 */

/** At most this many partners answer a search: the picker narrows by typing. */
export const PARTNER_PICK_MAX = 50;
const ACCOUNT_PURPOSE = 'partner-account';

const owns = (table: typeof stays | typeof tours | typeof hotels) => sql`exists (select 1 from ${table} where ${table.partnerId} = ${users.id})`;

/**
 * `GET admin/partners` `{ type?, status?, q? }`: partners in business (those a new product may be given to) or taken
 * out of it, by name, login id or 상호. A partner's type is its business's, else the line of its products (with neither it is
 * listed under every type).
 */
export async function listPartners(db: Database, query: AdminPartnerListQuery): Promise<AdminPartner[]> {
  // Staff logins act for a business and are not partners themselves (partner-users.service.ts).
  const where: SQL[] = [partnerBusiness, sql`coalesce(${partnerProfiles.status}, 'active') = ${query.status ?? 'active'}`];
  if (query.q) where.push(typedSearch(query.q, [users.nickname, users.loginId, partnerProfiles.businessName]));
  const ownsStays = owns(stays);
  const ownsTours = owns(tours);
  const ownsHotels = owns(hotels);
  const derived = sql<'stay' | 'tour' | 'hotel' | null>`coalesce(${partnerProfiles.type}::text, case when ${ownsStays} then 'stay' when ${ownsTours} then 'tour' when ${ownsHotels} then 'hotel' end)`;
  if (query.type) where.push(sql`coalesce(${derived} = ${query.type}, true)`);
  const rows = await db
    .select({
      partnerId: users.id,
      name: users.nickname,
      loginId: users.loginId,
      type: derived,
      businessName: sql<string>`coalesce(${partnerProfiles.businessName}, '')`,
      status: sql<'active' | 'suspended'>`coalesce(${partnerProfiles.status}, 'active')`,
    })
    .from(users)
    .leftJoin(partnerProfiles, eq(partnerProfiles.userId, users.id))
    .where(and(...where))
    .orderBy(asc(users.nickname), asc(users.id))
    .limit(PARTNER_PICK_MAX);
  return rows;
}

const basisPoints = (percent: number) => Math.round(percent * 100);

/** The sealed number and its last four, for the profile's columns. */
const accountColumns = (secret: string, accountNumber: string) => {
  const digits = accountNumber.replaceAll('-', '');
  return { accountNumberSealed: sealText(secret, ACCOUNT_PURPOSE, accountNumber), accountLast4: digits.slice(-4) };
};

/** `POST admin/partners`: the partner's manager login and its business, in one transaction. */
export async function createPartner(db: Database, secret: string, actor: AuditActor, input: AdminPartnerCreate): Promise<AdminPartnerDetail> {
  const passwordHash = await hashPassword(input.password);
  try {
    const partnerId = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ loginId: input.loginId, email: input.contactEmail, passwordHash, role: 'partner', nickname: input.name })
        .returning({ id: users.id });
      const { loginId: _l, password: _p, name: _n, accountNumber, commissionRate, ...business } = input;
      await tx.insert(partnerProfiles).values({ userId: user!.id, ...business, ...accountColumns(secret, accountNumber), commissionBasisPoints: basisPoints(commissionRate) });
      await recordAudit(tx, actor, {
        action: 'partner.create',
        target: { type: 'partner', id: user!.id, label: businessLabel(input) },
        after: { ...business, type: PARTNER_KIND_LABELS[input.type], accountNumber, commissionRate },
      });
      return user!.id;
    });
    return partnerDetail(db, secret, partnerId);
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw unprocessable('loginId', ADMIN_PARTNER_MESSAGES.loginIdTaken);
    throw error;
  }
}

/** `GET admin/partners/{partnerId}`: the business, the account masked, and how many products it has. */
export async function partnerDetail(db: Database, _secret: string, partnerId: number): Promise<AdminPartnerDetail> {
  const [row] = await db
    .select({
      user: { id: users.id, loginId: users.loginId, name: users.nickname, createdAt: users.createdAt },
      profile: partnerProfiles,
      stays: sql<number>`(select count(*)::int from ${stays} where ${stays.partnerId} = ${users.id})`,
      tours: sql<number>`(select count(*)::int from ${tours} where ${tours.partnerId} = ${users.id})`,
      hotels: sql<number>`(select count(*)::int from ${hotels} where ${hotels.partnerId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(partnerProfiles, eq(partnerProfiles.userId, users.id))
    .where(and(eq(users.id, partnerId), partnerBusiness));
  if (!row) throw notFound(ADMIN_PARTNER_MESSAGES.notFound);
  const p = row.profile;
  return {
    partnerId: row.user.id,
    loginId: row.user.loginId,
    name: row.user.name,
    registered: p !== null,
    type: p?.type ?? (row.stays > 0 ? 'stay' : row.tours > 0 ? 'tour' : row.hotels > 0 ? 'hotel' : null),
    status: p?.status ?? 'active',
    businessName: p?.businessName ?? '',
    representative: p?.representative ?? '',
    businessNumber: p?.businessNumber ?? '',
    mailOrderNumber: p?.mailOrderNumber ?? '',
    businessAddress: p?.businessAddress ?? '',
    contactPhone: p?.contactPhone ?? '',
    contactEmail: p?.contactEmail ?? '',
    bankName: p?.bankName ?? '',
    accountHolder: p?.accountHolder ?? '',
    accountMasked: p?.accountLast4 ? `****${p.accountLast4}` : null,
    commissionRate: (p?.commissionBasisPoints ?? 0) / 100,
    products: { stays: row.stays, tours: row.tours, hotels: row.hotels },
    createdAt: row.user.createdAt.toISOString(),
  };
}

/**
 * `PATCH admin/partners/{partnerId}`: the given fields; a partner without business details gets them with the first
 * patch (its type then required). Taken out of business (with the reason), it is no longer offered for new products.
 */
export async function patchPartner(db: Database, secret: string, actor: AuditActor, partnerId: number, patch: AdminPartnerPatch): Promise<AdminPartnerDetail> {
  const offSale = await db.transaction(async (tx) => {
    const user = await businessOf(tx, partnerId, true);
    const [before] = await tx.select().from(partnerProfiles).where(eq(partnerProfiles.userId, partnerId)).for('update');
    const { reason, accountNumber, commissionRate, ...fields } = patch;
    const type = fields.type ?? before?.type;
    if (!type) throw unprocessable('type', ADMIN_PARTNER_MESSAGES.typeRequired);
    const columns = {
      ...fields,
      ...(accountNumber === undefined ? {} : accountColumns(secret, accountNumber)),
      ...(commissionRate === undefined ? {} : { commissionBasisPoints: basisPoints(commissionRate) }),
      updatedAt: new Date(),
    };
    await tx
      .insert(partnerProfiles)
      .values({ userId: partnerId, type, ...columns })
      .onConflictDoUpdate({ target: partnerProfiles.userId, set: columns });
    const was = (field: string): unknown => {
      if (!before) return null;
      if (field === 'commissionRate') return before.commissionBasisPoints / 100;
      if (field === 'accountNumber') return before.accountNumberSealed ? openText(secret, ACCOUNT_PURPOSE, before.accountNumberSealed) : null;
      if (field === 'status') return PARTNER_STATUS_LABELS[before.status];
      if (field === 'type') return PARTNER_KIND_LABELS[before.type];
      return (before as Record<string, unknown>)[field];
    };
    const now = (field: string, value: unknown): unknown => (field === 'status' ? PARTNER_STATUS_LABELS[value as 'active'] : field === 'type' ? PARTNER_KIND_LABELS[value as 'stay'] : value);
    const changed = Object.entries({ ...fields, ...(accountNumber === undefined ? {} : { accountNumber }), ...(commissionRate === undefined ? {} : { commissionRate }) });
    await recordAudit(tx, actor, {
      action: 'partner.update',
      target: { type: 'partner', id: partnerId, label: businessLabel(user) },
      before: Object.fromEntries(changed.map(([field]) => [field, was(field)])),
      after: Object.fromEntries(changed.map(([field, value]) => [field, now(field, value)])),
      reason: reason || null,
    });
    const wasSuspended = before?.status === 'suspended';
    if (fields.status === 'suspended' && !wasSuspended) return outOfBusiness(tx, actor, partnerId, reason ?? '');
    if (fields.status === 'active' && wasSuspended) await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, partnerId));
    return null;
  });
  if (offSale) {
    // Committed: every instance forgets the sessions of the partner and its staff logins, and the public answers
    // that showed its products.
    for (const userId of offSale.signedOut) sessionsEnded({ userId });
    publicDataChanged(offSale.tags);
  }
  return partnerDetail(db, secret, partnerId);
}

/** A partner business's account (not a staff login), locked in `tx` when asked (a change to it or to its logins); 404 otherwise. */
export async function businessOf(db: Database, partnerId: number, lock = false) {
  const query = db.select({ id: users.id, loginId: users.loginId, name: users.nickname }).from(users).where(and(eq(users.id, partnerId), partnerBusiness));
  const [business] = lock ? await query.for('update') : await query;
  if (!business) throw notFound(ADMIN_PARTNER_MESSAGES.notFound);
  return business;
}

/** How the audit log names a partner it targets. */
export const businessLabel = (business: { loginId: string; name: string }) => `${business.name} (${business.loginId})`;

/** The staff logins' ids of a business (their sessions end with its own). */
async function staffLoginIds(db: Database, partnerId: number): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.partnerAccountId, partnerId));
  return rows.map((row) => row.id);
}

/**
 * A partner taken out of business: it no longer signs in (its sessions end, and its staff logins' with them: their
 * sign-in and session reads check the business too) and what it has on sale comes off sale, each product audited
 * with the reason; taken back into business, it signs in again (staff logins an operator turned off stay off) and
 * the operator puts its products back on sale one by one. Answers the public cache's tags of the products taken off
 * sale and the accounts whose sessions ended.
 */
async function outOfBusiness(tx: Database, actor: AuditActor, partnerId: number, reason: string) {
  await tx.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, partnerId));
  const signedOut = [partnerId, ...(await staffLoginIds(tx, partnerId))];
  for (const userId of signedOut) await revokeSessionsOf(tx, userId);
  const offStays = await tx.update(stays).set({ status: 'suspended' }).where(and(eq(stays.partnerId, partnerId), eq(stays.status, 'published'))).returning({ no: stays.goodsNo, name: stays.name });
  const offTours = await tx.update(tours).set({ status: 'suspended' }).where(and(eq(tours.partnerId, partnerId), eq(tours.status, 'published'))).returning({ no: tours.itemNo, name: tours.name });
  const offHotels = await tx
    .update(hotels)
    .set({ status: 'suspended' })
    .where(and(eq(hotels.partnerId, partnerId), eq(hotels.status, 'published')))
    .returning({ no: hotels.propertyId, uuid: hotels.uuid, name: hotels.nameKo });
  const why = ADMIN_PARTNER_MESSAGES.productsOffSale(reason);
  const status = { before: { status: PRODUCT_STATUS_LABELS.published }, after: { status: PRODUCT_STATUS_LABELS.suspended }, reason: why };
  const suspended = [
    ...offStays.map((p) => ({ ...p, line: 'stay' as const })),
    ...offTours.map((p) => ({ ...p, line: 'tour' as const })),
    ...offHotels.map((p) => ({ ...p, line: 'hotel' as const })),
  ];
  for (const p of suspended) await recordAudit(tx, actor, { action: `${p.line}.suspend`, target: { type: p.line, id: p.no, label: p.name }, ...status });
  const tags = [...offStays.flatMap((s) => cacheTags.card('stay', s.no)), ...offTours.flatMap((t) => cacheTags.card('tour', t.no)), ...offHotels.flatMap((h) => cacheTags.card('hotel', h.uuid))];
  return { tags, signedOut };
}

/** Whether the partner may own a new product: a partner account not taken out of business. */
export async function partnerMayOwn(db: Database, partnerId: number): Promise<{ id: number; nickname: string } | null> {
  const [partner] = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .leftJoin(partnerProfiles, eq(partnerProfiles.userId, users.id))
    .where(and(eq(users.id, partnerId), partnerBusiness, or(sql`${partnerProfiles.status} is null`, ne(partnerProfiles.status, 'suspended'))));
  return partner ?? null;
}

/** The partner a new or edited product is given to, in business; a 422 on `partnerId` otherwise. */
export async function ownerPartner(db: Database, partnerId: number) {
  const partner = await partnerMayOwn(db, partnerId);
  if (!partner) throw unprocessable('partnerId', ADMIN_PARTNER_MESSAGES.cannotOwn);
  return partner;
}

