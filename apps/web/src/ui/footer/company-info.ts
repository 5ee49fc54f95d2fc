/** Company facts printed in both footers (demo values; spec 1 §2.3 leaves them as placeholders). */
export const COMPANY_INFO = {
  name: '(주)민다',
  ceo: '김민다',
  address: '서울특별시 중구 세종대로 110',
  registrationNo: '123-45-67890',
  mailOrderNo: '제2024-서울중구-0000호',
  tourismNo: '제2024-000012호',
  phone: '1600-0000',
  email: 'help@minda.example',
} as const;

/** Customer centre hours (spec 1 §2.3). */
export const CUSTOMER_CENTRE_HOURS = '평일 10:00~12:00, 13:00~18:00 (주말·공휴일 휴무)';

/** The intermediary disclaimer every footer carries. */
export const INTERMEDIARY_DISCLAIMER = `${COMPANY_INFO.name}는 통신판매중개자로서 통신판매의 당사자가 아니며, 상품의 예약·이용 및 환불 등과 관련한 의무와 책임은 각 판매자에게 있습니다.`;
