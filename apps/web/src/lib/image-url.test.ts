import { describe, expect, it } from 'vitest';
import { defaultImageUrl, imageUrl, normalizeImageHost } from './image-url.ts';

describe('image urls', () => {
  it('prefixes relative paths with the image host', () => {
    expect(imageUrl('stays/1001/main.svg', '/uploads/')).toBe('/uploads/stays/1001/main.svg');
    expect(imageUrl('./stays/1.svg', 'https://img.minda.test')).toBe('https://img.minda.test/stays/1.svg');
  });

  it('passes absolute urls and root paths through', () => {
    expect(imageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(imageUrl('http://cdn.example.com/a.jpg')).toBe('http://cdn.example.com/a.jpg');
    expect(imageUrl('//cdn.example.com/a.jpg')).toBe('//cdn.example.com/a.jpg');
    expect(imageUrl('/uploads/banners/1.svg')).toBe('/uploads/banners/1.svg');
    expect(imageUrl('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
  });

  it('gives undefined for empty paths and per-type defaults on the host', () => {
    expect(imageUrl('')).toBeUndefined();
    expect(imageUrl('  ')).toBeUndefined();
    expect(imageUrl(null)).toBeUndefined();
    expect(defaultImageUrl('stay', '/uploads/')).toBe('/uploads/default/stay.svg');
    expect(defaultImageUrl('tour', '/uploads')).toBe('/uploads/default/tour.svg');
    expect(defaultImageUrl('hotel')).toBe('/uploads/default/hotel.svg');
  });

  it('normalizes the host to one trailing slash', () => {
    expect(normalizeImageHost(undefined)).toBe('/uploads/');
    expect(normalizeImageHost('')).toBe('/uploads/');
    expect(normalizeImageHost('https://img.test')).toBe('https://img.test/');
  });
});
