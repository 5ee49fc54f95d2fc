import { describe, expect, it } from 'vitest';
import { preBookingCallOf, preCheckCallOf, readBookingFormQuery, readBookingResultQuery } from './booking-form-query.ts';

const paramsOf = (url: string) => new URL(url, 'https://minda.test').searchParams;
const guest = { name: '홍길동', englishName: 'HONG GILDONG', phone: '010-1234-5678', email: 'hong@example.com' };

describe('readBookingFormQuery', () => {
  it('reads a stay room with dates, adults, child ages and the price the page showed', () => {
    expect(readBookingFormQuery(paramsOf('/booking/form.php?type=stay&goodsno=1001&room=2&checkInAt=2030-03-10&checkOutAt=2030-03-12&adults=2&children=5%2C7&total=480000'))).toEqual({
      type: 'stay', goodsNo: 1001, roomId: 2, checkInAt: '2030-03-10', checkOutAt: '2030-03-12', adults: 2, children: [5, 7], total: 480000,
    });
  });

  it('reads hotel rooms, each with its own party', () => {
    const uuid = '00000000-0000-4000-8000-000000000101';
    expect(readBookingFormQuery(paramsOf(`/booking/form.php?type=hotel&uuid=${uuid}&checkInAt=2030-03-10&checkOutAt=2030-03-12&room=1%3A2&room=1%3A1-5`))).toEqual({
      type: 'hotel', propertyUuid: uuid, checkInAt: '2030-03-10', checkOutAt: '2030-03-12', rooms: [{ roomId: 1, occupancy: '2' }, { roomId: 1, occupancy: '1-5' }],
    });
  });

  it('reads tour options with their dates and counts', () => {
    expect(readBookingFormQuery(paramsOf('/m/1.0/booking/form.html?type=tour&itemno=5001&option=3%3A2030-03-10%3A2&option=4%3A2030-03-11%3A1'))).toEqual({
      type: 'tour', itemNo: 5001, options: [{ optionId: 3, date: '2030-03-10', count: 2 }, { optionId: 4, date: '2030-03-11', count: 1 }],
    });
  });

  it('refuses an address that is not a whole choice rather than booking something else', () => {
    for (const url of [
      '/booking/form.php',
      '/booking/form.php?type=flight&goodsno=1',
      '/booking/form.php?type=stay&goodsno=1001&room=2&checkInAt=2030-03-10&adults=2',
      '/booking/form.php?type=stay&goodsno=0&room=2&checkInAt=2030-03-10&checkOutAt=2030-03-12&adults=2',
      '/booking/form.php?type=stay&goodsno=1001&room=2&checkInAt=2030-03-10&checkOutAt=2030-03-12&adults=2&children=five',
      '/booking/form.php?type=hotel&uuid=not-a-uuid&checkInAt=2030-03-10&checkOutAt=2030-03-12&room=1%3A2',
      '/booking/form.php?type=hotel&uuid=00000000-0000-4000-8000-000000000101&checkInAt=2030-03-10&checkOutAt=2030-03-12&room=1%3A2&room=1%3A2-',
      '/booking/form.php?type=tour&itemno=5001',
      '/booking/form.php?type=tour&itemno=5001&option=3%3A2030-03-10',
    ]) {
      expect(readBookingFormQuery(paramsOf(url)), url).toBeNull();
    }
  });

  it('ignores a price that is no number', () => {
    expect(readBookingFormQuery(paramsOf('/booking/form.php?type=tour&itemno=5001&option=3%3A2030-03-10%3A2&total=-5'))).not.toHaveProperty('total');
  });
});

describe('the requests made from the address', () => {
  it('prices a stay with v1 and books it with the guest, never with an amount', () => {
    const q = readBookingFormQuery(paramsOf('/booking/form.php?type=stay&goodsno=1001&room=2&checkInAt=2030-03-10&checkOutAt=2030-03-12&adults=2&total=480000'))!;
    expect(preCheckCallOf(q)).toEqual({ version: 'v1', body: { goodsNo: 1001, roomId: 2, checkInAt: '2030-03-10', checkOutAt: '2030-03-12', adults: 2, children: [] } });
    expect(preBookingCallOf(q, { guest, arrivalTime: '15:00', requestToHost: null })).toEqual({
      version: 'v1',
      body: { goodsNo: 1001, roomId: 2, checkInAt: '2030-03-10', checkOutAt: '2030-03-12', adults: 2, children: [], guest, arrivalTime: '15:00', requestToHost: null },
    });
  });

  it('prices hotel rooms with v2 items, one per room with its adults and child ages', () => {
    const q = readBookingFormQuery(paramsOf('/booking/form.php?type=hotel&uuid=00000000-0000-4000-8000-000000000101&checkInAt=2030-03-10&checkOutAt=2030-03-12&room=1%3A2&room=7%3A1-5%2C9'))!;
    expect(preCheckCallOf(q)).toEqual({
      version: 'v2',
      body: {
        productType: 'hotel', propertyUuid: '00000000-0000-4000-8000-000000000101', checkInAt: '2030-03-10', checkOutAt: '2030-03-12',
        items: [{ roomId: 1, adults: 2, children: [] }, { roomId: 7, adults: 1, children: [5, 9] }],
      },
    });
  });

  it('prices and books tour options with v2 items', () => {
    const q = readBookingFormQuery(paramsOf('/booking/form.php?type=tour&itemno=5001&option=3%3A2030-03-10%3A2'))!;
    expect(preBookingCallOf(q, { guest, arrivalTime: null, requestToHost: '휠체어 이용' })).toEqual({
      version: 'v2',
      body: { productType: 'tour', itemNo: 5001, items: [{ optionId: 3, date: '2030-03-10', count: 2 }], guest, arrivalTime: null, requestToHost: '휠체어 이용' },
    });
  });
});

describe('readBookingResultQuery', () => {
  it('reads the window return', () => {
    expect(readBookingResultQuery(paramsOf('/booking/result.php?bookno=260001&orderId=ORD-260001-1'))).toEqual({ bookNo: 260001, orderId: 'ORD-260001-1' });
    expect(readBookingResultQuery(paramsOf('/m/1.0/booking/result.html?bookno=abc'))).toEqual({ bookNo: null, orderId: null });
  });
});
