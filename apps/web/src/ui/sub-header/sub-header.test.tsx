import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SubHeader } from './sub-header.tsx';

describe('SubHeader', () => {
  it('links back to the home and shows the title', () => {
    render(<MemoryRouter><SubHeader title="한인민박" /></MemoryRouter>);
    expect(screen.getByRole('heading', { name: '한인민박' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '홈으로' }).getAttribute('href')).toBe('/m/1.0/grp_main/main.html');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('opens the search page of its type from the fake search box', () => {
    render(
      <MemoryRouter>
        <SubHeader title="한인민박" search={{ searchType: 'stays', placeholder: '가족 같은 숙소를 찾아보세요' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '가족 같은 숙소를 찾아보세요' }).getAttribute('href')).toBe('/m/1.0/grp_main/search_header.html?searchType=stays');
  });
});
