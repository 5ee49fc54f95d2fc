import { describe, expect, it } from 'vitest';
import { stayWishAddBody } from './add-stay-wish.ts';

describe('stayWishAddBody', () => {
  it('carries the app code of the app_service_media cookie when it is a known code', () => {
    expect(stayWishAddBody(1003, 'iP')).toEqual({ goodsNo: 1003, serviceMedia: 'iP' });
    expect(stayWishAddBody(1003, 'MW')).toEqual({ goodsNo: 1003, serviceMedia: 'MW' });
  });

  it('leaves serviceMedia out when the cookie is missing or unknown', () => {
    expect(stayWishAddBody(1003, undefined)).toEqual({ goodsNo: 1003 });
    expect(stayWishAddBody(1003, 'XX')).toEqual({ goodsNo: 1003 });
  });

  it('reads the cookie by default', () => {
    document.cookie = 'app_service_media=AD; path=/';
    expect(stayWishAddBody(7)).toEqual({ goodsNo: 7, serviceMedia: 'AD' });
    document.cookie = 'app_service_media=; Max-Age=0; path=/';
  });
});
