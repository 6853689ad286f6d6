/**
 * Stand-in video players, so the demo's home page videos play with no internet (the real video
 * host is unreachable offline). GET /__video/{name} answers a small page for an <iframe>: a
 * looping animated picture with the video's name, drawn here, and a note that it stands in for
 * the real video. The demo points TRAILER_VIDEO_URL and HOWTO_VIDEO_URL here; production refuses
 * any video that is not a YouTube link.
 */
import { Router } from 'express';

const NAMES: Record<string, string> = {
  trailer: 'Bigscreen trailer',
  'how-to': 'How to get started with Bigscreen',
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function standInPlayer(title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)} (demo stand-in)</title>
<style>
  html, body { margin: 0; height: 100%; background: #05060c; color: #f4f5ff; font: 16px/1.4 system-ui, sans-serif; }
  main { position: relative; height: 100%; display: grid; place-items: center; overflow: hidden; text-align: center; }
  .screen { position: absolute; inset: 12% 10% 22%; border-radius: 6px; background: linear-gradient(120deg, #2a1f6b, #7c5cff, #1fb6c9, #2a1f6b); background-size: 300% 300%; animation: pan 8s linear infinite; box-shadow: 0 0 60px #7c5cff80; }
  .seats { position: absolute; left: 0; right: 0; bottom: 0; height: 18%; background: repeating-linear-gradient(90deg, #141628 0 28px, #0b0d17 28px 34px); }
  p { position: relative; margin: 0; padding: 0 1rem; text-shadow: 0 1px 4px #000; }
  .title { font-size: 1.4rem; font-weight: 700; }
  @keyframes pan { to { background-position: 300% 0; } }
  @media (prefers-reduced-motion: reduce) { .screen { animation: none; } }
</style>
</head>
<body>
<main>
  <div class="screen" aria-hidden="true"></div>
  <div class="seats" aria-hidden="true"></div>
  <div>
    <p class="title">${escapeHtml(title)}</p>
    <p>Demo stand-in: the real video plays here when the site is configured with its link.</p>
  </div>
</main>
</body>
</html>`;
}

export function videoStandInRoutes(): Router {
  const router = Router();
  router.get('/:name', (req, res) => {
    const title = NAMES[req.params.name] ?? 'Video';
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    // The site (another origin) shows it in a frame.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.send(standInPlayer(title));
  });
  return router;
}
