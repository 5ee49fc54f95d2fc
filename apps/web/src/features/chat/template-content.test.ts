import { describe, expect, it } from 'vitest';
import { parseTemplate } from './template-content.ts';

const card = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ mainTitle: '예약 확정', subTitle: '파리 하늘 민박', data: [{ title: '체크인', data: '2026-12-01' }, { title: '요청', data: '  ' }], link: '/mypage/v.my_reservation.php?bookno=5001', ...overrides });

describe('parseTemplate', () => {
  it('keeps the rows with data and drops the empty ones', () => {
    expect(parseTemplate(card())).toEqual({ mainTitle: '예약 확정', subTitle: '파리 하늘 민박', data: [{ title: '체크인', data: '2026-12-01' }], link: '/mypage/v.my_reservation.php?bookno=5001' });
  });

  it('returns null for anything that is not a card, so nothing renders', () => {
    expect(parseTemplate('not json')).toBeNull();
    expect(parseTemplate(JSON.stringify({ mainTitle: '제목만' }))).toBeNull();
    expect(parseTemplate(card({ data: 'rows' }))).toBeNull();
  });

  it('refuses links that leave the site', () => {
    expect(parseTemplate(card({ link: 'javascript:alert(1)' }))).toBeNull();
    expect(parseTemplate(card({ link: 'https://evil.example/' }))).toBeNull();
    expect(parseTemplate(card({ link: '//evil.example/' }))).toBeNull();
    expect(parseTemplate(card({ link: '/\\evil.example/' }))).toBeNull();
  });
});
