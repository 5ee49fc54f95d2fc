import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { setupTestApp } from '../test/test-app.ts';
import { pickEncoding } from './compress.ts';

const t = setupTestApp();
const themes = apiUrl(apiPaths.stays.themeItems.href());

describe('API response compression', () => {
  it('sends a large JSON answer with brotli when the browser accepts it, and the same JSON comes out', async () => {
    const plain = await t.app.inject({ method: 'GET', url: themes });
    const compressed = await t.app.inject({ method: 'GET', url: themes, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    const body = zlib.brotliDecompressSync(compressed.rawPayload).toString('utf8');
    expect(JSON.parse(body)).toEqual(plain.json());
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('falls back to gzip, and leaves small answers alone', async () => {
    const gz = await t.app.inject({ method: 'GET', url: themes, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString('utf8'))).toHaveProperty('data');
    const small = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('picks what the client accepts, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
