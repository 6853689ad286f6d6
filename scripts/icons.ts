/**
 * `npx tsx scripts/icons.ts`: draws the site's icon files from client/public/favicon.svg (the one
 * source drawing) into client/public: favicon.ico (16, 32 and 48 px), apple-touch-icon.png
 * (180 px, on the solid page colour, as iOS wants no transparency), icon-192.png and icon-512.png
 * for manifest.webmanifest. Rendered by Chromium (the one the browser tests use); rerun it after
 * changing the SVG and commit the outputs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const PUBLIC = path.resolve('client/public');
const BACKGROUND = '#0b0d17';

async function render(svg: string, size: number, solid: boolean): Promise<Buffer> {
  const executablePath = fs.existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')
    ? (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')
    : undefined;
  const browser = await chromium.launch({ executablePath });
  try {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<html><body style="margin:0;background:${solid ? BACKGROUND : 'transparent'}"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    return await page.screenshot({ omitBackground: !solid, clip: { x: 0, y: 0, width: size, height: size } });
  } finally {
    await browser.close();
  }
}

/** An ICO file holding PNG images (supported by every browser that asks for /favicon.ico). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

async function main() {
  const svg = fs.readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');
  const icoSizes = [16, 32, 48];
  const icoImages = [];
  for (const size of icoSizes) icoImages.push({ size, png: await render(svg, size, false) });
  fs.writeFileSync(path.join(PUBLIC, 'favicon.ico'), ico(icoImages));
  fs.writeFileSync(path.join(PUBLIC, 'apple-touch-icon.png'), await render(svg, 180, true));
  for (const size of [192, 512]) fs.writeFileSync(path.join(PUBLIC, `icon-${size}.png`), await render(svg, size, false));
  process.stdout.write('icons written to client/public\n');
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
