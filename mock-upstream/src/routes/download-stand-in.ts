/**
 * Stand-in client downloads, so the demo's download buttons lead somewhere with no internet (the
 * real download host is unreachable offline). GET /__downloads/{file} answers a small file under
 * the real installer's name, saying what it stands in for. The remote-desktop host's /config names
 * it by a site-relative path, which the demo's site relays on its own origin (server/src/stand-ins.ts).
 */
import { Router } from 'express';

export const REMOTE_DESKTOP_INSTALLER = 'RemoteDesktopSetup-2.4.1.exe';
export const DOWNLOADS_PREFIX = '/__downloads';

const FILES: Record<string, string> = {
  [REMOTE_DESKTOP_INSTALLER]:
    'Bigscreen Remote Desktop 2.4.1 for Windows: demo stand-in.\r\n' +
    'A deployed site links to the real installer, named by its remote-desktop host.\r\n',
};

export function downloadStandInRoutes(): Router {
  const router = Router();
  router.get('/:file', (req, res) => {
    const body = FILES[req.params.file];
    if (body === undefined) {
      res.status(404).json({ message: 'No such download', status: 404 });
      return;
    }
    res.setHeader('Content-Type', 'application/octet-stream');
    res.setHeader('Content-Disposition', `attachment; filename="${req.params.file}"`);
    res.setHeader('Cache-Control', 'no-cache');
    res.send(Buffer.from(body, 'utf8'));
  });
  return router;
}
