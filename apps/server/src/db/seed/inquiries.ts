import type { Database } from '../client.ts';
import { memberInquiries } from '../schema/mypage.ts';

const DAY = 86_400_000;

/**
 * Sample 1:1 inquiries of the demo member, two answered by the operator and one still waiting, so the
 * inquiry list shows both states before the back office answers anything (issue 11).
 */
export const DEMO_INQUIRIES = [
  {
    category: 'refund',
    title: '예약 취소 후 환불 시점 문의',
    content: '지난주에 파리 민박 예약을 취소했는데 환불이 아직 카드로 들어오지 않았어요. 언제쯤 받을 수 있을까요?',
    daysAgo: 12,
    answer:
      '안녕하세요, 민다 고객센터입니다. 카드 결제 취소는 카드사 사정에 따라 영업일 기준 3~7일이 걸립니다. 취소 처리는 완료되었으니 카드사에 취소 승인 내역을 확인해 주세요. 감사합니다.',
    answeredAfterDays: 1,
  },
  {
    category: 'benefit',
    title: '친구 초대 쿠폰이 안 보여요',
    content: '친구가 제 초대 코드로 가입하고 첫 예약까지 했는데 쿠폰함에 3,000원 쿠폰이 보이지 않습니다.',
    daysAgo: 6,
    answer:
      '안녕하세요, 민다 고객센터입니다. 초대 보상은 초대받은 분의 첫 예약이 확정되는 시점에 지급됩니다. 확인해 보니 친구분의 예약이 아직 확정 대기 상태여서, 확정되면 자동으로 쿠폰이 지급됩니다.',
    answeredAfterDays: 2,
  },
  {
    category: 'account',
    title: '휴대폰 번호 변경',
    content: '휴대폰 번호가 바뀌었는데 예약 알림 문자를 새 번호로 받으려면 어떻게 해야 하나요?',
    daysAgo: 1,
    answer: null,
    answeredAfterDays: 0,
  },
] as const;

export async function insertDemoInquiries(db: Database, userIds: ReadonlyMap<string, number>, now: Date = new Date()): Promise<number> {
  const member = userIds.get('member');
  const admin = userIds.get('admin');
  if (member === undefined || admin === undefined) throw new Error('seed: the inquiry demo needs the demo member and the operator');
  const rows = DEMO_INQUIRIES.map((inquiry) => {
    const createdAt = new Date(now.getTime() - inquiry.daysAgo * DAY);
    return {
      userId: member,
      category: inquiry.category,
      title: inquiry.title,
      content: inquiry.content,
      createdAt,
      answer: inquiry.answer,
      answeredAt: inquiry.answer ? new Date(createdAt.getTime() + inquiry.answeredAfterDays * DAY) : null,
      answeredBy: inquiry.answer ? admin : null,
    };
  });
  await db.insert(memberInquiries).values(rows);
  return rows.length;
}
