import type { Messages } from '@/i18n/messages';

export const notFound: Messages['notFound'] = {
  meta: { title: 'Page not found – {name}', description: 'The page you asked for does not exist.' },
  title: 'Page not found',
  text: 'This road leads nowhere. The page you are looking for does not exist or has moved. Please check the address, or carry on from the home page.',
  home: 'Go to the home page',
  call: 'Call a taxi',
};
