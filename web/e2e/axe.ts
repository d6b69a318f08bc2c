import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * What axe finds wrong on the page as it is now (every rule, or those of `tags`). Only violations are
 * gathered: selectors and snippets for every node that passes are most of axe's work on a long table
 * (about four CPU-seconds a page here), and nothing reads them.
 */
export async function axeViolations(page: Page, tags?: readonly string[]): Promise<Violation[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const { violations } = await (tags ? builder.withTags([...tags]) : builder).analyze();
  return violations;
}
