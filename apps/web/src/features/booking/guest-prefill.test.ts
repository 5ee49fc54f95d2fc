import { describe, expect, it } from 'vitest';
import { aMember } from '../../test/builders.ts';
import { guestPrefill } from './guest-prefill.ts';

describe('guestPrefill', () => {
  it('takes the name from the nickname and the e-mail and 휴대폰 번호 from the profile', () => {
    expect(guestPrefill(aMember({ nickName: '여행자', loginId: 'member' }), { email: 'member@minda.kr', phone: '010-9876-5432' })).toEqual({
      name: '여행자',
      email: 'member@minda.kr',
      phone: '010-9876-5432',
    });
  });

  it('leaves the phone empty without one in the profile, and uses an e-mail login id until the profile answers', () => {
    expect(guestPrefill(aMember({ nickName: '여행자', loginId: 'trip@example.com' }), { email: 'member@minda.kr', phone: null })).toEqual({ name: '여행자', email: 'member@minda.kr' });
    expect(guestPrefill(aMember({ nickName: '여행자', loginId: 'trip@example.com' }))).toEqual({ name: '여행자', email: 'trip@example.com' });
    expect(guestPrefill(null, { email: 'member@minda.kr', phone: '010-9876-5432' })).toEqual({});
  });
});
