import type { ComponentType } from 'react';
import type { PublicPageKey } from '@/config/public-pages';
import type { Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { localBusinessSchema } from '@/features/landing/local-business-schema';
import { DeleteRequestRoute } from './routes/public/delete-request';
import { GalleryRoute } from './routes/public/gallery';
import { LandingRoute } from './routes/public/landing';
import { OrderRoute } from './routes/public/order';
import { OrderStatusRoute } from './routes/public/order-status';
import { PrivacyPolicyRoute } from './routes/public/privacy-policy';
import { TermsRoute } from './routes/public/terms';

export type PublicRoute = {
  Page: ComponentType;
  /**
   * What runs in the browser: `static` pages load only `src/site-main.ts` (their interactive parts
   * without React, React only for an island such as the contact form); `spa` pages are hydrated
   * by the whole app (`src/main.tsx`).
   */
  runtime: 'static' | 'spa';
  /** schema.org data of the page in a language. */
  structuredData?: (locale: Locale, messages: Messages) => object;
};

/**
 * Each public page's component: rendered at its path in every language (`PUBLIC_PAGE_PATHS`) by the
 * router and by the prerenderer. A new public page is one entry here (CONTRIBUTING.md, "Add a public page").
 */
export const PUBLIC_ROUTES: Record<PublicPageKey, PublicRoute> = {
  home: { Page: LandingRoute, runtime: 'static', structuredData: localBusinessSchema },
  gallery: { Page: GalleryRoute, runtime: 'static' },
  privacyPolicy: { Page: PrivacyPolicyRoute, runtime: 'static' },
  terms: { Page: TermsRoute, runtime: 'static' },
  deleteRequest: { Page: DeleteRequestRoute, runtime: 'static' },
  // Both come to life with their own small script, loaded by site-main.ts (no React in the browser).
  order: { Page: OrderRoute, runtime: 'static' },
  orderStatus: { Page: OrderStatusRoute, runtime: 'static' },
};
