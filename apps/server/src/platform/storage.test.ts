import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loginAs, visitorHeaders, type LoggedIn } from '../test/login-as.ts';
import { setupTestApp } from '../test/test-app.ts';
import { access, signedInCaller } from './access.ts';
import { uploadRoutes } from './storage.ts';

/** Who uploaded each private test file: the test area's read policy, as a module would keep it in its table. */
const uploaderOf = new Map<string, number>();

/** Test-only upload routes, registered the way a module would (see storage.ts). */
async function testUploads(app: FastifyInstance) {
  app.storage.definePrivateArea('test-private', { readableBy: (user, file) => uploaderOf.get(file.key) === user.id });
  await app.register(
    uploadRoutes((uploads) => {
      uploads.post('/api/v2/test-uploads/public', { config: { access: access.public } }, async (request) => ({
        data: await app.storage.acceptUpload(request, { area: 'test-public', visibility: 'public', accept: 'image' }),
      }));
      uploads.post('/api/v2/test-uploads/private', { config: { access: access.ownData } }, async (request) => {
        const user = signedInCaller(request);
        const file = await app.storage.acceptUpload(request, { area: 'test-private', visibility: 'private', accept: 'document' });
        uploaderOf.set(file.key, user.id);
        return { data: file };
      });
    }),
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minda-storage-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const t = setupTestApp({ DATA_DIR: dataDir }, testUploads);

function form(bytes: Buffer, fileName: string, declaredType: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type: declaredType }), fileName);
  return body;
}

const upload = (url: string, headers: Record<string, string>, payload: FormData | object) => t.app.inject({ method: 'POST', url, headers, payload });

const solid = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } });

type Uploaded = { key: string; url: string; contentType: string; width: number; height: number; visibility: string };

