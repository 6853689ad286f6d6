import { describe, expect, it } from 'vitest';
import { breakMessagePhrases, breakPhrases, NO_BREAK, PHRASE_BREAK } from '../../scripts/vite-phrase-breaks';

/** The text a reader sees: the marks draw nothing. */
const seen = (text: string) => text.replaceAll(PHRASE_BREAK, '').replaceAll(NO_BREAK, '');

describe("Japanese phrase marks (scripts/vite-phrase-breaks.ts, docs/I18N.md 'Line breaking')", () => {
  it("marks BudouX's phrase boundaries and changes nothing a reader sees", () => {
    const text = 'チケットをレンタルして、VR の巨大スクリーンで友だちと一緒に観ましょう。価格は税込みです。';
    const marked = breakPhrases(text);
    expect(seen(marked)).toBe(text);
    expect(marked.split(PHRASE_BREAK)).toContain('税込みです。');
    expect(marked.split(PHRASE_BREAK)).toContain('一緒に');
  });

  it('keeps a Latin word whole past its hyphen, and leaves brackets to the browser', () => {
    expect(breakPhrases('ご自宅の Wi-Fi を通じて')).toContain(`Wi-${NO_BREAK}Fi`);
    expect(breakPhrases('「パブリック」ではなく')).not.toContain(NO_BREAK);
  });

  it("leaves a Trans message's element tags whole", () => {
    const marked = breakPhrases('ブログ<0>（新しいタブで開きます）</0>');
    expect(marked).toMatch(/<0>.*<\/0>$/);
    expect(seen(marked)).toBe('ブログ<0>（新しいタブで開きます）</0>');
  });

  it("marks a compiled message's text and its plural branches, never a placeholder's name or format", () => {
    const message = ['現在のチケットは', ['count', 'plural', { other: ['#', ' 枚のチケットがあります'] }], 'です。', ['name']];
    const marked = breakMessagePhrases(message) as unknown[];
    expect((marked[1] as unknown[]).slice(0, 2)).toEqual(['count', 'plural']);
    expect(marked[3]).toEqual(['name']);
    expect(JSON.stringify(marked)).toContain(PHRASE_BREAK);
    expect(seen(JSON.stringify(marked))).toBe(JSON.stringify(message));
  });

  it('leaves English and Latin text as it is', () => {
    expect(breakPhrases('Bigscreen, Inc.')).toBe('Bigscreen, Inc.');
  });
});
