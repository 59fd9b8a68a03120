import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { networkQuiet } from './network-quiet';
import { expect } from './patient-expect';

// Issue 14 items 7 and 8: what the quality walk checks on each page once it has settled, each
// returned as readable lines (an empty list: nothing found).

/** Waits until the page has loaded its chunks and data and shows no loader. */
export async function settle(page: Page): Promise<void> {
  await networkQuiet(page);
  await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 30_000 });
  await networkQuiet(page);
}

/**
 * axe-core over WCAG 2.0/2.1 A and AA, plus 2.5.3 "label in name" (off by default in axe: a control's
 * accessible name must contain its visible text). Serious and critical violations only, each as its
 * rule id, impact, help text and the selectors of (up to six of) the elements it found.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are judged as they end up, not halfway through a dialog's fade or a drawer's slide (a
  // file input's placeholder in the import dialog was once read as too light). Endless animations
  // (loaders, the live dot) never finish and are not waited for.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  // Issue 28 item 4: axe.run in the page itself ("legacy mode"), and details for violations only. The
  // default runs axe.runPartial in every frame and axe.finishRun in a blank page it opens for each
  // check: ~1 s of the walk's ~1.5 s per page. The cost: frames of another origin are not entered — the
  // app has one, the e-mail template preview (sandboxed srcdoc), whose content is the e-mail itself.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 6)
        .map((node) => `      ${node.target.join(' >> ')}  ${node.html.replace(/\s+/g, ' ').slice(0, 140)}`);
      const more = violation.nodes.length > 6 ? [`      … and ${violation.nodes.length - 6} more`] : [];
      return [
        `axe ${violation.id} (${violation.impact}, ${violation.nodes.length}×): ${violation.help}`,
        ...targets,
        ...more,
      ].join('\n');
    });
}

/** Elements that may not sit inside a <p> (React warns in development only; browsers misrender them). */
const BLOCK_IN_PARAGRAPH =
  'p :is(div, p, ul, ol, dl, table, form, section, article, header, footer, nav, h1, h2, h3, h4, h5, h6, hr, pre, blockquote)';

/** Block elements inside paragraphs (the production build does not warn about them in the console). */
export async function blocksInParagraphs(page: Page): Promise<string[]> {
  return page
    .locator(BLOCK_IN_PARAGRAPH)
    .evaluateAll((elements) =>
      elements.map(
        (el) => `<${el.tagName.toLowerCase()}> inside <p>: "${el.closest('p')?.textContent?.slice(0, 60)}"`,
      ),
    );
}

/** Libraries' English defaults that must never reach the Spanish UI, as text or accessible name. */
const ENGLISH_DEFAULTS =
  /^(No records|Records per page|Toggle password visibility|Close|Clear|Loading\.*|Previous|Next|Previous page|Next page|First page|Last page|Remove|Open|Pick date)$/i;

export async function englishDefaults(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const english = new RegExp(source, 'i');
    const found: string[] = [];
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const attribute of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value && english.test(value)) found.push(`English ${attribute}="${value}"`);
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim();
      if (text && english.test(text)) found.push(`English text "${text}"`);
    }
    return found;
  }, ENGLISH_DEFAULTS.source);
}

/**
 * Issue 22 item 14: the page does not scroll sideways (a list wider than a phone hid its actions) and no
 * badge cuts its text ("ABIE…").
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) found.push(`the page scrolls sideways by ${overflow} px at ${window.innerWidth} px`);
    for (const badge of document.querySelectorAll('.mantine-Badge-root, .mantine-Badge-label')) {
      if (badge.scrollWidth > badge.clientWidth + 0.5) found.push(`badge cut: "${badge.textContent}"`);
    }
    return found;
  });
}
