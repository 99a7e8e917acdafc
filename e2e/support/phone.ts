import type { BrowserContextOptions, Page } from '@playwright/test';

/** A phone held in one hand: 390 × 844 CSS pixels, touch, a mobile browser's viewport handling. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** WCAG 2.2 target size (minimum), 2.5.8: every target at least 24 × 24 CSS pixels. */
export const MIN_TARGET = 24;

/** A primary action on a phone: a thumb's 44 px. */
export const MIN_PRIMARY = 44;

/**
 * What is wrong with the current screen on a phone, one line each: the page scrolls sideways; a navigation
 * item is cut (clipped by its bar, off the screen, or its label truncated); a visible tap target is smaller
 * than 24 × 24, or a primary button under 44 px tall. Text links inside a sentence are exempt, as WCAG exempts
 * them (2.5.8 "Inline").
 */
export async function phoneLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(
    ([minTarget, minPrimary]) => {
      const problems: string[] = [];
      const viewportWidth = document.documentElement.clientWidth;
      const label = (element: Element) => {
        const name =
          element.getAttribute('aria-label') ??
          (element as HTMLElement).innerText?.trim().replace(/\s+/g, ' ') ??
          element.getAttribute('title') ??
          '';
        const described = name || element.getAttribute('placeholder') || element.id || element.className;
        return `<${element.tagName.toLowerCase()}> "${String(described).slice(0, 40)}"`;
      };
      const visible = (element: Element) => {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
          return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0;
      };
      // Inside a closed or hidden layer (an antd drawer or popup not shown) counts as not visible.
      const inHiddenLayer = (element: Element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0)
            return true;
          if (node.getAttribute('aria-hidden') === 'true') return true;
        }
        return false;
      };

      const pageWidth = document.documentElement.scrollWidth;
      if (pageWidth > viewportWidth) {
        // Name the widest things that stick out, so the fix can be found without re-running.
        const culprits = [...document.body.querySelectorAll('*')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            if (box.right <= viewportWidth + 1 || box.width === 0) return false;
            // Only elements not inside a scroller of their own: those are what widens the page.
            for (
              let node = element.parentElement;
              node && node !== document.body;
              node = node.parentElement
            ) {
              const overflow = getComputedStyle(node).overflowX;
              if (
                overflow === 'auto' ||
                overflow === 'scroll' ||
                overflow === 'hidden' ||
                overflow === 'clip'
              )
                return false;
            }
            return true;
          })
          .slice(0, 3)
          .map((element) => `${label(element)} to ${Math.round(element.getBoundingClientRect().right)} px`);
        problems.push(`page is ${pageWidth} px wide at ${viewportWidth} px: ${culprits.join(', ')}`);
      }

      // Navigation items: whole, on screen, inside their bar, their label not truncated.
      for (const item of document.querySelectorAll(
        'nav a, nav button, [role="tablist"] [role="tab"], [role="menubar"] [role="menuitem"], .ant-segmented-item',
      )) {
        if (!visible(item) || inHiddenLayer(item)) continue;
        const box = item.getBoundingClientRect();
        let cut = box.left < -1 || box.right > viewportWidth + 1;
        for (let node = item.parentElement; node && !cut; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.overflowX === 'visible') continue;
          const frame = node.getBoundingClientRect();
          cut = box.left < frame.left - 1 || box.right > frame.right + 1;
        }
        const text = [item, ...item.querySelectorAll('*')].some(
          (node) =>
            node instanceof HTMLElement &&
            node.scrollWidth > node.clientWidth + 1 &&
            getComputedStyle(node).overflowX !== 'visible' &&
            node.innerText.trim() !== '',
        );
        if (cut || text) problems.push(`navigation item ${label(item)} is cut`);
      }

      // Tap targets.
      const targets = document.querySelectorAll(
        'a[href], button, summary, input:not([type="hidden"]), select, textarea, [role="button"], [role="switch"], [role="checkbox"], [role="radio"], [role="tab"], [role="menuitem"], [role="option"], [role="link"]',
      );
      const seen = new Set<Element>();
      for (const target of targets) {
        if (!visible(target) || inHiddenLayer(target)) continue;
        // A control drawn by its wrapper, which takes the tap: antd checkboxes and radios hide their input over
        // the box; a text input with an icon, a select, a date or number field is the bordered box around it;
        // an antd tab is its padded tab around the labelled button.
        const drawn =
          target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')
            ? (target.closest('label') ?? target.parentElement ?? target)
            : (target.closest(
                '.ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select, .ant-tabs-tab, .aide-lean-input',
              ) ?? target);
        if (seen.has(drawn)) continue;
        seen.add(drawn);
        // Hidden from view but focusable (a skip link before focus).
        const box = drawn.getBoundingClientRect();
        if (box.right < 0 || box.bottom < 0 || box.left > viewportWidth) continue;
        if (box.width >= minTarget - 0.5 && box.height >= minTarget - 0.5) continue;
        // Inline: a link inside a sentence.
        const parent = drawn.parentElement;
        if (
          drawn.tagName === 'A' &&
          parent &&
          ['P', 'LI', 'SPAN', 'DIV'].includes(parent.tagName) &&
          (parent.textContent ?? '').trim().length > (drawn.textContent ?? '').trim().length + 20
        )
          continue;
        problems.push(
          `tap target ${label(drawn)} is ${Math.round(box.width)} × ${Math.round(box.height)} px`,
        );
      }

      // Primary actions (antd's and the lean login's primary buttons, small ones aside) are a thumb tall.
      for (const button of document.querySelectorAll(
        '.ant-btn-primary:not(.ant-btn-sm), .aide-lean-button.is-primary',
      )) {
        if (!visible(button) || inHiddenLayer(button)) continue;
        const box = button.getBoundingClientRect();
        if (box.height < minPrimary - 0.5)
          problems.push(`primary action ${label(button)} is ${Math.round(box.height)} px tall`);
      }
      return problems;
    },
    [MIN_TARGET, MIN_PRIMARY] as const,
  );
}

