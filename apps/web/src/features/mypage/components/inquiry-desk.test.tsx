import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember } from '../../../test/builders.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AdminInquiries } from './admin-inquiries.tsx';
import { InquiryDesk } from './inquiry-desk.tsx';

afterEach(() => vi.unstubAllGlobals());

const inquiry = {
  id: 7,
  category: 'refund',
  title: '환불 일정 문의',
  content: '지난주에 취소한 예약의 환불이 언제 들어오나요?',
  status: 'waiting',
  createdAt: '2026-01-02T03:04:05.000Z',
  attachments: [],
  answer: null,
};
const paging = { totalPages: 1, totalElements: 1, number: 0, size: 10, last: true };

describe('the 1:1 inquiry form', () => {
  it("shows the contract's messages on the fields it refuses, without sending", async () => {
    const sent = stubFetch(() => jsonResponse(200, { data: {} }));
    renderApp(<InquiryDesk />, { path: '/mypage/my_m2m.php?mode=write', user: aMember() });
    const form = screen.getByRole('form', { name: '1:1 문의하기' });
    await userEvent.type(within(form).getByLabelText('제목'), '환');
    await userEvent.click(within(form).getByRole('button', { name: '문의 보내기' }));
    expect(await within(form).findByText('문의 유형을 선택해 주세요.')).toBeTruthy();
    expect(within(form).getByText('제목은 2자 이상 적어 주세요.')).toBeTruthy();
    expect(within(form).getByText('문의 내용은 10자 이상 적어 주세요.')).toBeTruthy();
    expect(within(form).getByLabelText('문의 유형').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText<HTMLInputElement>('제목').value).toBe('환');
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the inquiry once it passes, with its idempotency key, and lists it', async () => {
    const sent = stubFetch((request) =>
      request.method === 'POST' ? jsonResponse(200, { data: inquiry }) : jsonResponse(200, { data: { content: [inquiry], ...paging } }),
    );
    renderApp(<InquiryDesk />, { path: '/mypage/my_m2m.php?mode=write', user: aMember() });
    const form = screen.getByRole('form', { name: '1:1 문의하기' });
    await userEvent.selectOptions(within(form).getByLabelText('문의 유형'), '취소/환불');
    await userEvent.type(within(form).getByLabelText('제목'), ' 환불 일정 문의 ');
    await userEvent.type(within(form).getByLabelText('내용'), inquiry.content);
    await userEvent.click(within(form).getByRole('button', { name: '문의 보내기' }));
    expect(await screen.findByRole('list', { name: '문의 내역' })).toBeTruthy();
    const post = sent.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/api/v2/member/inquiries');
    expect(post.body).toEqual({ category: 'refund', title: '환불 일정 문의', content: inquiry.content, fileKeys: [] });
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("puts the server's refusal of a field on it", async () => {
    stubFetch(() =>
      jsonResponse(400, { error: { code: 'VALIDATION_FAILED', message: '입력값을 확인해 주세요.', details: [{ path: 'body.title', message: '글자 방향을 바꾸는 특수 문자나 깨진 글자는 쓸 수 없습니다.' }] } }),
    );
    renderApp(<InquiryDesk />, { path: '/mypage/my_m2m.php?mode=write', user: aMember() });
    const form = screen.getByRole('form', { name: '1:1 문의하기' });
    await userEvent.selectOptions(within(form).getByLabelText('문의 유형'), '기타');
    await userEvent.type(within(form).getByLabelText('제목'), '문의합니다');
    await userEvent.type(within(form).getByLabelText('내용'), '열 글자가 넘는 문의 내용입니다.');
    await userEvent.click(within(form).getByRole('button', { name: '문의 보내기' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('글자 방향을 바꾸는 특수 문자나 깨진 글자는 쓸 수 없습니다.');
    expect(within(form).getByLabelText('제목').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(form).getByLabelText('제목'));
  });
});

describe("the back office's answer form", () => {
  it("says the contract's message for an empty answer, then saves one", async () => {
    const sent = stubFetch((request) =>
      request.method === 'PUT'
        ? jsonResponse(200, { data: { ...inquiry, member: { id: 3, loginId: 'traveler', nickname: '여행자' } } })
        : jsonResponse(200, { data: { content: [{ ...inquiry, member: { id: 3, loginId: 'traveler', nickname: '여행자' } }], ...paging } }),
    );
    renderApp(<AdminInquiries status="waiting" page={1} />, { path: '/admin/inquiries?status=waiting' });
    const item = await screen.findByRole('listitem', { name: '환불 일정 문의' });
    await userEvent.click(within(item).getByRole('button', { name: '답변 등록' }));
    expect((await within(item).findByRole('alert')).textContent).toBe('답변을 입력해 주세요.');
    expect(within(item).getByLabelText('답변').getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await userEvent.type(within(item).getByLabelText('답변'), '영업일 기준 3~7일 안에 환불됩니다.');
    await userEvent.click(within(item).getByRole('button', { name: '답변 등록' }));
    await vi.waitFor(() => expect(sent.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ answer: '영업일 기준 3~7일 안에 환불됩니다.' }]));
    expect(within(item).queryByRole('alert')).toBeNull();
  });
});
