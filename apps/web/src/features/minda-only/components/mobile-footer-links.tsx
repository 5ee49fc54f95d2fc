import { webPaths } from '@minda/contracts/paths';
import { FacebookIcon, InstagramIcon, NaverBlogIcon, NaverPostIcon } from '../../../ui/pc-footer/social-icons.tsx';
import { OutboundLink } from '../../../ui/smart-link/outbound-link.tsx';
import styles from './mobile-footer-links.module.css';

const SOCIAL = [
  { label: '민다 인스타그램', href: webPaths.external.instagram.href(), Icon: InstagramIcon },
  { label: '민다 네이버 블로그', href: webPaths.external.naverBlog.href(), Icon: NaverBlogIcon },
  { label: '민다 네이버 포스트', href: webPaths.external.naverPost.href(), Icon: NaverPostIcon },
  { label: '민다 페이스북', href: webPaths.external.facebook.href(), Icon: FacebookIcon },
] as const;

/**
 * What the page's full mobile footer adds above the shared one (spec 2 §2.6): social links, the partner
 * home and the app stores. All open in a new tab.
 */
export function MobileFooterLinks() {
  return (
    <div className={styles.wrap}>
      <ul className={styles.social} aria-label="민다 소셜 미디어">
        {SOCIAL.map(({ label, href, Icon }) => (
          <li key={label}>
            <OutboundLink href={href} aria-label={`${label} (새 창)`} className={styles.icon}>
              <Icon />
            </OutboundLink>
          </li>
        ))}
      </ul>
      <ul className={styles.links}>
        <li>
          <OutboundLink href={webPaths.external.partnerHome.href()}>파트너 홈<span className="visually-hidden"> (새 창)</span></OutboundLink>
        </li>
        <li>
          <OutboundLink href={webPaths.external.appStore.href()}>App Store<span className="visually-hidden"> (새 창)</span></OutboundLink>
        </li>
        <li>
          <OutboundLink href={webPaths.external.googlePlay.href()}>Google Play<span className="visually-hidden"> (새 창)</span></OutboundLink>
        </li>
        <li>
          <OutboundLink href={webPaths.external.businessInfo.href()}>사업자 정보 확인<span className="visually-hidden"> (새 창)</span></OutboundLink>
        </li>
      </ul>
    </div>
  );
}
