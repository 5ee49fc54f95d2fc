import { describe, expect, it } from 'vitest';
import { pcHeaderMode } from './header-state.ts';

describe('pcHeaderMode', () => {
  it('fixes a product page header only past 300 px (60 + 240)', () => {
    expect(pcHeaderMode(0, 'product')).toBe('normal');
    expect(pcHeaderMode(300, 'product')).toBe('normal');
    expect(pcHeaderMode(301, 'product')).toBe('fixed');
  });

  it('fixes the home header only past 396 px (60 + 336)', () => {
    expect(pcHeaderMode(301, 'home')).toBe('normal');
    expect(pcHeaderMode(396, 'home')).toBe('normal');
    expect(pcHeaderMode(397, 'home')).toBe('fixed');
  });

  it('never fixes a plain page header', () => {
    expect(pcHeaderMode(100_000, 'plain')).toBe('normal');
  });
});
