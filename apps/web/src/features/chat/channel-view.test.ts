import { describe, expect, it } from 'vitest';
import { aChatChannel, aChatMessage, CHAT_MEMBER, CHAT_PARTNER } from '../../test/builders.ts';
import { isOwnMessage, listTimeOf, previewOf, productDetailHref, roomTitleOf, safeMediaUrl, startsNewDay, timeOf } from './channel-view.ts';

describe('how a channel reads to its viewer', () => {
  it('titles the room with the partner for a member, and with the consumer and booking number for a partner', () => {
    const channel = aChatChannel({ name: '파리 하늘 민박', channelInfo: { productCategory: 'MINBAK', productOwnerId: 2, bookingNumber: 5001 } });
    expect(roomTitleOf(channel, CHAT_MEMBER.userId)).toEqual({ title: '파리하늘민박', subtitle: null });
    expect(roomTitleOf(channel, CHAT_PARTNER.userId)).toEqual({ title: '여행자 (5001)', subtitle: '파리 하늘 민박' });
    expect(roomTitleOf({ ...channel, channelInfo: { ...channel.channelInfo, bookingNumber: null } }, CHAT_PARTNER.userId).title).toBe('여행자');
  });

  it('previews the first line of text, 사진 for a photo, and the card title for a template', () => {
    expect(previewOf({ type: 'text', text: '첫 줄\n둘째 줄', createdAt: 0 })).toBe('첫 줄');
    expect(previewOf({ type: 'image', text: 'IMG_0001.jpg', createdAt: 0 })).toBe('사진');
    expect(previewOf({ type: 'template', text: JSON.stringify({ mainTitle: '예약이 확정되었습니다', subTitle: '', data: [], link: '/' }), createdAt: 0 })).toBe('예약이 확정되었습니다');
    expect(previewOf({ type: 'template', text: '{broken', createdAt: 0 })).toBe('');
    expect(previewOf(null)).toBe('');
  });

  it('counts admin messages as the partner’s own, never the member’s', () => {
    const admin = aChatMessage({ seq: 1, type: 'admin', userId: null, username: '민다' });
    expect(isOwnMessage(admin, CHAT_PARTNER.userId, 'partner')).toBe(true);
    expect(isOwnMessage(admin, CHAT_MEMBER.userId, 'member')).toBe(false);
    expect(isOwnMessage(aChatMessage({ seq: 2, ...CHAT_MEMBER }), CHAT_MEMBER.userId, 'member')).toBe(true);
  });

  it('writes times as HH:mm and starts a new day at the viewer’s local midnight', () => {
    const late = new Date(2026, 10, 20, 23, 59).getTime();
    const early = new Date(2026, 10, 21, 0, 1).getTime();
    expect(timeOf(late)).toBe('23:59');
    expect(timeOf(early)).toBe('00:01');
    expect(startsNewDay({ createdAt: early }, { createdAt: late })).toBe(true);
    expect(startsNewDay({ createdAt: late }, { createdAt: late - 3600_000 })).toBe(false);
    expect(listTimeOf(late, late - 3600_000)).toBe('23:59');
    expect(listTimeOf(late, early + 60_000)).toBe('2026.11.20');
  });

  it('offers 상품 상세 to members only, to the stay or tour page of their platform', () => {
    const stay = aChatChannel({ productId: 101 });
    const tour = aChatChannel({ productId: 7, channelInfo: { productCategory: 'TRIP', productOwnerId: 2, bookingNumber: null } });
    expect(productDetailHref(stay, 'member', 'pc')).toBe('/main/view.php?goodsno=101');
    expect(productDetailHref(stay, 'member', 'mobile')).toBe('/m/1.0/grp_minbak/minbak_view.html?minbak_code=101');
    expect(productDetailHref(tour, 'member', 'pc')).toBe('/tg/view.php?itemno=7');
    expect(productDetailHref(stay, 'partner', 'pc')).toBeNull();
    expect(productDetailHref({ ...stay, productId: null }, 'member', 'pc')).toBeNull();
  });
});

describe('safeMediaUrl', () => {
  it('keeps site paths and http(s) addresses, drops script and foreign-host forms', () => {
    expect(safeMediaUrl('/api/v2/files/chat/1')).toBe('/api/v2/files/chat/1');
    expect(safeMediaUrl('https://img.minda.example/a.jpg')).toBe('https://img.minda.example/a.jpg');
    expect(safeMediaUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeMediaUrl(' JavaScript:alert(1)')).toBeUndefined();
    expect(safeMediaUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeUndefined();
    expect(safeMediaUrl('//evil.example/a.jpg')).toBeUndefined();
    expect(safeMediaUrl(null)).toBeUndefined();
  });
});
