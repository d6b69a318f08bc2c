import type { Messages } from '@/i18n/messages';

export const deleteRequest: Messages['deleteRequest'] = {
  meta: {
    title: 'Delete your account – {name}',
    description: 'How to ask us to delete your account in the {name} app.',
  },
  eyebrow: 'Your app account',
  title: 'Delete your account',
  text: 'If you would like your account and all the data that goes with it deleted, please email our support team at {email}.',
  mailSubject: 'Account deletion request',
};
