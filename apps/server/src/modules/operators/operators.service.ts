import { eq } from 'drizzle-orm';
import type { SignedInOperator } from '@minda/contracts/admin-operators';
import { OPERATOR_ROLE_LABELS, permissionsOf } from '@minda/contracts/rules/operator-roles';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * The back office's operators (issue 57): admin accounts with one role each (contracts rules/operator-roles.ts).
 * The access hook has already checked the caller is an operator.
 */

/** The signed-in operator and what their role lets them do. */
export async function signedInOperator(db: Database, operatorId: number): Promise<SignedInOperator> {
  const [row] = await db
    .select({ id: users.id, loginId: users.loginId, nickname: users.nickname, role: users.operatorRole })
    .from(users)
    .where(eq(users.id, operatorId))
    .limit(1);
  // The session was live a moment ago: an account gone since is signed out.
  if (!row?.role) throw new AppError(401, 'REQUIRE_LOGIN', '로그인 후 이용할 수 있습니다.');
  return { ...row, role: row.role, roleLabel: OPERATOR_ROLE_LABELS[row.role], permissions: [...permissionsOf(row.role)] };
}
