import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image.tsx';

describe('ProductImage', () => {
  it('prefixes relative paths with the image host', () => {
    render(<ProductImage path="stays/1001/main.svg" kind="stay" alt="파리 민박" />);
    expect(screen.getByRole('img', { name: '파리 민박' }).getAttribute('src')).toBe('/uploads/stays/1001/main.svg');
  });

  it('falls back to the default image of its product type when loading fails', () => {
    const { rerender } = render(<ProductImage path="tours/9/broken.svg" kind="tour" alt="루브르 투어" />);
    const img = screen.getByRole('img', { name: '루브르 투어' });
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: '루브르 투어' }).getAttribute('src')).toBe('/uploads/default/tour.svg');
    expect(screen.getByRole('img', { name: '루브르 투어' }).dataset.imageState).toBe('fallback');

    // A different product gets its own image again.
    rerender(<ProductImage path="tours/10/main.svg" kind="tour" alt="루브르 투어" />);
    expect(screen.getByRole('img', { name: '루브르 투어' }).getAttribute('src')).toBe('/uploads/tours/10/main.svg');
  });

  it('uses the default at once for an empty path, per type', () => {
    render(
      <>
        <ProductImage path="" kind="hotel" alt="호텔" />
        <ProductImage path={null} kind="stay" alt="민박" />
      </>,
    );
    expect(screen.getByRole('img', { name: '호텔' }).getAttribute('src')).toBe('/uploads/default/hotel.svg');
    expect(screen.getByRole('img', { name: '민박' }).getAttribute('src')).toBe('/uploads/default/stay.svg');
  });

  it('stops at an empty box when the default image fails too', () => {
    const { container } = render(<ProductImage path="a.svg" kind="stay" alt="" />);
    fireEvent.error(container.querySelector('img')!);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-image-state="empty"]')).not.toBeNull();
  });
});
