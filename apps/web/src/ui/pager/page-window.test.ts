import { describe, expect, it } from 'vitest';
import { BLOCKS_OF_TEN, FIVE_AROUND, TEN_AROUND, pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it('centres five numbers on the current page, clamped to the first and last page', () => {
    expect(pageWindow(1, 2, FIVE_AROUND)).toEqual([1, 2]);
    expect(pageWindow(1, 9, FIVE_AROUND)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 9, FIVE_AROUND)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9, FIVE_AROUND)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(8, 9, FIVE_AROUND)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(9, 9, FIVE_AROUND)).toEqual([5, 6, 7, 8, 9]);
  });

  it('centres ten numbers with the current page sixth', () => {
    expect(pageWindow(1, 3, TEN_AROUND)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 30, TEN_AROUND)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(16, 30, TEN_AROUND)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(30, 30, TEN_AROUND)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });

  it('shows the block of ten that holds the current page', () => {
    expect(pageWindow(1, 3, BLOCKS_OF_TEN)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 25, BLOCKS_OF_TEN)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(12, 25, BLOCKS_OF_TEN)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(21, 25, BLOCKS_OF_TEN)).toEqual([21, 22, 23, 24, 25]);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageWindow(1, 0, FIVE_AROUND)).toEqual([]);
    expect(pageWindow(1, 0, BLOCKS_OF_TEN)).toEqual([]);
  });
});
