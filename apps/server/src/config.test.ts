import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

/**
 * The one public origin (issue 55): pages, the sitemap and mails write their absolute links on it, so it
 * comes from the environment only, never from a request.
 */
describe('the public origin', () => {
  it('is required under NODE_ENV=production: the server refuses to start without it and says why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PORT: '8080' })).toThrow(
      '환경 변수가 올바르지 않습니다 (invalid environment):\n  NODE_ENV=production needs PUBLIC_BASE_URL, the site\'s public origin (e.g. https://www.minda.example): links in pages and mails are written on it',
    );
  });

  it('is PUBLIC_BASE_URL without its trailing slash, for pages and mails alike', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://www.minda.example/' });
    expect(config.publicBaseUrl).toBe('https://www.minda.example');
    expect(config.mail.linkBaseUrl).toBe('https://www.minda.example');
  });

  it("is where a developer's server listens when unset: mails no longer point at port 3000 whatever PORT says", () => {
    const config = loadConfig({ PORT: '8080' });
    expect(config.publicBaseUrl).toBe('http://localhost:8080');
    expect(config.mail.linkBaseUrl).toBe('http://localhost:8080');
    expect(loadConfig({}).mail.linkBaseUrl).toBe('http://localhost:3000');
  });
});
