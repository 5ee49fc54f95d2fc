import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MobileFooter } from './mobile-footer.tsx';

describe('MobileFooter', () => {
  it('links only mobile pages: 공지사항, 이용약관, 개인정보처리방침 (issue 55)', () => {
    render(
      <MemoryRouter>
        <MobileFooter />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['공지사항', '/m/1.0/cs/notice.html'],
      ['이용약관', '/m/1.0/cs/clause.html'],
      ['개인정보처리방침', '/m/1.0/cs/privacy.html'],
    ]);
  });
});
