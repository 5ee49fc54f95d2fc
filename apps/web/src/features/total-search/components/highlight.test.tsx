import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight } from './highlight.tsx';

const marks = (text: string, query: string) => {
  const { container } = render(<Highlight text={text} query={query} />);
  return { marks: [...container.querySelectorAll('mark')].map((m) => m.textContent), text: container.textContent };
};

describe('Highlight', () => {
  it('marks every word of the keyword where it matched, keeping the text whole', () => {
    expect(marks('런던 다락방 민박', '런던 민박')).toEqual({ marks: ['런던', '민박'], text: '런던 다락방 민박' });
  });
  it('marks initials, English-mode typing and English names case-insensitively', () => {
    expect(marks('파리 골목길', 'ㅍㄹ').marks).toEqual(['파리']);
    expect(marks('파리 골목길', 'vkfl').marks).toEqual(['파리']);
    expect(marks('Hotel Paris Opera', 'paris').marks).toEqual(['Paris']);
  });
  it('leaves the name plain when nothing matches', () => {
    expect(marks('로마 민박', '파리')).toEqual({ marks: [], text: '로마 민박' });
  });
});
