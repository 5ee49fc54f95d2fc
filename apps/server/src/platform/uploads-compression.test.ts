import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/test-app.ts';

/** A generated-looking SVG of about 6 KB, and a small one below the compression threshold. */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">${'<rect x="1" y="2" width="30" height="40" fill="#e8eef5"/>'.repeat(100)}</svg>`;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'minda-uploads-'));
const uploads = path.join(root, 'data', 'uploads');
fs.mkdirSync(path.join(uploads, 'stay'), { recursive: true });
fs.writeFileSync(path.join(uploads, 'stay', '1001-1.svg'), SVG);
fs.writeFileSync(path.join(uploads, 'stay', 'tiny.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const t = setupTestApp({ DATA_DIR: path.join(root, 'data') });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('uploads compressed', () => {
  it('sends an SVG in brotli or gzip when accepted, the same image coming out, nosniff and without cookies', async () => {
    const br = await get('/uploads/stay/1001-1.svg', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('image/svg+xml');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['set-cookie']).toBeUndefined();
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SVG);
    expect(br.rawPayload.length).toBeLessThan(SVG.length / 10);
    // Written once, beside the file.
    expect(fs.existsSync(path.join(uploads, 'stay', '1001-1.svg.br'))).toBe(true);

    const gz = await get('/uploads/stay/1001-1.svg', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SVG);
  });

  it('sends it plain to a client that accepts no encoding, and small files plain always', async () => {
    const plain = await get('/uploads/stay/1001-1.svg');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SVG);
    const tiny = await get('/uploads/stay/tiny.svg', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('rewrites the compressed copy when the file is replaced', async () => {
    const replaced = SVG.replaceAll('#e8eef5', '#ffd1dc');
    const file = path.join(uploads, 'stay', '1001-1.svg');
    fs.writeFileSync(file, replaced);
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const br = await get('/uploads/stay/1001-1.svg', { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(replaced);
  });

  it('never reaches outside the uploads folder, and answers a missing file 404', async () => {
    fs.writeFileSync(path.join(root, 'data', 'secret.svg'), SVG);
    const res = await get('/uploads/..%2fsecret.svg', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(fs.existsSync(path.join(root, 'data', 'secret.svg.br'))).toBe(false);
    expect((await get('/uploads/stay/missing.svg', { 'accept-encoding': 'br' })).statusCode).toBe(404);
  });
});
