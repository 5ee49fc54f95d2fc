import { Link } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import styles from './mobile-footer.module.css';

/** Company facts printed in the footer (demo values; spec 1 §2.3 leaves them as placeholders). */
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

/** The compact mobile footer: policy links, customer centre hours and the intermediary disclaimer. */
export function MobileFooter() {
  return (
    <footer className={styles.footer}>
      <ul className={styles.links}>
        <li>
          <Link to={webPaths.pc.community.href('notice')}>공지사항</Link>
        </li>
        <li>
          <Link to={webPaths.mobile.clause.href()}>이용약관</Link>
        </li>
        <li>
          <Link to={webPaths.mobile.privacy.href()} className={styles.strong}>
            개인정보처리방침
          </Link>
        </li>
      </ul>
      <p className={styles.centre}>
        <strong>고객센터 {COMPANY_INFO.phone}</strong>
        <span>평일 10:00~12:00, 13:00~18:00 (주말·공휴일 휴무)</span>
        <span>{COMPANY_INFO.email}</span>
      </p>
      <details className={styles.details}>
        <summary>{COMPANY_INFO.name} 사업자 정보</summary>
        <dl className={styles.facts}>
          <div>
            <dt>대표</dt>
            <dd>{COMPANY_INFO.ceo}</dd>
          </div>
          <div>
            <dt>주소</dt>
            <dd>{COMPANY_INFO.address}</dd>
          </div>
          <div>
            <dt>사업자등록번호</dt>
            <dd>{COMPANY_INFO.registrationNo}</dd>
          </div>
          <div>
            <dt>통신판매업신고</dt>
            <dd>{COMPANY_INFO.mailOrderNo}</dd>
          </div>
          <div>
            <dt>관광사업자등록</dt>
            <dd>{COMPANY_INFO.tourismNo}</dd>
          </div>
        </dl>
      </details>
      <p className={styles.disclaimer}>
        {COMPANY_INFO.name}는 통신판매중개자로서 통신판매의 당사자가 아니며, 상품의 예약·이용 및 환불 등과 관련한 의무와 책임은 각
        판매자에게 있습니다.
      </p>
      <p className={styles.copy}>© MINDA Corp.</p>
    </footer>
  );
}
