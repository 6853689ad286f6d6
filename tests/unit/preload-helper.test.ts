/**
 * The browser build's preload helper (scripts/vite-preload-helper.ts), run against a small stand-in
 * for the document: what it adds, what it waits for, and what it does on a failure.
 */
import { describe, expect, it } from 'vitest';
import { preloadHelperCode } from '../../scripts/vite-preload-helper';

interface FakeLink {
  rel: string;
  href: string;
  crossOrigin?: string;
  nonce?: string;
  onload?: () => void;
  onerror?: () => void;
  setAttribute(name: string, value: string): void;
  remove(): void;
}

function page(existing: { rel: string; href: string }[] = []) {
  const head: FakeLink[] = [];
  const document = {
    getElementsByTagName: () => [...existing, ...head],
    createElement: (): FakeLink => ({
      rel: '',
      href: '',
      setAttribute(name, value) {
        if (name === 'nonce') this.nonce = value;
      },
      remove() {
        head.splice(head.indexOf(this), 1);
      },
    }),
    querySelector: () => ({ nonce: 'n0nce' }),
    head: { appendChild: (link: FakeLink) => head.push(link) },
  };
  const location = { href: 'https://site.test/movies/catalog' };
  const body = preloadHelperCode('/').replace('export const __vitePreload =', 'return');
  // The helper is browser code: run it with the stand-ins in place of the browser's globals.
  const preload = new Function('document', 'location', body)(document, location) as (
    load: () => Promise<unknown>,
    deps?: string[],
  ) => Promise<unknown>;
  return { preload, head };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the preload helper', () => {
  it('adds a module preload and a stylesheet with the nonce, and imports once the stylesheet has loaded', async () => {
    const { preload, head } = page();
    let imported = false;
    const done = preload(async () => (imported = true), ['assets/page.js', 'assets/page.css']);
    await tick();
    expect(head.map((l) => [l.rel, l.href, l.nonce])).toEqual([
      ['modulepreload', 'https://site.test/assets/page.js', 'n0nce'],
      ['stylesheet', 'https://site.test/assets/page.css', 'n0nce'],
    ]);
    expect(imported).toBe(false);
    head[1]!.onload!();
    await done;
    expect(imported).toBe(true);
  });

  it('adds nothing the document already has, and a second import waits for a stylesheet still loading', async () => {
    const { preload, head } = page([{ rel: 'modulepreload', href: 'https://site.test/assets/page.js' }]);
    const order: string[] = [];
    const first = preload(async () => order.push('first'), ['assets/page.js', 'assets/page.css']);
    const second = preload(async () => order.push('second'), ['assets/page.css']);
    await tick();
    expect(head.map((l) => l.href)).toEqual(['https://site.test/assets/page.css']);
    expect(order).toEqual([]);
    head[0]!.onload!();
    await Promise.all([first, second]);
    expect(order.sort()).toEqual(['first', 'second']);
  });

  it('rejects when a stylesheet fails, takes it out, and tries it again on the next import', async () => {
    const { preload, head } = page();
    const failed = preload(async () => 'never', ['assets/page.css']);
    head[0]!.onerror!();
    await expect(failed).rejects.toThrow('Unable to preload CSS for https://site.test/assets/page.css');
    expect(head).toHaveLength(0);
    const retried = preload(async () => 'ok', ['assets/page.css']);
    expect(head).toHaveLength(1);
    head[0]!.onload!();
    await expect(retried).resolves.toBe('ok');
  });

  it('passes a failed import on to its caller', async () => {
    const { preload } = page();
    await expect(preload(() => Promise.reject(new Error('chunk gone')))).rejects.toThrow('chunk gone');
  });
});
