import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES } from './rules/operator-roles.ts';

/** The back office's operators (issue 57): who is signed in, with what their role lets them do. */

export const OperatorRoleSchema = z.enum(OPERATOR_ROLES);
export const OperatorPermissionSchema = z.enum(OPERATOR_PERMISSIONS);

/** `GET admin/auth/user` (spec 2 §7.1 "user info"): the signed-in operator; the menu shows what `permissions` allow. */
export const SignedInOperatorSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  nickname: z.string(),
  role: OperatorRoleSchema,
  /** The role's Korean name (최고 관리자, 상품 운영, ...). */
  roleLabel: z.string(),
  permissions: z.array(OperatorPermissionSchema),
});
export type SignedInOperator = z.infer<typeof SignedInOperatorSchema>;
export const SignedInOperatorResponseSchema = dataEnvelope(SignedInOperatorSchema);
