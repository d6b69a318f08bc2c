import { expect, type Locator, type Page } from '@playwright/test';

export type Box = { x: number; y: number; width: number; height: number };

export const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element shows all of its text: nothing clipped or cut to "…" (scrollWidth within clientWidth). */
export async function expectNotClipped(locator: Locator): Promise<void> {
  const sizes = await locator.evaluate((element) => [element.scrollWidth, element.clientWidth]);
  expect(sizes[0], await locator.innerText()).toBeLessThanOrEqual(sizes[1]!);
}

/**
 * A form control shows its whole text: the chosen option of a select, or an input's value or
 * placeholder, measured in the control's own font against its inner width.
 */
export async function expectControlTextFits(control: Locator): Promise<void> {
  const [needed, room, text] = await control.evaluate((element) => {
    const field = element as HTMLInputElement | HTMLSelectElement;
    const shown =
      field instanceof HTMLSelectElement
        ? (field.selectedOptions[0]?.text ?? '')
        : field.value || field.placeholder;
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    // A select keeps about 24 px on its right for the arrow.
    const arrow = field instanceof HTMLSelectElement ? 24 : 0;
    const inner = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
    return [context.measureText(shown).width, inner, shown] as const;
  });
  expect(needed, `"${text}" needs ${needed} px, has ${room}`).toBeLessThanOrEqual(room);
}

export async function expectInViewportWidth(page: Page, locator: Locator): Promise<void> {
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}
