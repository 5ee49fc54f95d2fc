import { describe, expect, it } from 'vitest';
import { partyText, stayPeriodText } from './stay-texts.ts';

describe('hotel stay texts', () => {
  it('prints the period with Korean weekdays and nights', () => {
    expect(stayPeriodText('2026-11-28', '2026-11-30', 2)).toBe('11.28(토) - 11.30(월) · 2박');
  });

  it('prints rooms, adults and children (children only when present)', () => {
    expect(partyText([{ adult: 2, children: [] }])).toBe('객실 1개 · 성인 2명');
    expect(partyText([{ adult: 2, children: [] }, { adult: 2, children: [5, 7] }])).toBe('객실 2개 · 성인 4명 · 아동 2명');
  });
});
