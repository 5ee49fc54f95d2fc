import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadScreensOnIntent } from './screen-intent.ts';

describe('preloadScreensOnIntent', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("asks for a link's screen when it is pressed or focused, before its click; not for other sites or plain text", () => {
    const preload = vi.fn();
    preloadScreensOnIntent(document, preload);
    document.body.innerHTML = `
      <a id="stay" href="/main/view.php?goodsno=1001"><span id="name">파리 민박</span></a>
      <a id="away" href="https://example.org/elsewhere">밖</a>
      <p id="text">설명</p>`;
    const press = (id: string) => document.getElementById(id)!.dispatchEvent(new Event('pointerdown', { bubbles: true }));

    press('name');
    expect(preload).toHaveBeenLastCalledWith('/main/view.php');
    press('away');
    press('text');
    expect(preload).toHaveBeenCalledTimes(1);
    document.getElementById('stay')!.focus();
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
