import path from 'node:path';
import { chromium } from '@playwright/test';
import { company } from '@site/contracts/company';
import { defaultShareImagePath } from '@site/ui';
import { chromiumLaunchOptions } from '../e2e/chromium';

/**
 * `npx tsx scripts/share-image.ts`: draws the image a link preview shows for a page that names
 * none (Open Graph's 1200 × 630) from the company's name and blurb in the brand's colours, with
 * the Chromium the tests use, into the shell's public files. Run it again when the name, the
 * blurb or the colours change; the file is committed.
 */
const output = path.resolve(__dirname, '..', 'shell', 'public', defaultShareImagePath.slice(1));

const page = `<!doctype html><html><body style="margin:0">
<div style="box-sizing:border-box;width:1200px;height:630px;padding:96px;display:flex;flex-direction:column;
justify-content:center;gap:40px;background:#1c3084;color:#fff;font-family:'DejaVu Sans',sans-serif">
<div id="name" style="font-size:76px;font-weight:700;line-height:1.1"></div>
<div id="blurb" style="font-size:34px;line-height:1.4;color:#dbe3ff"></div>
</div></body></html>`;

async function main() {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
    await tab.setContent(page);
    // As text, not markup: nothing in them is read as HTML.
    await tab.evaluate(({ name, blurb }) => {
      document.getElementById('name')!.textContent = name;
      document.getElementById('blurb')!.textContent = blurb;
    }, company);
    await tab.screenshot({ path: output, type: 'png' });
    console.log(`Wrote ${path.relative(process.cwd(), output)} (1200 × 630)`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
