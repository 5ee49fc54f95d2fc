import { describe, expect, it } from 'vitest';
import { int4, int4Id, int4IdParam, int4Param } from './numbers.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error?.issues[0]?.message);

describe('int4 numbers', () => {
  it('take 1 to 2147483647 as ids, and nothing past it', () => {
    const id = int4Id('예약 번호');
    expect(id.parse(1)).toBe(1);
    expect(id.parse(2_147_483_647)).toBe(2_147_483_647);
    for (const n of [0, -1, 1.5, 2_147_483_648, 9_007_199_254_740_991]) expect(messageOf(id.safeParse(n))).toBe('예약 번호가 올바르지 않습니다.');
    expect(messageOf(id.safeParse('12'))).toBe('예약 번호는 숫자여야 합니다.');
  });

  it('take 0 as a cursor unless told otherwise, and use 은/이 after a closed syllable', () => {
    expect(int4('메시지 순번(seq)').parse(0)).toBe(0);
    expect(messageOf(int4('메시지 순번(seq)', { min: 1 }).safeParse(0))).toBe('메시지 순번(seq)이 올바르지 않습니다.');
    expect(messageOf(int4Id('신고 사유', { missing: '신고 사유를 선택해 주세요.' }).safeParse(undefined))).toBe('신고 사유를 선택해 주세요.');
  });

  it('read query and path parameters as text with the same bounds', () => {
    expect(int4IdParam('파트너 번호').parse('2147483647')).toBe(2_147_483_647);
    expect(messageOf(int4IdParam('파트너 번호').safeParse('2147483648'))).toBe('파트너 번호가 올바르지 않습니다.');
    expect(messageOf(int4Param('메시지 순번').safeParse('abc'))).toBe('메시지 순번은 숫자여야 합니다.');
  });
});
