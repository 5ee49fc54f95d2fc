import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { webPaths } from '@minda/contracts/paths';
import { COMPANY_INFO } from '../footer/company-info.ts';
import { PcFooter } from './pc-footer.tsx';

function renderFooter() {
  render(
    <MemoryRouter>
      <PcFooter />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

const linkNamed = (footer: HTMLElement, name: RegExp | string) => within(footer).getByRole('link', { name });

describe('PcFooter', () => {
  it('links every policy and help page of spec 1 §2.3 inside the app', () => {
    const footer = renderFooter();
    const expected: [string, string][] = [
      ['회사소개', '/about/about.php'],
      ['공지사항', '/community/list.php?id=notice'],
      ['이용약관', '/m/1.0/cs/clause.html'],
      ['개인정보처리방침', '/m/1.0/cs/privacy.html'],
      ['취소·환불 규정', '/helpcenter/rule.php'],
      ['1:1 문의', '/mypage/my_m2m.php?mode=write'],
    ];
    for (const [name, href] of expected) {
      const link = linkNamed(footer, name);
      expect(link.getAttribute('href'), name).toBe(href);
      expect(link.hasAttribute('target'), name).toBe(false);
    }
  });

  it('opens every outside link in a new tab without an opener', () => {
    const footer = renderFooter();
    const expected: [RegExp, string][] = [
      [/사업자정보확인/, webPaths.external.businessInfo.href()],
      [/파트너 입점 신청/, webPaths.external.partnerSignup.href()],
      [/파트너 홈/, webPaths.external.partnerHome.href()],
      [/인스타그램/, webPaths.external.instagram.href()],
      [/네이버 블로그/, webPaths.external.naverBlog.href()],
      [/네이버 포스트/, webPaths.external.naverPost.href()],
      [/페이스북/, webPaths.external.facebook.href()],
      [/App Store/, webPaths.external.appStore.href()],
      [/Google Play/, webPaths.external.googlePlay.href()],
    ];
    for (const [name, href] of expected) {
      const link = linkNamed(footer, name);
      expect(link.getAttribute('href'), String(name)).toBe(href);
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const external = within(footer)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('http'));
    expect(external.every((a) => a.getAttribute('target') === '_blank')).toBe(true);
  });

  it('labels the social icon links', () => {
    const footer = renderFooter();
    for (const name of ['민다 인스타그램 (새 창)', '민다 네이버 블로그 (새 창)', '민다 네이버 포스트 (새 창)', '민다 페이스북 (새 창)']) {
      expect(linkNamed(footer, name).getAttribute('aria-label')).toBe(name);
    }
  });

  it('prints the registration numbers, disclaimer, hours and contact, and the app QR drawn locally', () => {
    const footer = renderFooter();
    const text = footer.textContent ?? '';
    for (const fact of [COMPANY_INFO.registrationNo, COMPANY_INFO.tourismNo, COMPANY_INFO.mailOrderNo, COMPANY_INFO.phone, COMPANY_INFO.email]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('(주)민다는 통신판매중개자로서 통신판매의 당사자가 아니며, 상품의 예약·이용 및 환불 등과 관련한 의무와 책임은 각 판매자에게 있습니다.');
    expect(text).toContain('평일 10:00~12:00, 13:00~18:00 (주말·공휴일 휴무)');
    const qr = within(footer).getByRole('img', { name: '민다 앱 다운로드 QR 코드' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('image')).toBeNull();
  });
});
