import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MindaOnlyGoods } from '@minda/contracts/content';
import { StayHoverCard } from './stay-hover-card.tsx';

const goods: MindaOnlyGoods = {
  goodsNo: 1007,
  goodsName: '파리 몽마르트 한인민박',
  imgPath: 'stay/1007-1.svg',
  keyPoints: [{ content: '한식 조식 제공' }, { content: '역 바로 앞' }],
  reviews: [
    { nickName: '여름바다', rating: 4.9, content: '사장님이 친절해요' },
    { nickName: '혼행러', rating: 3.2, content: '위치가 좋아요' },
  ],
};

const renderCard = () =>
  render(
    <MemoryRouter>
      <StayHoverCard goods={goods} />
    </MemoryRouter>,
  );

describe('StayHoverCard', () => {
  it('shows key points, reviews with floor(rating) stars and the detail button only on hover', () => {
    renderCard();
    const card = screen.getByRole('article', { name: goods.goodsName });
    expect(screen.queryByTestId('stay-details')).toBeNull();
    expect(screen.queryByRole('link', { name: /상세페이지/ })).toBeNull();

    fireEvent.mouseEnter(card);
    const details = screen.getByTestId('stay-details');
    expect(within(details).getByRole('list', { name: '숙소 특징' }).textContent).toContain('한식 조식 제공');
    const reviews = within(details).getAllByRole('listitem').filter((li) => li.closest('[aria-label="여행자 리뷰"]'));
    expect(reviews).toHaveLength(2);
    expect(within(details).getByRole('img', { name: '별점 4점' })).toBeTruthy();
    expect(within(details).getByRole('img', { name: '별점 3점' })).toBeTruthy();
    expect(within(details).getByText('사장님이 친절해요')).toBeTruthy();
    expect(within(details).getByRole('link', { name: /상세페이지/ }).getAttribute('href')).toBe('/main/view.php?goodsno=1007');

    fireEvent.mouseLeave(card);
    expect(screen.queryByTestId('stay-details')).toBeNull();
  });

  it('opens for keyboard users too', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: '특징과 리뷰 보기' }));
    expect(screen.getByRole('link', { name: /상세페이지/ })).toBeTruthy();
  });

  it('falls back to the default stay image when the picture fails', () => {
    const { container } = renderCard();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toContain('stay/1007-1.svg');
    fireEvent.error(img);
    expect(container.querySelector('img')!.getAttribute('src')).toContain('default/stay.svg');
  });
});
