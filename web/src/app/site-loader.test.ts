import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSiteScriptAfterLargestPaint } from '@/app/site-loader';

const SRC = '/assets/site-test.js';

function requestedScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>(`script[src="${SRC}"]`)];
}

/** The requested script has run and wired every control (web/src/site-main.ts marks it so). */
async function pageInteractive(): Promise<void> {
  document.documentElement.dataset.appReady = 'true';
  await Promise.resolve(); // mutation observers are told in a microtask
}

/** A PerformanceObserver that knows largest-contentful-paint; `paint()` reports an entry. */
function stubLargestPaintObserver() {
  const observers: Array<() => void> = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
    constructor(private readonly callback: () => void) {}
    observe(options: { type: string }) {
      expect(options.type).toBe('largest-contentful-paint');
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { paint: () => observers.forEach((callback) => callback()) };
}

describe('the static pages’ script loader', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(async () => {
    // Every test ends with the script requested and the page interactive, so no loader keeps a listener.
    await pageInteractive();
    delete document.documentElement.dataset.appReady;
    requestedScripts().forEach((script) => script.remove());
    vi.useRealTimers();
  });

  it('waits for the largest paint after load, then requests the script once', () => {
    const observer = stubLargestPaintObserver();
    loadSiteScriptAfterLargestPaint(SRC);
    vi.advanceTimersByTime(100);
    expect(requestedScripts()).toHaveLength(0);

    observer.paint();
    vi.advanceTimersByTime(0);
    expect(requestedScripts()).toHaveLength(1);
    expect(requestedScripts()[0]?.type).toBe('module');

    observer.paint();
    vi.advanceTimersByTime(1000);
    expect(requestedScripts()).toHaveLength(1);
  });

  it('requests it 300 ms after load when the largest paint came before load', () => {
    stubLargestPaintObserver();
    loadSiteScriptAfterLargestPaint(SRC);
    vi.advanceTimersByTime(299);
    expect(requestedScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(requestedScripts()).toHaveLength(1);
  });

  it('requests it a frame after load where the browser reports no largest paint', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    loadSiteScriptAfterLargestPaint(SRC);
    expect(requestedScripts()).toHaveLength(0);
    vi.advanceTimersByTime(20);
    expect(requestedScripts()).toHaveLength(1);
  });

  it('waits for load when the page is still loading', () => {
    stubLargestPaintObserver();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    loadSiteScriptAfterLargestPaint(SRC);
    readyState.mockRestore();
    vi.advanceTimersByTime(1000);
    expect(requestedScripts()).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(300);
    expect(requestedScripts()).toHaveLength(1);
  });

  it('requests it at once on a tap or a key press', () => {
    stubLargestPaintObserver();
    loadSiteScriptAfterLargestPaint(SRC);
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(requestedScripts()).toHaveLength(1);
  });

  it('repeats a click on a button the script had not wired yet, once the page is interactive', async () => {
    stubLargestPaintObserver();
    const menu = document.body.appendChild(document.createElement('button'));
    const icon = menu.appendChild(document.createElement('span'));
    const clicks = vi.fn();
    loadSiteScriptAfterLargestPaint(SRC);

    icon.click();
    expect(requestedScripts()).toHaveLength(1);
    menu.addEventListener('click', clicks);
    expect(clicks).not.toHaveBeenCalled();

    await pageInteractive();
    expect(clicks).toHaveBeenCalledTimes(1);
    menu.click();
    expect(clicks).toHaveBeenCalledTimes(2);
    menu.remove();
  });

  it('never repeats a form’s button or a link', async () => {
    stubLargestPaintObserver();
    const form = document.body.appendChild(document.createElement('form'));
    form.addEventListener('submit', (event) => event.preventDefault());
    const send = form.appendChild(document.createElement('button'));
    const link = document.body.appendChild(document.createElement('a'));
    link.href = '#kontakt';
    const clicks = vi.fn();
    loadSiteScriptAfterLargestPaint(SRC);

    send.click();
    link.click();
    send.addEventListener('click', clicks);
    link.addEventListener('click', clicks);
    await pageInteractive();
    expect(clicks).not.toHaveBeenCalled();
    form.remove();
    link.remove();
  });

  it('uses nothing from outside itself, so its source runs inlined in a page', () => {
    stubLargestPaintObserver();
    runInThisContext(`(${loadSiteScriptAfterLargestPaint.toString()})(${JSON.stringify(SRC)});`);
    vi.advanceTimersByTime(300);
    expect(requestedScripts()).toHaveLength(1);
  });
});
