import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, webPaths } from '@minda/contracts/paths';
import { apiGet } from '../../../lib/api-client.ts';
import { aMember } from '../../../test/builders.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { InvitePage } from './invite-page.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn() }));
const mockedGet = vi.mocked(apiGet);

beforeEach(() => {
  mockedGet.mockReset();
  mockedGet.mockResolvedValue({ code: 'K7M2Q9XA', link: '/member/register.php?invite=K7M2Q9XA', joinedCount: 3, rewardedCount: 2, rewardAmount: 6000 });
});

describe('InvitePage', () => {
  it('shows the member’s code and link, copies the link, and counts friends and rewards', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp(<InvitePage origin="https://minda.test" />, { path: webPaths.pc.invite.href(), route: webPaths.pc.invite.path, user: aMember() });
    expect((await screen.findByTestId('invite-code')).textContent).toBe('K7M2Q9XA');
    expect(mockedGet).toHaveBeenCalledWith(apiPaths.members.invite.href(), expect.anything());
    expect(screen.getByText('https://minda.test/member/register.php?invite=K7M2Q9XA')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '초대 링크 복사' }));
    expect(writeText).toHaveBeenCalledWith('https://minda.test/member/register.php?invite=K7M2Q9XA');
    expect(await screen.findByText('초대 링크를 복사했어요.')).toBeTruthy();
    const stats = screen.getByLabelText('초대 현황');
    expect(within(stats).getByText('가입한 친구').nextSibling?.textContent).toBe('3명');
    expect(within(stats).getByText('받은 보상').nextSibling?.textContent).toBe('2회 · 6,000원');
  });

  it('sends a visitor to login and back', async () => {
    const { probe } = renderApp(<InvitePage origin="https://minda.test" />, { path: webPaths.pc.invite.href(), route: webPaths.pc.invite.path, user: null });
    await vi.waitFor(() => expect(probe.location.pathname).toBe('/member/login.php'));
    expect(`${probe.location.pathname}${probe.location.search}`).toBe(webPaths.member.login.href('/mypage/invite.php'));
    expect(mockedGet).not.toHaveBeenCalled();
  });
});
