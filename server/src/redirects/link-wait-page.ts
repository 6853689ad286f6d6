/**
 * The page a person sees who opens an emailed link (token login, face-scan login, email verify or
 * update) more often than the attempt limit allows (BEHAVIOUR §11): in their language, saying to
 * wait and open the link again, never the JSON a script gets. A standalone document, not the app:
 * the app's own page for these paths only waits for the server's redirect.
 */
import type { Request, Response } from 'express';
import type { Language } from '#contract/language.ts';
import { chooseLanguage } from '../language';
import { noSecretCaching } from './routes';

const TEXT: Record<Language, { title: string; heading: string; body: string; home: string; homePath: string }> = {
  en: {
    title: 'Please wait a minute · Bigscreen',
    heading: 'This link was opened too many times',
    body: 'For your security, a link from our emails can only be opened a few times a minute from one address. Please wait a minute, then open the link from your email again.',
    home: 'Go to the home page',
    homePath: '/',
  },
  ja: {
    title: '1分ほどお待ちください · Bigscreen',
    heading: 'このリンクが短時間に何度も開かれました',
    body: '安全のため、メールのリンクを同じ接続元から開ける回数は1分あたり数回までです。1分ほど待ってから、メールのリンクをもう一度開いてください。',
    home: 'ホームページへ',
    homePath: '/ja/',
  },
};

export function linkWaitPage(language: Language): string {
  const text = TEXT[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text.title}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0d0f14; color: #f2f4f8;
    font: 16px/1.6 system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans JP", sans-serif; }
  main { max-width: 34rem; padding: 2rem 1.5rem; }
  h1 { font-size: 1.5rem; line-height: 1.3; margin: 0 0 1rem; }
  a { color: #7cc4ff; }
  a:focus-visible { outline: 3px solid #7cc4ff; outline-offset: 3px; }
</style>
</head>
<body>
<main>
<h1>${text.heading}</h1>
<p>${text.body}</p>
<p><a href="${text.homePath}">${text.home}</a></p>
</main>
</body>
</html>
`;
}

/** Answers a refused link opening: the page for a person's browser, the usual JSON for anything else. */
export function answerLinkRefusal(req: Request, res: Response, json: unknown, regionHeader?: string): void {
  // The URL holds the link's secret: the page's own link must not pass it on as a referrer.
  noSecretCaching(res);
  res.vary('Accept');
  if (req.accepts(['json', 'html']) !== 'html') {
    res.json(json);
    return;
  }
  res.type('html').send(linkWaitPage(chooseLanguage(req, regionHeader).language));
}
