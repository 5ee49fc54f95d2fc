import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { visitorHeaders } from '../test/login-as.ts';
import { setupTestApp } from '../test/test-app.ts';

const t = setupTestApp();

describe('errors Fastify raises itself answer the standard Korean body', () => {
  it('a path that does not percent-decode', async () => {
    for (const url of ['/api/v2/content/pages/%E0%A4%A', '/api/v2/content/pages/%C0', '/main/%ZZ.php']) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: '주소에 올바르지 않은 문자가 들어 있습니다.' } });
    }
  });

  it('a path parameter over 100 characters', async () => {
    const res = await t.app.inject({ url: `/api/v2/content/pages/${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: { code: 'URL_TOO_LONG', message: '주소가 너무 깁니다.' } });
  });

  it('bad JSON, an empty JSON body, a wrong content type, a body too large', async () => {
    const headers = { ...(await visitorHeaders(t.app)) };
    const send = (contentType: string, payload: string) =>
      t.app.inject({ method: 'PUT', url: '/api/v2/auth/token', headers: { ...headers, 'content-type': contentType }, payload });
    const badJson = await send('application/json', '{"loginId":');
    expect([badJson.statusCode, badJson.json()]).toEqual([400, { error: { code: 'BAD_REQUEST', message: 'JSON 형식이 올바르지 않습니다.' } }]);
    const empty = await send('application/json', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: { code: 'BAD_REQUEST', message: '요청 형식이 올바르지 않습니다.' } });
    const wrongType = await send('application/x-www-form-urlencoded', 'loginId=member');
    expect([wrongType.statusCode, wrongType.json()]).toEqual([
      415,
      { error: { code: 'BAD_REQUEST', message: '지원하지 않는 요청 형식입니다. JSON으로 보내 주세요.' } },
    ]);
    const tooLarge = await send('application/json', JSON.stringify({ loginId: 'x'.repeat(1024 * 1024) }));
    expect([tooLarge.statusCode, tooLarge.json()]).toEqual([413, { error: { code: 'PAYLOAD_TOO_LARGE', message: '요청 본문이 너무 큽니다.' } }]);
  });
});

/** Sends bytes as they are (inject would encode them) and returns the raw answer. */
async function rawRequest(port: number, requestLine: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(Buffer.concat([Buffer.from('GET '), requestLine, Buffer.from(' HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')]));
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests Node refuses before Fastify answer the standard Korean body', () => {
  it('a URL over 16 KB (431) and raw UTF-8 in a URL (400)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);

    const long = await rawRequest(port, Buffer.from(`/api/v2/main/search/total?keyword=${'a'.repeat(17 * 1024)}`));
    const [longHead, longBody] = long.split('\r\n\r\n');
    expect(longHead).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(longHead).toContain('Content-Type: application/json; charset=utf-8');
    expect(JSON.parse(longBody!)).toEqual({ error: { code: 'HEADERS_TOO_LARGE', message: '주소 또는 요청 헤더가 너무 깁니다.' } });

    const utf8 = await rawRequest(port, Buffer.from('/api/v2/content/pages/한글'));
    const [utf8Head, utf8Body] = utf8.split('\r\n\r\n');
    expect(utf8Head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(utf8Body!)).toEqual({ error: { code: 'BAD_REQUEST', message: '주소에 올바르지 않은 문자가 들어 있습니다.' } });
  });
});
