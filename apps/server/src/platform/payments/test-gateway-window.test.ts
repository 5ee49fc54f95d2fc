import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/test-app.ts';

/** A stand-in web build holding the web app's real icon, as the build copies it from apps/web/public. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'minda-window-web-'));
const webDist = path.join(root, 'dist');
fs.mkdirSync(webDist, { recursive: true });
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>민다</title><div id="root"></div>');
fs.copyFileSync(fileURLToPath(new URL('../../../../web/public/favicon.svg', import.meta.url)), path.join(webDist, 'favicon.svg'));

const t = setupTestApp({ WEB_DIST_DIR: webDist });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('the test payment window', () => {
  it('names an icon the server answers with an image, so the browser does not ask for a missing /favicon.ico', async () => {
    const reg = await t.app.paymentGateway.register({
      orderId: 'MD990001-1', amount: 12_000, goodsName: '파리하늘민박', buyerName: '여행자', buyerEmail: 'member@minda.example', buyerPhone: '01012345678', returnUrl: '/booking/result',
    });
    const page = await t.app.inject({ method: 'POST', url: reg.windowUrl, ...form(reg.fields) });
    expect(page.statusCode).toBe(200);
    const icon = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(page.body)?.[1];
    expect(icon).toBe('/favicon.svg');

    const res = await t.app.inject({ method: 'GET', url: icon! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<svg');
  });
});
