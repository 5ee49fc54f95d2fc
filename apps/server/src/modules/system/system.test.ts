import { describe, expect, it } from 'vitest';
import { visitorHeaders } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();

describe('platform', () => {
  it('answers readiness on /healthz', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API routes with a JSON 404 in Korean', async () => {
    const res = await t.app.inject({ url: '/api/v2/no/such/thing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringMatching(/찾을 수 없습니다/) } });
  });

  it('serves an OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject('/api/v2/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('민다 API');
  });

  it('rejects malformed JSON with a 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/main/stays/wishList',
      headers: { 'content-type': 'application/json' },
      payload: '{"goodsNo":',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(res.json().error.message).toMatch(/[가-힣]/);
  });

  it('speaks Korean even where a schema gives no message of its own', async () => {
    const headers = await visitorHeaders(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/api/v2/auth/token', headers, payload: { loginId: 42, password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toMatch(/[가-힣]/);
  });
});
