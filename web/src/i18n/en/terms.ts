import type { Messages } from '@/i18n/messages';

export const terms: Messages['terms'] = {
  meta: {
    title: 'Terms and conditions – {name}',
    description: 'The terms for using the {name} Android app.',
  },
  title: 'Terms and conditions',
  intro:
    'By downloading or using the {name} app, these terms automatically apply to you, so please read them carefully before you start using it. The app is operated by {legalName}, {address}.',
  sections: [
    {
      title: 'Intellectual property',
      body: [
        'You may not copy or modify the app, any part of it or our trademarks in any way. You may not attempt to extract the app’s source code, translate it into other languages or make derivative versions. The app and all the trademarks, copyright, database rights and other intellectual property rights related to it remain the property of {legalName}.',
      ],
    },
    {
      title: 'Changes to the app and charges',
      body: [
        'We want the app to be as useful and efficient as possible. We therefore reserve the right to change it, or to charge for its services, at any time and for any reason. We will never charge you for the app or its services without making it very clear what exactly you are paying for. The fare for the ride itself is always shown in the price list in the car.',
      ],
    },
    {
      title: 'Keeping your device secure',
      body: [
        'The app stores and processes the personal data you have given us in order to provide our service. It is your responsibility to keep your phone and your access to the app secure.',
        'We recommend that you do not “root” your phone, that is, remove the software restrictions and protections of its official operating system. That would expose it to malware, viruses and other harmful programs, weaken its security features, and could mean the app does not work properly or at all.',
      ],
    },
    {
      title: 'Third-party terms',
      body: ['The app uses third-party services that have their own terms and conditions:'],
    },
    {
      title: 'Internet connection and data charges',
      body: [
        'Some functions of the app need an active internet connection, over Wi-Fi or mobile data. If you have no access to Wi-Fi and no mobile data left, we cannot be responsible for the app not working fully.',
        'If you use the app outside Wi-Fi, the terms of your agreement with your mobile network provider apply. Your provider may charge you for the data used while using the app, including roaming charges if you use the app abroad without turning off data roaming. By using the app, you accept responsibility for these charges. If you are not the bill payer for the device on which you use the app, we assume that you have the bill payer’s permission.',
      ],
    },
    {
      title: 'Battery',
      body: [
        'Likewise, we cannot always be responsible for the way you use the app. Please make sure your device stays charged. If its battery runs out and you cannot use our service, we cannot accept responsibility. You can always book a taxi by phone as well, on {phone}.',
      ],
    },
    {
      title: 'Liability',
      body: [
        'We try to keep the app up to date and correct at all times. Some information, such as map data or the estimated arrival time, comes from third parties, however. The fare estimate is a guide only; the binding fare is the one in the price list in the car. We accept no liability for any direct or indirect loss you suffer as a result of relying entirely on this functionality of the app. This does not affect your statutory rights as a consumer.',
      ],
    },
    {
      title: 'Updates and discontinuation of the app',
      body: [
        'The app is currently available for Android. System requirements may change, and you will need to download updates to keep using the app. We do not promise that we will always update the app to suit your version of Android. You agree to accept updates to the app when they are offered to you.',
        'We may also decide to stop providing the app and end its use at any time without notice. Unless we tell you otherwise, when it ends, the rights and licences granted to you in these terms end, and you must stop using the app and, if necessary, delete it from your device.',
      ],
    },
    {
      title: 'Changes to these terms',
      body: [
        'We may update these terms from time to time, so please check this page regularly. We will let you know of any change by publishing the new terms on this page. Changes take effect as soon as they are published.',
      ],
    },
    {
      title: 'Contact us',
      body: [
        'If you have any questions or suggestions about these terms, email us at {email} or call us on {phone}.',
      ],
    },
  ],
};
