/** Privacy Policy, written for this project (BEHAVIOUR §15). */
import { SUPPORT_EMAIL } from '#client/shared/core/paths.ts';
import { LAST_MODIFIED, type LegalText } from './legal-types';

export const PRIVACY_POLICY: LegalText = {
  kind: 'privacy',
  title: 'Privacy Policy',
  lastModified: LAST_MODIFIED,
  intro:
    'This policy explains what personal information Bigscreen, Inc. collects when you use our app, this website and the Beyond headset services, why we collect it, and the choices you have.',
  sections: [
    {
      heading: '1. Who the Services are for',
      paragraphs: [
        'The Services are for people aged 18 and over. We do not knowingly collect information from anyone younger; if you believe we have, contact us and we will delete it.',
      ],
    },
    {
      heading: '2. What we collect',
      paragraphs: ['We collect only what we need to run the Services:'],
      bullets: [
        'Account details: your username, email address and a hashed password.',
        'Purchases: the films you rent and the headset orders you place. Card details are handled by our payment provider; we never see or store your full card number.',
        'Face scans: if you order a custom face cushion, the scan you make in our iOS app clip and the measured eye distance (IPD), used only to build your cushion and headset.',
        'Technical data: your IP address, browser type and device name, used to keep your session secure and to pick your region.',
      ],
    },
    {
      heading: '3. How we use it',
      paragraphs: [
        'We use your information to provide and secure the Services, to process your orders and rentals, to answer support requests and to tell you about changes to the Services. We do not sell your personal information.',
      ],
    },
    {
      heading: '4. Cookies',
      paragraphs: [
        'We use strictly necessary cookies to keep you signed in. They expire after 14 days, or sooner when you log out. Analytics and content-testing cookies are off unless we ask for and receive your consent.',
      ],
    },
    {
      heading: '5. Sharing',
      paragraphs: [
        'We share information only with the providers that run parts of the Services for us (hosting, payments, email, shipping), under contracts that limit their use of it, or when the law requires it.',
      ],
    },
    {
      heading: '6. Keeping and deleting your information',
      paragraphs: [
        'We keep account information while your account is open. Face scans are deleted once your order has shipped and the 90-day warranty period has ended. You can ask us to access, correct or delete your information at any time by writing to ' +
          SUPPORT_EMAIL +
          '.',
      ],
    },
    {
      heading: '7. Changes to this policy',
      paragraphs: [
        'When we change this policy we post the new version here and email account holders; changes take effect 30 days after they are posted.',
      ],
    },
    {
      heading: '8. Contact',
      paragraphs: ['Privacy questions and requests: ' + SUPPORT_EMAIL + '.'],
    },
  ],
};
