/** Lists the elements that stick out past the viewport: `tsx scripts/overflow.ts slug width`. */
import { getDemoWebsite } from '../src/index';
import { launchChromium } from '../src/testing/browser';
import { startSiteServer } from '../src/testing/site-server';

const [slug = 'modern', width = '768'] = process.argv.slice(2);
const server = await startSiteServer(new Map([[slug, getDemoWebsite(slug)]]));
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  await page.goto(server.urlOf(slug), { waitUntil: 'networkidle' });
  const wide = await page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > limit + 0.5)
      .slice(0, 15)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} right=${Math.round(el.getBoundingClientRect().right)}`);
  });
  process.stdout.write(`${wide.join('\n')}\n`);
} finally {
  await browser.close();
  await server.close();
}
