import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@minda/contracts/paths';
import { BOOKING_STATUS } from '@minda/contracts/rules/bookings';
import { users } from '../../db/schema/users.ts';
import { rowsOf } from '../../platform/sql.ts';
import { insertBooking } from '../../test/bookings.ts';
import { loginAs, type LoggedIn } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

/**
 * A partner's several logins (issue 57, "partner users"): an operator adds staff logins to a business; each signs in
 * as itself, acts as the business, and is named itself in the audit log.
 */

const t = setupTestApp();
let catalogue: LoggedIn;
let member: LoggedIn;
let bookNo: number;
/** The business that owns the booking, and its owner's login. */
let business: { id: number; loginId: string };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const usersOf = (partnerId: number) => apiPaths.admin.partnerUsers.href(partnerId);
const addStaff = (partnerId: number, over: object = {}, headers: Record<string, string> = {}) =>
  t.call('POST', usersOf(partnerId), { ...catalogue.headers, 'idempotency-key': randomUUID(), ...headers }, { loginId: 'sun.staff', password: 'staff1234!', nickname: '햇살직원', email: 'Staff@Example.com', ...over });
const setActive = (partnerId: number, userId: number, active: boolean) => t.call('PATCH', apiPaths.admin.partnerUser.href(partnerId, userId), catalogue.headers, { active });
const passwordHashOf = async (userId: number) => (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]!.hash;

beforeAll(async () => {
  catalogue = await loginAs(t.app, 'catalogue-admin');
  member = await loginAs(t.app, 'member');
  bookNo = (await insertBooking(t.db, { memberId: member.userId, startDate: inDays(40), status: BOOKING_STATUS.requested })).bookNo;
  [business] = rowsOf<{ id: number; loginId: string }>(
    await t.db.execute(sql`select u.id, u.login_id as "loginId" from bookings b join users u on u.id = b.partner_id where b.book_no = ${bookNo}`),
  ) as [{ id: number; loginId: string }];
});

