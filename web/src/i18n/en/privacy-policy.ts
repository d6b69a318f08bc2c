import type { Messages } from '@/i18n/messages';

export const privacyPolicy: Messages['privacyPolicy'] = {
  meta: {
    title: 'Privacy policy – {name}',
    description: 'How the {name} Android app collects, uses and protects personal data.',
  },
  title: 'Privacy policy',
  intro:
    '{legalName} (“we”) built the {name} app for Android as a free service. This page explains how we collect, use and protect the personal data of the people who use our app. By using the app, you agree to the collection and use of information in line with this policy.',
  sections: [
    {
      title: 'Information collection and use',
      body: [
        'To provide our service, we may ask you for certain personal data while you use the app. In particular:',
        {
          list: [
            'your first and last name, phone number and email address, which you give when you register,',
            'your device’s location, if you allow the app to access it – we need it to set the pick-up point, estimate the fare and show you the approaching car,',
            'pick-up and destination addresses, the time of the booking, the number of passengers and your ride history,',
            'how you pay (cash, card or contactless); we do not store any card details.',
          ],
        },
        'We use this data only to handle your booking, to communicate with you, to bill the ride and to improve the service. We never sell it to anyone. We keep it only for as long as necessary, and at most for as long as the law requires (for accounting and tax purposes, for example).',
        'The app also uses third-party services that may collect information used to identify you (see the next section).',
      ],
    },
    {
      title: 'Booking on the website',
      body: [
        'When you book a taxi on the {orderPage} page, we process the following data, solely so that we can pick you up:',
        {
          list: [
            'your name and phone number, where from and where to, the time of the ride, the number of passengers and the fare go with the booking into our dispatch system, just as when you book by phone, and are kept for as long as phone bookings are,',
            'the language of the page, whether you have luggage or need a child seat, your note to the dispatcher and the private link to your ride’s status are kept by the website until 24 hours after the ride ends (at most 16 days for a ride booked in advance) and then deleted; until then your phone number also serves to limit the number of open bookings,',
            'places suggested by the search are remembered by the website for an hour; the calculated fare is kept by your browser only,',
            'your browser remembers the link to an open booking in its storage, so that the website can show “Your ride”, and deletes it once the ride has ended. You can also delete it yourself by clearing the site’s data.',
          ],
        },
        'Only your browser knows the private link to your ride’s status: its code follows the # sign, which browsers never send to the server, so it appears in no log. Anyone with the link can see the ride’s status, the driver’s name and where the car is until pick-up, so please do not share it.',
      ],
    },
    {
      title: 'Third-party services',
      body: [
        'The app uses third-party services that are governed by their own privacy policies. You will find links to them here:',
      ],
    },
    {
      title: 'Log data',
      body: [
        'If an error occurs while you use the app, we collect data about your phone (through third-party products) known as log data. It may include your device’s IP address and name, the operating system version, the app’s settings at the time of the error, the date and time of use and other statistics. We use this data only to find and fix errors.',
      ],
    },
    {
      title: 'Cookies',
      body: [
        'Cookies are small data files commonly used as anonymous unique identifiers. Your browser stores them on your device from the websites you visit.',
        'The app itself does not use cookies. It may, however, include third-party code and libraries that use cookies to collect information and improve their services. You can accept or refuse these cookies and see when they are being stored on your device. If you refuse them, some parts of the service may not work.',
        'This website uses only the cookies strictly needed for our staff to sign in, and it remembers in your browser’s storage that you have closed the poster on the home page, which language you chose and the link to your open booking on the website. We do not use them for analytics or advertising.',
      ],
    },
    {
      title: 'Service providers',
      body: [
        'We may employ outside companies and individuals for the following reasons:',
        {
          list: [
            'to help us provide our service,',
            'to provide the service on our behalf,',
            'to perform service-related tasks,',
            'to help us analyse how the service is used.',
          ],
        },
        'These third parties may have access to your personal data, but only as far as they need it to carry out the tasks we give them. They are obliged not to disclose the data or use it for any other purpose.',
      ],
    },
    {
      title: 'Security',
      body: [
        'We value your trust and protect your personal data with commercially reasonable means, such as encrypted connections. However, no method of transmission over the internet or of electronic storage is 100% secure and reliable, and we cannot guarantee absolute security.',
      ],
    },
    {
      title: 'Links to other sites',
      body: [
        'The app and this website may contain links to other sites. If you click a third-party link, you will be taken to a site we do not operate. We therefore advise you to read the privacy policy of those sites. We have no control over, and take no responsibility for, their content, privacy policies or practices.',
      ],
    },
    {
      title: 'Children’s privacy (under {age})',
      body: [
        'Our services are not meant for anyone under the age of {age}. We do not knowingly collect personal data from children under {age}. If we find that a child under {age} has given us personal data, we delete it from our servers straight away. If you are a parent or guardian and know that your child has given us personal data, please contact us so that we can take the necessary steps.',
      ],
    },
    {
      title: 'Your rights',
      body: [
        'Under the General Data Protection Regulation (GDPR) you have the right to access your data, to have it corrected or erased, to restrict its processing, to object, and to data portability. You can ask us to delete your account as described on the {deleteRequest} page.',
        'If you think we are not handling your data properly, you can complain to the Czech Office for Personal Data Protection ({authority}).',
      ],
    },
    {
      title: 'Changes to this policy',
      body: [
        'We may update this privacy policy from time to time, so please check this page regularly. We will let you know of any change by publishing the new policy on this page. Changes take effect as soon as they are published.',
      ],
    },
    {
      title: 'Contact us',
      body: [
        'If you have any questions or suggestions about this policy, do not hesitate to contact us by email at {email}, by phone on {phone} or by post at {postalAddress}.',
      ],
    },
  ],
};
