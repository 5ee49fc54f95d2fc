import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPartner, AdminPartnerListQuery } from '@minda/contracts/admin-stays';
import type { Database } from '../../db/client.ts';
import { stays } from '../../db/schema/stays.ts';
import { tours } from '../../db/schema/tours.ts';
import { users } from '../../db/schema/users.ts';

/** At most this many partners answer a search: the picker narrows by typing. */
export const PARTNER_PICK_MAX = 50;

const owns = (table: typeof stays | typeof tours) => sql`exists (select 1 from ${table} where ${table.partnerId} = ${users.id})`;

/**
 * `GET admin/partners` `{ type?, q? }`: partner accounts to own a product, by name or login id. A partner's type is
 * the line of the products it has (a partner with none yet is listed under every type).
 */
export async function listPartners(db: Database, query: AdminPartnerListQuery): Promise<AdminPartner[]> {
  const where: SQL[] = [eq(users.role, 'partner')];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(users.nickname, like), ilike(users.loginId, like))!);
  }
  const ownsStays = owns(stays);
  const ownsTours = owns(tours);
  if (query.type) where.push(sql`(${query.type === 'stay' ? ownsStays : ownsTours} or not (${ownsStays} or ${ownsTours}))`);
  const rows = await db
    .select({ partnerId: users.id, name: users.nickname, loginId: users.loginId, stays: sql<boolean>`${ownsStays}`, tours: sql<boolean>`${ownsTours}` })
    .from(users)
    .where(and(...where))
    .orderBy(asc(users.nickname), asc(users.id))
    .limit(PARTNER_PICK_MAX);
  return rows.map((r) => ({ partnerId: r.partnerId, name: r.name, loginId: r.loginId, type: r.stays ? 'stay' : r.tours ? 'tour' : null }));
}
