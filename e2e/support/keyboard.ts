import type { Locator, Page } from 'playwright-core';

/** What has the keyboard focus, as a user of a screen reader would hear it: role and name ("textbox Email"). */
export function focusedControl(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing';
    const tagRoles: Record<string, string> = { A: 'link', BUTTON: 'button', TEXTAREA: 'textbox', SELECT: 'combobox' };
    const input = element instanceof HTMLInputElement ? element : null;
    const role =
      element.getAttribute('role') ??
      (input ? (input.type === 'checkbox' ? 'checkbox' : input.type === 'radio' ? 'radio' : 'textbox') : tagRoles[element.tagName] ?? element.tagName.toLowerCase());
    const labelledBy = element.getAttribute('aria-labelledby');
    const forLabel = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy ? labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : null) ??
      forLabel?.textContent ??
      input?.labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return `${role} ${name.replace(/\s+/g, ' ').trim()}`;
  });
}

export interface TabStop {
  control: string;
  top: number;
  bottom: number;
}

async function tabStop(page: Page): Promise<TabStop> {
  const control = await focusedControl(page);
  const box = await page.evaluate(() => {
    const rect = document.activeElement?.getBoundingClientRect();
    return rect ? { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY } : { top: 0, bottom: 0 };
  });
  return { control, ...box };
}

/** Focuses `start`, then presses Tab `presses` times: the controls reached, in order, with where each sits on the page. */
export async function tabFrom(page: Page, start: Locator, presses: number): Promise<TabStop[]> {
  await start.focus();
  const stops = [await tabStop(page)];
  for (let index = 0; index < presses; index++) {
    await page.keyboard.press('Tab');
    stops.push(await tabStop(page));
  }
  return stops;
}

/** Stops whose control sits wholly above the one reached before it: the tab order then jumps back up the page. */
export function stepsUpThePage(stops: TabStop[]): string[] {
  return stops.slice(1).flatMap((stop, index) => {
    const previous = stops[index]!;
    return stop.bottom <= previous.top ? [`${previous.control} → ${stop.control}`] : [];
  });
}
