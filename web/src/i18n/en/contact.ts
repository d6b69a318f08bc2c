import type { Messages } from '@/i18n/messages';

export const contact: Messages['contact'] = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  send: 'Send message',
  sending: 'Sending…',
  note: 'All fields are required. We usually reply by the next day.',
  sent: 'Your message has been sent. Thank you!',
  failed: 'Your message could not be sent. Please try again later.',
  throttled: 'You have sent too many messages. Please try again later.',
  required: {
    name: 'Please enter your name.',
    email: 'Please enter your email address.',
    subject: 'Please enter a subject.',
    message: 'Please write us a message.',
  },
  invalidEmail: 'Please enter your email address as name@example.com.',
  tooLong: 'No more than {limit} characters',
  controlCharacters: 'Please leave out line breaks and control characters',
  invalid: 'Please check this field.',
};
