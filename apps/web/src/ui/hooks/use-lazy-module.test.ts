import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_PRELOAD_FALLBACK_MS, IDLE_PRELOAD_TIMEOUT_MS, lazyModule, whenIdle } from './use-lazy-module.ts';

describe('lazyModule', () => {
  it('imports once however often it is asked, and tells subscribers when the module arrives', async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }));
    const module = lazyModule(importer);
    const onChange = vi.fn();
    module.subscribe(onChange);
    expect(module.get()).toBeUndefined();
    const [a, b] = await Promise.all([module.load(), module.load()]);
    expect(a).toBe(b);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.get()).toEqual({ answer: 42 });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed import', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ ok: true });
    const module = lazyModule(importer as () => Promise<{ ok: boolean }>);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.get()).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed attempt for suspended renders, so they see the error instead of importing again', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ ok: true });
    const module = lazyModule(importer as () => Promise<{ ok: boolean }>);
    await expect(module.attempt()).rejects.toThrow('offline');
    await expect(module.attempt()).rejects.toThrow('offline');
    expect(importer).toHaveBeenCalledTimes(1);
    await expect(module.load()).resolves.toEqual({ ok: true });
    await expect(module.attempt()).resolves.toEqual({ ok: true });
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the load event, then for an idle moment (at most the timeout)', () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = vi.fn();
    whenIdle(task);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: IDLE_PRELOAD_TIMEOUT_MS });
    readyState.mockRestore();
  });

  it('falls back to a timer without requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(IDLE_PRELOAD_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('schedules a module preload once however often it is asked', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const importer = vi.fn(() => Promise.resolve('module'));
    const module = lazyModule(importer);
    module.preloadWhenIdle();
    module.preloadWhenIdle();
    await vi.advanceTimersByTimeAsync(IDLE_PRELOAD_FALLBACK_MS);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.get()).toBe('module');
  });
});
