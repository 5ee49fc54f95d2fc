import { Link } from 'react-router';
import { webPaths } from '@minda/contracts/paths';
import { COMPANY_INFO, CUSTOMER_CENTRE_HOURS, INTERMEDIARY_DISCLAIMER } from '../footer/company-info.ts';
import { OutboundLink } from '../smart-link/outbound-link.tsx';
import { AppQrCode } from './app-qr-code.tsx';
import { FacebookIcon, InstagramIcon, NaverBlogIcon, NaverPostIcon } from './social-icons.tsx';
import styles from './pc-footer.module.css';
import { CompanyFacts } from '../footer/company-facts.tsx';

const POLICY_LINKS = [
  { label: '회사소개', href: webPaths.pc.about.href() },
  { label: '공지사항', href: webPaths.pc.community.href('notice') },
  { label: '이용약관', href: webPaths.pc.clause.href() },
  { label: '개인정보처리방침', href: webPaths.pc.privacy.href(), strong: true },
  { label: '취소·환불 규정', href: webPaths.pc.refundRule.href() },
] as const;

const SOCIAL_LINKS = [
  { label: '민다 인스타그램', href: webPaths.external.instagram.href(), Icon: InstagramIcon },
  { label: '민다 네이버 블로그', href: webPaths.external.naverBlog.href(), Icon: NaverBlogIcon },
  { label: '민다 네이버 포스트', href: webPaths.external.naverPost.href(), Icon: NaverPostIcon },
  { label: '민다 페이스북', href: webPaths.external.facebook.href(), Icon: FacebookIcon },
] as const;

const NEW_TAB = <span className="visually-hidden"> (새 창)</span>;

/** The PC footer (spec 1 §2.3): policy and partner links, customer centre, social and app links, company facts. */
export function PcFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.linkBar}>
        <ul className={styles.inner}>
          {POLICY_LINKS.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className={'strong' in link ? styles.strong : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <OutboundLink href={webPaths.external.businessInfo.href()}>사업자정보확인{NEW_TAB}</OutboundLink>
          </li>
          <li>
            <Link to={webPaths.pc.inquiryWrite.href()}>1:1 문의</Link>
          </li>
          <li>
            <OutboundLink href={webPaths.external.partnerSignup.href()}>파트너 입점 신청{NEW_TAB}</OutboundLink>
          </li>
          <li>
            <OutboundLink href={webPaths.external.partnerHome.href()}>파트너 홈{NEW_TAB}</OutboundLink>
          </li>
        </ul>
      </div>
      <div className={`${styles.inner} ${styles.body}`}>
        <section className={styles.centre} aria-labelledby="pc-footer-centre">
          <h2 id="pc-footer-centre" className={styles.heading}>
            고객센터
          </h2>
          <p className={styles.phone}>
            <a href={`tel:${COMPANY_INFO.phone}`}>{COMPANY_INFO.phone}</a>
          </p>
          <p>{CUSTOMER_CENTRE_HOURS}</p>
          <p>
            <a href={`mailto:${COMPANY_INFO.email}`}>{COMPANY_INFO.email}</a>
          </p>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={href}>
                <OutboundLink href={href} aria-label={`${label} (새 창)`} className={styles.socialLink}>
                  <Icon />
                </OutboundLink>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.company} aria-labelledby="pc-footer-company">
          <h2 id="pc-footer-company" className={styles.heading}>
            {COMPANY_INFO.name}
          </h2>
          <CompanyFacts className={styles.facts} />
          <p className={styles.disclaimer}>{INTERMEDIARY_DISCLAIMER}</p>
          <p className={styles.copy}>© MINDA Corp. All rights reserved.</p>
        </section>
        <section className={styles.app} aria-labelledby="pc-footer-app">
          <h2 id="pc-footer-app" className={styles.heading}>
            민다 앱 다운로드
          </h2>
          <div className={styles.appRow}>
            <AppQrCode label="민다 앱 다운로드 QR 코드" />
            <ul className={styles.stores}>
              <li>
                <OutboundLink href={webPaths.external.appStore.href()} className={styles.store}>
                  App Store{NEW_TAB}
                </OutboundLink>
              </li>
              <li>
                <OutboundLink href={webPaths.external.googlePlay.href()} className={styles.store}>
                  Google Play{NEW_TAB}
                </OutboundLink>
              </li>
            </ul>
          </div>
        </section>
      </div>
    </footer>
  );
}
