import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'isPublic';
export const IS_PUBLIC_OUTSIDE_PRODUCTION_KEY = 'isPublicOutsideProduction';

/**
 * The route answers without an admin session. Catalogue calls get it from their entry's `access`
 * (`@CatalogueRoute`); by hand only for routes outside the catalogue (health).
 */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/** Open while developing, admin-only with `NODE_ENV=production` (the API docs). */
export const PublicOutsideProduction = () => SetMetadata(IS_PUBLIC_OUTSIDE_PRODUCTION_KEY, true);
