import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { SanitizedHtml } from './sanitized-html.tsx';

vi.mock('../../lib/sanitize-html.ts', () => ({ sanitizeHtml: vi.fn() }));
const mocked = vi.mocked(sanitizeHtml);

describe('SanitizedHtml', () => {
  beforeEach(() => {
    mocked.mockReset();
  });

  it('shows only what the sanitizer returned', async () => {
    mocked.mockResolvedValue('<p>안내 <strong>내용</strong></p>');
    const { container } = render(<SanitizedHtml html={'<p onclick="x()">안내 <strong>내용</strong></p>'} />);
    expect(await screen.findByText('내용')).toBeTruthy();
    expect(container.innerHTML).not.toContain('onclick');
  });

  it('never falls back to the raw HTML when sanitizing fails', async () => {
    mocked.mockRejectedValue(new Error('no DOM'));
    const { container } = render(<SanitizedHtml html={'<img src=x onerror="alert(1)">'} />);
    expect(await screen.findByText('내용을 표시할 수 없습니다.')).toBeTruthy();
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('shows the loading element until the sanitizer answers', () => {
    mocked.mockReturnValue(new Promise(() => {}));
    render(<SanitizedHtml html="<p>x</p>" loading={<p>불러오는 중…</p>} />);
    expect(screen.getByText('불러오는 중…')).toBeTruthy();
  });
});
