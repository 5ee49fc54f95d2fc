import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Inquiry, InquiryInput } from '@minda/contracts/mypage';
import type { Database } from '../../db/client.ts';
import { memberInquiries, memberInquiryFiles } from '../../db/schema/mypage.ts';
import { users } from '../../db/schema/users.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { badRequest, notFound } from '../../platform/errors.ts';

/** Files of the 1:1 inquiries live in this private storage area. */
export const INQUIRY_AREA = 'inquiries';

export const INQUIRY_PAGE_SIZE = 10;

/** Where the platform's private files route serves a key (storage.ts builds the same for fresh uploads). */
export type FileUrl = (key: string) => string;

type InquiryRow = typeof memberInquiries.$inferSelect;

function toInquiry(row: InquiryRow, files: readonly { fileKey: string; fileName: string }[], fileUrl: FileUrl): Inquiry {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    content: row.content,
    status: row.answer === null ? 'waiting' : 'answered',
    createdAt: row.createdAt.toISOString(),
    attachments: files.map((file) => ({ name: file.fileName, url: fileUrl(file.fileKey) })),
    answer: row.answer !== null && row.answeredAt !== null ? { content: row.answer, answeredAt: row.answeredAt.toISOString() } : null,
  };
}

export const INQUIRY_TEXTS = {
  unknownFile: '첨부 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.',
} as const;

/** The attached files of some inquiries, in upload order. */
async function filesOf(db: Database, inquiryIds: readonly number[]) {
  if (inquiryIds.length === 0) return [];
  return db.select().from(memberInquiryFiles).where(inArray(memberInquiryFiles.inquiryId, [...inquiryIds])).orderBy(memberInquiryFiles.id);
}

/** Keeps an uploaded file for the member until an inquiry takes it. */
export async function recordUpload(db: Database, userId: number, key: string, name: string): Promise<void> {
  await db.insert(memberInquiryFiles).values({ userId, fileKey: key, fileName: name });
}

/** Removes the uploads no inquiry took before `before`, and names their keys so the files go too. */
export async function deleteUnattachedUploads(db: Database, before: Date): Promise<string[]> {
  const rows = await db
    .delete(memberInquiryFiles)
    .where(and(isNull(memberInquiryFiles.inquiryId), sql`${memberInquiryFiles.createdAt} < ${before}`))
    .returning({ key: memberInquiryFiles.fileKey });
  return rows.map((r) => r.key);
}

/**
 * Records the inquiry and attaches the member's own unattached uploads, in one transaction; a key that is
 * not such an upload (someone else's, already used, unknown) refuses the whole inquiry.
 */
export async function createInquiry(db: Database, userId: number, input: InquiryInput, fileUrl: FileUrl): Promise<Inquiry> {
  const fileKeys = [...new Set(input.fileKeys)];
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(memberInquiries).values({ userId, category: input.category, title: input.title, content: input.content }).returning();
    if (!row) throw new Error('member_inquiries insert returned no row');
    const attached = fileKeys.length
      ? await tx
          .update(memberInquiryFiles)
          .set({ inquiryId: row.id })
          .where(and(inArray(memberInquiryFiles.fileKey, fileKeys), eq(memberInquiryFiles.userId, userId), isNull(memberInquiryFiles.inquiryId)))
          .returning()
      : [];
    if (attached.length !== fileKeys.length) throw badRequest(INQUIRY_TEXTS.unknownFile);
    attached.sort((a, b) => a.id - b.id);
    return toInquiry(row, attached, fileUrl);
  });
}

/** The member's inquiries, newest first, with files and answers. */
export async function listInquiries(db: Database, userId: number, page: number, fileUrl: FileUrl) {
  const [total] = await db.select({ n: count() }).from(memberInquiries).where(eq(memberInquiries.userId, userId));
  const rows = await db
    .select()
    .from(memberInquiries)
    .where(eq(memberInquiries.userId, userId))
    .orderBy(desc(memberInquiries.createdAt), desc(memberInquiries.id))
    .limit(INQUIRY_PAGE_SIZE)
    .offset((page - 1) * INQUIRY_PAGE_SIZE);
  const files = await filesOf(db, rows.map((r) => r.id));
  const totalElements = total?.n ?? 0;
  const totalPages = Math.ceil(totalElements / INQUIRY_PAGE_SIZE);
  return {
    content: rows.map((row) => toInquiry(row, files.filter((f) => f.inquiryId === row.id), fileUrl)),
    number: page - 1,
    size: INQUIRY_PAGE_SIZE,
    totalElements,
    totalPages,
    last: page >= totalPages,
  };
}

/** Every member's inquiries for the operator, the oldest waiting first (then the newest answered), with who asked. */
export async function listForOperator(db: Database, query: { status?: 'waiting' | 'answered' | undefined; page: number }, fileUrl: FileUrl) {
  const where = query.status === undefined ? undefined : query.status === 'waiting' ? isNull(memberInquiries.answer) : isNotNull(memberInquiries.answer);
  const [total] = await db.select({ n: count() }).from(memberInquiries).where(where);
  const rows = await db
    .select({ inquiry: memberInquiries, member: { id: users.id, loginId: users.loginId, nickname: users.nickname } })
    .from(memberInquiries)
    .innerJoin(users, eq(users.id, memberInquiries.userId))
    .where(where)
    .orderBy(sql`${memberInquiries.answer} is not null`, sql`case when ${memberInquiries.answer} is null then ${memberInquiries.createdAt} end asc`, desc(memberInquiries.createdAt), desc(memberInquiries.id))
    .limit(INQUIRY_PAGE_SIZE)
    .offset((query.page - 1) * INQUIRY_PAGE_SIZE);
  const files = await filesOf(db, rows.map((r) => r.inquiry.id));
  const totalElements = total?.n ?? 0;
  const totalPages = Math.ceil(totalElements / INQUIRY_PAGE_SIZE);
  return {
    content: rows.map((row) => ({ ...toInquiry(row.inquiry, files.filter((f) => f.inquiryId === row.inquiry.id), fileUrl), member: row.member })),
    number: query.page - 1,
    size: INQUIRY_PAGE_SIZE,
    totalElements,
    totalPages,
    last: query.page >= totalPages,
  };
}

/** Writes (or corrects) the operator's answer, with its audit record in the same transaction; 404 for an unknown inquiry. */
export async function answerInquiry(db: Database, operator: AuditActor, id: number, answer: string, fileUrl: FileUrl) {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select({ answer: memberInquiries.answer }).from(memberInquiries).where(eq(memberInquiries.id, id)).for('update');
    if (!before) throw notFound('문의를 찾을 수 없습니다.');
    const [answered] = await tx.update(memberInquiries).set({ answer, answeredAt: new Date(), answeredBy: operator.id }).where(eq(memberInquiries.id, id)).returning();
    await recordAudit(tx, operator, { action: 'inquiry.answer', target: { type: 'inquiry', id }, before: { answer: before.answer }, after: { answer } });
    return answered!;
  });
  const [member] = await db.select({ id: users.id, loginId: users.loginId, nickname: users.nickname }).from(users).where(eq(users.id, row.userId));
  return { ...toInquiry(row, await filesOf(db, [row.id]), fileUrl), member: member! };
}

/** Whether a private inquiry file belongs to this member (operators may read every one). */
export async function ownsInquiryFile(db: Database, userId: number, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: memberInquiryFiles.id })
    .from(memberInquiryFiles)
    .where(and(eq(memberInquiryFiles.fileKey, key), eq(memberInquiryFiles.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