describe('storage: uploads', () => {
  it('takes the type from the bytes: a PNG named .txt and sent as text/plain is stored and served as PNG', async () => {
    const png = await solid(30, 20, '#00ff00').png().toBuffer();
    const res = await upload('/api/v2/test-uploads/public', await visitorHeaders(t.app), form(png, 'notes.txt', 'text/plain'));

    expect(res.statusCode).toBe(200);
    const file = res.json<{ data: Uploaded }>().data;
    expect(file).toMatchObject({ visibility: 'public', contentType: 'image/png', width: 30, height: 20 });
    // A generated name: 24 random characters, never the client's "notes".
    expect(file.key).toMatch(/^test-public\/[A-Za-z0-9_-]{24}\.png$/);
    expect(file.url).toBe(`/uploads/${file.key}`);

    const served = await t.app.inject({ method: 'GET', url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it.each([
    ['GIF', () => solid(12, 10, '#ff00ff').gif().toBuffer(), 'image/gif'],
    ['WebP', () => solid(12, 10, '#ff00ff').webp().toBuffer(), 'image/webp'],
  ])('accepts a %s whatever its name says', async (_format, make, contentType) => {
    const res = await upload('/api/v2/test-uploads/public', await visitorHeaders(t.app), form(await make(), 'picture.jpeg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Uploaded }>().data).toMatchObject({ contentType, width: 12, height: 10 });
  });

  it.each([
    ['an HTML page', '<!doctype html><html><body><script>alert(1)</script></body></html>'],
    ['an SVG image', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
  ])('refuses %s named .jpg and sent as image/jpeg (415)', async (_what, text) => {
    const res = await upload('/api/v2/test-uploads/public', await visitorHeaders(t.app), form(Buffer.from(text), 'photo.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: '올릴 수 없는 파일 형식입니다. JPEG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.' },
    });
  });

  it('refuses a PDF where only images are taken, and bytes that only start like a JPEG', async () => {
    const headers = await visitorHeaders(t.app);
    const pdf = await upload('/api/v2/test-uploads/public', headers, form(Buffer.from('%PDF-1.4\n%%EOF\n'), 'a.pdf', 'application/pdf'));
    expect(pdf.statusCode).toBe(415);
    const fake = await upload('/api/v2/test-uploads/public', headers, form(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'a.jpg', 'image/jpeg'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: '이미지를 읽을 수 없습니다. 손상되지 않은 JPEG, PNG, WebP, GIF 파일을 올려 주세요.' },
    });
  });

  it('refuses a file over 10 MB (413) and a request without a file (400)', async () => {
    const headers = await visitorHeaders(t.app);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const res = await upload('/api/v2/test-uploads/public', headers, form(big, 'big.png', 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: '파일이 너무 큽니다. 10MB 이하의 파일을 올려 주세요.' } });

    const noFile = new FormData();
    noFile.append('caption', 'hello');
    const empty = await upload('/api/v2/test-uploads/public', headers, noFile);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: { code: 'BAD_REQUEST', message: '올린 파일이 없습니다. 파일을 하나 골라 주세요.' } });
  });

  it('answers a JSON body on an upload route with 415, and leaves other routes refusing multipart as before', async () => {
    const headers = await visitorHeaders(t.app);
    const json = await upload('/api/v2/test-uploads/public', headers, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: '파일은 multipart/form-data 형식으로 보내 주세요.' } });

    const png = await solid(4, 4, '#000000').png().toBuffer();
    const other = await upload('/api/v2/common/notification/stay/log', headers, form(png, 'a.png', 'image/png'));
    expect(other.statusCode).toBe(415);
    expect(other.json()).toEqual({ error: { code: 'BAD_REQUEST', message: '지원하지 않는 요청 형식입니다. JSON으로 보내 주세요.' } });
  });

  it('re-encodes a photo: EXIF with its GPS position is gone, and the picture is turned upright', async () => {
    // 40×20 stored sideways (left half red, right half blue) with EXIF orientation 6: shown turned a quarter clockwise.
    const redHalf = await solid(20, 20, '#ff0000').png().toBuffer();
    const photo = await solid(40, 20, '#0000ff')
      .composite([{ input: redHalf, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' } })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    // The GPS directory pointer (tag 0x8825, little-endian in sharp's "II" EXIF) is in the source.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload('/api/v2/test-uploads/public', await visitorHeaders(t.app), form(photo, 'IMG_0001.JPG', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const file = res.json<{ data: Uploaded }>().data;
    expect(file).toMatchObject({ contentType: 'image/jpeg', width: 20, height: 40 });

    const served = await t.app.inject({ method: 'GET', url: file.url });
    const after = await sharp(served.rawPayload).metadata();
    expect({ exif: after.exif, xmp: after.xmp, orientation: after.orientation, width: after.width, height: after.height }).toEqual({
      exif: undefined,
      xmp: undefined,
      orientation: undefined,
      width: 20,
      height: 40,
    });
    // Upright: the red half is now on top.
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(10, 5).map((c) => Math.round(c / 64))).toEqual([4, 0, 0]);
    expect(pixel(10, 35).map((c) => Math.round(c / 64))).toEqual([0, 0, 4]);
  });

  it('caps the longest edge at 2560 pixels', async () => {
    const wide = await solid(3000, 1000, '#888888').webp().toBuffer();
    const res = await upload('/api/v2/test-uploads/public', await visitorHeaders(t.app), form(wide, 'wide.webp', 'image/webp'));
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Uploaded }>().data).toMatchObject({ contentType: 'image/webp', width: 2560, height: 853 });
  });
});

describe('storage: private files', () => {
  let owner: LoggedIn;
  let other: LoggedIn;
  let file: Uploaded;
  const fileUrl = () => file.url;

  it('stores a private upload outside /uploads/ and names the authenticated route', async () => {
    owner = await loginAs(t.app, 'member');
    other = await loginAs(t.app, 'traveler01');
    const png = await solid(8, 8, '#123456').png().toBuffer();
    const res = await upload('/api/v2/test-uploads/private', owner.headers, form(png, 'chat.png', 'image/png'));
    expect(res.statusCode).toBe(200);
    file = res.json<{ data: Uploaded }>().data;
    expect(file.url).toMatch(/^\/api\/v2\/files\/test-private\/[A-Za-z0-9_-]{24}\.png$/);
    expect(fs.existsSync(path.join(dataDir, 'uploads', file.key))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${file.key}` })).statusCode).toBe(404);
  });

  it('is 401 without a session and 403 for another member', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: fileUrl() });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { code: 'REQUIRE_LOGIN', message: '로그인 후 이용할 수 있습니다.' } });

    const stranger = await t.app.inject({ method: 'GET', url: fileUrl(), headers: other.headers });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ error: { code: 'FORBIDDEN', message: '이 파일을 볼 권한이 없습니다.' } });
  });

  it('is 200 for the owner, by bearer token or by the session cookie alone (what an <img> sends)', async () => {
    const byToken = await t.app.inject({ method: 'GET', url: fileUrl(), headers: { authorization: owner.headers.authorization! } });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['content-type']).toBe('image/png');
    expect(byToken.headers['x-content-type-options']).toBe('nosniff');
    expect(byToken.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(byToken.rawPayload).metadata()).width).toBe(8);

    const byCookie = await t.app.inject({ method: 'GET', url: fileUrl(), headers: { cookie: owner.headers.cookie! } });
    expect(byCookie.statusCode).toBe(200);
  });

  it('keeps a PDF as sent and serves it as an attachment', async () => {
    const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const res = await upload('/api/v2/test-uploads/private', owner.headers, form(pdfBytes, 'passport.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const pdf = res.json<{ data: Uploaded }>().data;
    expect(pdf).toMatchObject({ contentType: 'application/pdf', width: null, height: null });
    const name = pdf.key.split('/')[1];

    const served = await t.app.inject({ method: 'GET', url: pdf.url, headers: owner.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(served.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('is 404 for an unknown area or a name the store never generated', async () => {
    for (const url of ['/api/v2/files/nobody/abcdefghijklmnopqrstuvwx.png', '/api/v2/files/test-private/..%2F..%2Fsecret']) {
      const res = await t.app.inject({ method: 'GET', url, headers: owner.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: '파일을 찾을 수 없습니다.' } });
    }
  });
});
