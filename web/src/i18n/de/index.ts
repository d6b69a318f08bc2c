import type { Messages } from '@/i18n/messages';
import { contact } from './contact';
import { deleteRequest } from './delete-request';
import { gallery } from './gallery';
import { home } from './home';
import { legal } from './legal';
import { notFound } from './not-found';
import { privacyPolicy } from './privacy-policy';
import { site } from './site';
import { terms } from './terms';

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
};
