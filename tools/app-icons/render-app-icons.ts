/**
 * Renders the installed app's icons (web/public/icons/*.png) from the favicon's drawing, with the Chromium the browser
 * tests drive: `npx tsx tools/app-icons/render-app-icons.ts`. The PNGs are committed; run this again after a change
 * to web/public/favicon.svg.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../web/e2e/chromium';

const PUBLIC_DIR = new URL('../../web/public/', import.meta.url);

/** The favicon's drawing without its rounded square, on a 64-unit canvas. */
async function faviconDrawing(): Promise<{ background: string; content: string }> {
  const svg = await readFile(new URL('favicon.svg', PUBLIC_DIR), 'utf8');
  const square = /<rect [^>]*fill="(#[0-9a-f]{6})"[^>]*\/>/i.exec(svg);
  if (!square?.[1]) throw new Error('favicon.svg lost its background square');
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return { background: square[1], content: inner.replace(square[0], '') };
}

/**
 * `any` icons keep the favicon's rounded square; the maskable one fills the canvas and shrinks the drawing into the
 * safe zone (the centre circle of 80 % diameter that every launcher mask keeps).
 */
function iconSvg({ background, content }: { background: string; content: string }, maskable: boolean): string {
  const backdrop = maskable
    ? `<rect width="64" height="64" fill="${background}"/>`
    : `<rect width="64" height="64" rx="14" fill="${background}"/>`;
  const drawing = maskable ? `<g transform="translate(32 32) scale(0.75) translate(-32 -32)">${content}</g>` : content;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${backdrop}${drawing}</svg>`;
}

const ICONS = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/icon-maskable-512.png', size: 512, maskable: true },
];

const drawing = await faviconDrawing();
const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = iconSvg(drawing, icon.maskable).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    await writeFile(new URL(icon.file, PUBLIC_DIR), png);
    await page.close();
  }
} finally {
  await browser.close();
}
