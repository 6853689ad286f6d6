/**
 * A stand-in for the page-builder's content API (`GET /api/v3/content/page`), for demos and
 * tests: answers `{ results: [...] }` like the real service, with content per `urlPath`
 * (read from the `userAttributes` JSON the SDK sends) and per locale. Unknown paths get an
 * empty list, which the site shows as its fallback.
 */
import { Router } from 'express';

interface Block {
  '@type': '@builder.io/sdk:Element';
  id: string;
  component: { name: 'Text'; options: { text: string } };
  responsiveStyles?: { large: Record<string, string> };
}

const text = (id: string, html: string): Block => ({
  '@type': '@builder.io/sdk:Element',
  id,
  component: { name: 'Text', options: { text: html } },
  responsiveStyles: { large: { marginTop: '16px' } },
});

const PAGES: Record<string, Record<'en' | 'jp', Block[]>> = {
  '/nspages/home': {
    en: [text('home-1', '<h2>Premiere weekend</h2><p>Join the cast live in the Bigscreen theater this Saturday.</p>')],
    jp: [text('home-1', '<h2>プレミア週末</h2><p>土曜日、Bigscreenシアターでキャストと一緒に。</p>')],
  },
  '/pages/demo': {
    en: [text('demo-1', '<h2>Stand-in page-builder content</h2><p>This block came from the content API.</p>')],
    jp: [text('demo-1', '<h2>ページビルダーの見本</h2><p>このブロックはコンテンツAPIから届きました。</p>')],
  },
  '/pages/movie-nights': {
    en: [
      text('nights-1', '<h2>Movie nights with friends</h2><p>Rent a film, open a private room and press play together.</p>'),
      text('nights-2', '<p>Everyone in the room sees the same frame, in sync.</p>'),
    ],
    jp: [
      text('nights-1', '<h2>友だちと映画の夜</h2><p>映画をレンタルして、プライベートルームで一緒に再生しましょう。</p>'),
      text('nights-2', '<p>ルームの全員が同じ場面を同時に観られます。</p>'),
    ],
  },
  '/pages/beyond-fit': {
    en: [text('fit-1', '<h2>Fitted to your face</h2><p>A face scan shapes the cushion of your Beyond and sets its eye distance.</p>')],
    jp: [text('fit-1', '<h2>あなたの顔にぴったり</h2><p>顔のスキャンでBeyondのクッションを形づくり、目の間隔を合わせます。</p>')],
  },
};

/** The paths the stand-in has content for (the demo banner and docs list them). */
export const STAND_IN_PAGE_PATHS = Object.keys(PAGES);

export function standInContent(urlPath: string, locale: string) {
  const page = PAGES[urlPath];
  if (!page) return [];
  const blocks = locale === 'jp' ? page.jp : page.en;
  return [
    {
      id: `stand-in${urlPath.replace(/\//g, '-')}`,
      name: urlPath,
      modelId: 'page',
      published: 'published',
      // No title: the page-builder SDK would make it the document title over the page's own.
      data: { blocks },
    },
  ];
}

function attributesOf(raw: unknown): { urlPath: string; locale: string } {
  try {
    const parsed = typeof raw === 'string' ? (JSON.parse(raw) as Record<string, unknown>) : {};
    return { urlPath: String(parsed.urlPath ?? ''), locale: String(parsed.locale ?? 'en') };
  } catch {
    return { urlPath: '', locale: 'en' };
  }
}

export function builderRoutes(): Router {
  const router = Router();
  router.get('/api/v3/content/:model', (req, res) => {
    const { urlPath, locale } = attributesOf(req.query.userAttributes);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.json({ results: req.params.model === 'page' ? standInContent(urlPath, locale) : [] });
  });
  return router;
}
