import type { Messages } from '@/i18n/messages';
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

/** Every text of the public site in German, for visitors (not word for word from the Czech). */
export const de: Messages = {
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
};
