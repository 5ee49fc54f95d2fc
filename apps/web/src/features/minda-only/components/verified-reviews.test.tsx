import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerifiedReviews } from './verified-reviews.tsx';

describe('VerifiedReviews', () => {
  it('writes the 8 reviews twice for the loop and hides the copy from screen readers', () => {
    render(<VerifiedReviews />);
    const items = screen.getByTestId('verified-reviews').querySelectorAll('li');
    expect(items).toHaveLength(16);
    expect([...items].filter((li) => li.getAttribute('aria-hidden') === 'true')).toHaveLength(8);
  });
});