/**
 * What does not fit a desk's page: the page scrolling sideways, or a table scrolling inside its box (columns out
 * of sight, the Actions column clipped).
 */
export async function deskLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewportWidth = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewportWidth)
      problems.push(`page is ${document.documentElement.scrollWidth} px wide at ${viewportWidth} px`);
    for (const table of document.querySelectorAll('.ant-table')) {
      const box = table.getBoundingClientRect();
      if (box.width === 0) continue;
      const scroller = table.querySelector('.ant-table-content, .ant-table-body') ?? table;
      const name =
        table.querySelector('table')?.getAttribute('aria-label') ??
        table.closest('[aria-label]')?.getAttribute('aria-label') ??
        '';
      if (scroller.scrollWidth > scroller.clientWidth + 1)
        problems.push(`table "${name}" is ${scroller.scrollWidth} px wide in ${scroller.clientWidth} px`);
      else if (box.right > viewportWidth + 1) problems.push(`table "${name}" runs off the page`);
    }
    return problems;
  });
}

/**
 * How light what is painted behind an element is (0 black – 1 white, relative luminance): its first background
 * up the tree that is a colour or a gradient (the gradient's colours averaged), else the page's.
 */
export async function backgroundLuminance(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const channels = (text: string) =>
        [...text.matchAll(/rgba?\(([^)]+)\)/g)]
          .map((match) =>
            match[1]!
              .split(/[\s,/]+/)
              .filter(Boolean)
              .map(Number),
          )
          .filter((rgba) => rgba.length < 4 || rgba[3]! > 0.5);
      const luminance = ([r, g, b]: number[]) => {
        const linear = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
      };
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const colours = [...channels(style.backgroundImage), ...channels(style.backgroundColor)];
        if (colours.length > 0) return colours.map(luminance).reduce((a, b) => a + b, 0) / colours.length;
      }
      return 1;
    });
}
