import { contact } from './contact';
import { deleteRequest } from './delete-request';
import { gallery } from './gallery';
import { home } from './home';
import { legal } from './legal';
import { notFound } from './not-found';
import { privacyPolicy } from './privacy-policy';
import { site } from './site';
import { terms } from './terms';

/**
 * Every text of the public site in Czech, a part a page (named as the page in `public-pages.ts`) and what
 * they share; the other languages' dictionaries have its shape (`Messages`).
 */
export const cs = {
  site,
  home,
  gallery,
  legal,
  privacyPolicy,
  terms,
  deleteRequest,
  notFound,
  contact,
} as const;
