import { contact } from './contact';
import { deleteRequest } from './delete-request';
import { gallery } from './gallery';
import { home } from './home';
import { legal } from './legal';
import { notFound } from './not-found';
import { order } from './order';
import { orderStatus } from './order-status';
import { privacyPolicy } from './privacy-policy';
import { site } from './site';
import { terms } from './terms';
import { webOrder } from './web-order';

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
  order,
  orderStatus,
  webOrder,
} as const;
