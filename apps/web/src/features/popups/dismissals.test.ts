import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeDismissal } from './dismissals.ts';

afterEach(() => vi.restoreAllMocks());

const written = (run: () => void) => {
  const setter = vi.spyOn(document, 'cookie', 'set');
  setter.mockClear();
  run();
  return setter.mock.calls.map(([value]) => value);
};

describe('writeDismissal', () => {
  it('keeps the app download and review dismissals for 7 days', () => {
    expect(written(() => writeDismissal({ kind: 'app-download' }))).toEqual([expect.stringMatching(/^hideAppDownload7Days=Y; Max-Age=604800; Path=\//)]);
    expect(written(() => writeDismissal({ kind: 'review-invite', summary: { staysCount: 1, tripCount: 0, staysPoint: 10, tripsPoint: 0 } }))).toEqual([
      expect.stringMatching(/^hideReviewNotice7Days=Y; Max-Age=604800; Path=\//),
    ]);
  });

  it('keeps the notice hidden for 1 day under hideCommonNotice7Days plus the notice no', () => {
    expect(written(() => writeDismissal({ kind: 'notice', notice: { no: 42, contents: '<p>x</p>', endsAt: null } }))).toEqual([
      expect.stringMatching(/^hideCommonNotice7Days42=Y; Max-Age=86400; Path=\//),
    ]);
  });
});
