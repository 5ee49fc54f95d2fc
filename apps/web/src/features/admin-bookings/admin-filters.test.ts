import { describe, expect, it } from 'vitest';
import { bookingsQueryFrom, refundStatusFrom, stateChoiceOf, stateFromChoice } from './admin-filters.ts';

describe('the back office filters in the address', () => {
  it('reads back every filter the API accepts', () => {
    expect(bookingsQueryFrom(new URLSearchParams('status=-99&productType=tour&q=%20김민다%20&dateBy=start&from=2026-07-01&to=2026-07-31&page=3'))).toEqual({
      status: -99,
      tab: undefined,
      productType: 'tour',
      q: '김민다',
      dateBy: 'start',
      from: '2026-07-01',
      to: '2026-07-31',
      page: 3,
    });
  });

  it('leaves out what the API would refuse', () => {
    expect(bookingsQueryFrom(new URLSearchParams('status=7&tab=soon&productType=car&q=%20&dateBy=x&from=7/1&page=-2'))).toEqual({
      status: undefined,
      tab: undefined,
      productType: undefined,
      q: undefined,
      dateBy: undefined,
      from: undefined,
      to: undefined,
      page: 1,
    });
    expect(bookingsQueryFrom(new URLSearchParams('status=')).status).toBeUndefined();
    expect(refundStatusFrom(new URLSearchParams('status=failed'))).toBe('failed');
    expect(refundStatusFrom(new URLSearchParams('status=lost'))).toBeUndefined();
  });

  it('turns the one state select into a status or a tab, and back', () => {
    expect(stateFromChoice('status:-59')).toEqual({ status: -59, tab: undefined });
    expect(stateFromChoice('tab:cancelled')).toEqual({ status: undefined, tab: 'cancelled' });
    expect(stateFromChoice('')).toEqual({ status: undefined, tab: undefined });
    expect(stateChoiceOf({ status: 3 })).toBe('status:3');
    expect(stateChoiceOf({ tab: 'past' })).toBe('tab:past');
    expect(stateChoiceOf({})).toBe('');
  });
});
