import { useSearchParams } from 'react-router';
import { AdminInquiries } from '../../../features/mypage/components/admin-inquiries.tsx';
import { adminInquiriesQueryFrom } from '../../../features/mypage/api/admin-inquiries.ts';

/** /admin/inquiries?status=&page=: members' 1:1 inquiries and the operator's answers. */
export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      <title>1:1 문의 관리 | 민다 관리자</title>
      <h1>1:1 문의 관리</h1>
      <AdminInquiries {...adminInquiriesQueryFrom(params)} />
    </>
  );
}
