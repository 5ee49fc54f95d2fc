import { describe, expect, it } from 'vitest';
import { partyText } from './stay-texts.ts';

describe('hotel stay texts', () => {
  it('prints rooms, adults and children (children only when present)', () => {
    expect(partyText([{ adult: 2, children: [] }])).toBe('객실 1개 · 성인 2명');
    expect(partyText([{ adult: 2, children: [] }, { adult: 2, children: [5, 7] }])).toBe('객실 2개 · 성인 4명 · 아동 2명');
  });
});