describe('partner users', () => {
  it('adds a staff login that signs in as itself and acts as the business, named itself in the audit log', async () => {
    const key = randomUUID();
    const added = await addStaff(business.id, {}, { 'idempotency-key': key });
    expect(added.statusCode, added.body).toBe(200);
    const { userId } = added.json().data as { userId: number };
    // The same key again is the same answer, not a second login.
    const again = await addStaff(business.id, {}, { 'idempotency-key': key });
    expect(again.json().data).toEqual({ userId });

    const listed = await t.get(usersOf(business.id), {}, catalogue.headers);
    expect(listed.statusCode, listed.body).toBe(200);
    const logins = listed.json().data as { userId: number; owner: boolean; loginId: string; email: string; active: boolean }[];
    expect(logins.map((l) => [l.userId, l.owner, l.active])).toEqual([
      [business.id, true, true],
      [userId, false, true],
    ]);
    expect(logins[1]).toMatchObject({ loginId: 'sun.staff', email: 'staff@example.com', nickname: '햇살직원' });

    // Signed in, it is itself by name and the business by what it may see and do.
    const staff = await loginAs(t.app, 'sun.staff', 'staff1234!');
    expect(staff.userId).toBe(business.id);
    const me = (await t.get(apiPaths.auth.user.href(), {}, staff.headers)).json().data;
    expect(me).toMatchObject({ id: business.id, loginId: 'sun.staff', nickName: '햇살직원', role: 'partner', partnerStaff: { accountId: userId } });
    const list = await t.get(apiPaths.partner.bookings.href(), {}, staff.headers);
    expect(list.statusCode).toBe(200);
    expect((list.json().data.content as { bookNo: number }[]).map((b) => b.bookNo)).toContain(bookNo);
    const accepted = await t.call('POST', apiPaths.partner.accept.href(bookNo), staff.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [entry] = rowsOf<{ actorType: string; actorId: number; actorRole: string; actorName: string; metadata: Record<string, unknown> }>(
      await t.db.execute(
        sql`select actor_type as "actorType", actor_id as "actorId", actor_role as "actorRole", actor_name as "actorName", metadata from audit_log where action = 'booking.accept' and target_id = ${String(bookNo)}`,
      ),
    );
    expect(entry).toMatchObject({ actorType: 'partner', actorId: userId, actorRole: 'partner_staff', actorName: '햇살직원', metadata: { partnerId: business.id } });

    // Its own password changes, not the owner's.
    const ownerHash = await passwordHashOf(business.id);
    const changed = await t.call('PUT', apiPaths.members.password.href(), staff.headers, { currentPassword: 'staff1234!', newPassword: 'staff5678!' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await passwordHashOf(business.id)).toBe(ownerHash);
    expect((await loginAs(t.app, business.loginId)).userId).toBe(business.id);
    expect((await loginAs(t.app, 'sun.staff', 'staff5678!')).userId).toBe(business.id);

    // Its own name changes too, not the business's; "who am I" says so.
    const ownerName = (await t.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, business.id)))[0]!.nickname;
    const renamed = await t.call('PATCH', apiPaths.members.profile.href(), staff.headers, { nickname: '햇살매니저' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await t.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, business.id)))[0]!.nickname).toBe(ownerName);
    expect((await t.get(apiPaths.auth.user.href(), {}, staff.headers)).json().data).toMatchObject({ id: business.id, nickName: '햇살매니저' });

    // The add is in the business's log, without the password.
    const log = rowsOf<{ action: string; changes: unknown; metadata: unknown }>(
      await t.db.execute(sql`select action, changes, metadata from audit_log where target_type = 'partner' and target_id = ${String(business.id)} order by id`),
    );
    expect(log).toEqual([{ action: 'partner.user_add', changes: [{ field: 'loginId', before: null, after: 'sun.staff' }, { field: 'nickname', before: null, after: '햇살직원' }], metadata: { userId } }]);
    expect(JSON.stringify(log)).not.toContain('staff1234');
  });

  it('lists no staff login as a partner', async () => {
    const picked = (await t.get(apiPaths.admin.partners.href(), { q: 'sun.staff' }, catalogue.headers)).json().data;
    expect(picked).toEqual([]);
    const owners = (await t.get(apiPaths.admin.partners.href(), { q: business.loginId }, catalogue.headers)).json().data as { partnerId: number; loginId: string }[];
    expect(owners.find((p) => p.partnerId === business.id)?.loginId).toBe(business.loginId);
    const [staff] = await t.db.select({ id: users.id }).from(users).where(eq(users.loginId, 'sun.staff'));
    expect((await t.get(apiPaths.admin.partner.href(staff!.id), {}, catalogue.headers)).statusCode).toBe(404);
  });

  it('turns a staff login off (its next request is 401, its sign-in refused) and on again; never the owner', async () => {
    const { userId } = (await addStaff(business.id, { loginId: 'sun.night', nickname: '야간직원' })).json().data as { userId: number };
    const staff = await loginAs(t.app, 'sun.night', 'staff1234!');
    expect((await t.get(apiPaths.partner.bookings.href(), {}, staff.headers)).statusCode).toBe(200);

    const off = await setActive(business.id, userId, false);
    expect([off.statusCode, off.json().data.active]).toEqual([200, false]);
    expect((await t.get(apiPaths.partner.bookings.href(), {}, staff.headers)).statusCode).toBe(401);
    const refused = await loginAs(t.app, 'sun.night', 'staff1234!').then(() => null, (error: Error) => error.message);
    expect(refused).toContain('403');
    expect(refused).toContain('사용이 중지된 관리자 계정입니다.');
    // The owner is untouched.
    expect((await loginAs(t.app, business.loginId)).userId).toBe(business.id);

    expect((await setActive(business.id, userId, true)).json().data.active).toBe(true);
    expect((await loginAs(t.app, 'sun.night', 'staff1234!')).userId).toBe(business.id);
    const actions = rowsOf<{ action: string }>(await t.db.execute(sql`select action from audit_log where target_type = 'partner' and metadata->>'userId' = ${String(userId)} order by id`));
    expect(actions.map((a) => a.action)).toEqual(['partner.user_add', 'partner.user_deactivate', 'partner.user_reactivate']);

    const owner = await setActive(business.id, business.id, false);
    expect([owner.statusCode, owner.json().error.message]).toEqual([422, '대표 계정은 사용 중지할 수 없습니다. 파트너를 거래 중지해 주세요.']);
    // Another business's login is not this one's.
    expect((await setActive(business.id, member.userId, false)).statusCode).toBe(404);
  });

  it('refuses a taken login id (409) and a business that does not exist (404)', async () => {
    const taken = await addStaff(business.id, { loginId: 'member' });
    expect([taken.statusCode, taken.json().error.message]).toEqual([409, '이미 사용 중인 아이디입니다.']);
    const weak = await addStaff(business.id, { loginId: 'sun.weak', password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect((await addStaff(999_999_999, { loginId: 'sun.nobody' })).statusCode).toBe(404);
    expect((await t.get(usersOf(999_999_999), {}, catalogue.headers)).statusCode).toBe(404);
  });

  it("ends the staff's sessions and sign-in with the business taken out of business", async () => {
    await addStaff(business.id, { loginId: 'sun.weekend', nickname: '주말직원' });
    const staff = await loginAs(t.app, 'sun.weekend', 'staff1234!');
    const stopped = await t.call('PATCH', apiPaths.admin.partner.href(business.id), catalogue.headers, { type: 'stay', status: 'suspended', reason: '계약 종료' });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((await t.get(apiPaths.partner.bookings.href(), {}, staff.headers)).statusCode).toBe(401);
    const refused = await loginAs(t.app, 'sun.weekend', 'staff1234!').then(() => null, (error: Error) => error.message);
    expect(refused).toContain('거래가 중지된 파트너 계정입니다.');
    expect((await t.call('PATCH', apiPaths.admin.partner.href(business.id), catalogue.headers, { status: 'active' })).statusCode).toBe(200);
    expect((await loginAs(t.app, 'sun.weekend', 'staff1234!')).userId).toBe(business.id);
  });
});
