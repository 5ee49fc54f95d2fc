import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewStars, ScoreStars } from './stars.tsx';

describe('stars', () => {
  it('draws floor(rating) stars for a curated review', () => {
    const { container } = render(<ReviewStars rating={4.7} />);
    expect(screen.getByRole('img', { name: '별점 4점' })).toBeTruthy();
    expect(container.querySelectorAll('svg')).toHaveLength(4);
  });
  it('adds a half star only when a verified score is not full', () => {
    const { rerender } = render(<ScoreStars score={4.5} />);
    expect(screen.getByTestId('half-star')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4.5점' }).querySelectorAll('svg')).toHaveLength(5);
    rerender(<ScoreStars score={5} />);
    expect(screen.queryByTestId('half-star')).toBeNull();
  });
});
