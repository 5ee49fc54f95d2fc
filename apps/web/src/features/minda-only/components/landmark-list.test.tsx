import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandmarkList } from './landmark-list.tsx';

const landMarks = [
  { title: '에펠탑', imgPath: 'minda-only/001002001-1.svg' },
  { title: '루브르 박물관', imgPath: 'minda-only/001002001-2.svg' },
];

describe('LandmarkList', () => {
  it('switches the picture to the hovered landmark', () => {
    render(<LandmarkList landMarks={landMarks} />);
    expect(screen.getByRole('img', { name: '에펠탑' }).getAttribute('src')).toContain('001002001-1.svg');
    fireEvent.mouseEnter(screen.getByRole('button', { name: '루브르 박물관' }));
    expect(screen.getByRole('img', { name: '루브르 박물관' }).getAttribute('src')).toContain('001002001-2.svg');
    expect(screen.getByRole('button', { name: '루브르 박물관' }).getAttribute('aria-pressed')).toBe('true');
  });
});
