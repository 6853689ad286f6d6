/** Terms of Service, written for this project (BEHAVIOUR §15). Figures from BEHAVIOUR §9. */
import { SUPPORT_EMAIL } from '#client/shared/core/paths.ts';
import { LAST_MODIFIED, type LegalText } from './legal-types';

export const TERMS_OF_SERVICE: LegalText = {
  kind: 'terms',
  title: 'Terms of Service',
  lastModified: LAST_MODIFIED,
  intro:
    'These terms are an agreement between you and Bigscreen, Inc. ("Bigscreen", "we", "us") about your use of the Bigscreen app, this website, the Beyond headset services and every other service we offer (together, the "Services"). Please read them carefully: by creating an account or using the Services you accept them.',
  sections: [
    {
      heading: '1. Who may use the Services',
      paragraphs: [
        'You must be at least 18 years old to create an account or use the Services. By using them you confirm that you are 18 or older and that you can enter into a binding contract.',
        'You are responsible for your account, for keeping your password private and for everything that happens under your account. Tell us at once at ' +
          SUPPORT_EMAIL +
          ' if you think someone else is using it.',
      ],
    },
    {
      heading: '2. Your conduct in shared rooms',
      paragraphs: ['Bigscreen rooms are shared spaces. While using them you agree not to:'],
      bullets: [
        'harass, threaten or impersonate other people, or share content that is hateful, sexual or violent toward others;',
        'stream or share content you do not have the right to share, including films and shows protected by copyright;',
        'disrupt the Services, probe them for weaknesses, or access them by automated means we have not approved;',
        'use the Services for anything unlawful.',
      ],
    },
    {
      heading: '3. Content and licences',
      paragraphs: [
        'You keep the rights you hold in the content you share. You give us a limited licence to host and transmit that content only as needed to run the Services for you and the people you share with.',
        'Films rented through Bigscreen are licensed, not sold, and are subject to our Ticket Policy.',
      ],
    },
    {
      heading: '4. Hardware purchases and warranty',
      paragraphs: [
        'Beyond headsets and accessories bought from our store carry the limited hardware warranty described in our Hardware Terms. To the extent the law allows, any implied warranty is limited to 90 days from delivery.',
      ],
    },
    {
      heading: '5. Disclaimers',
      paragraphs: [
        'The Services are provided "as is" and "as available". Virtual reality can cause motion sickness, eye strain or disorientation: take breaks, keep your play area clear and stop if you feel unwell.',
      ],
    },
    {
      heading: '6. Limitation of liability',
      paragraphs: [
        'To the fullest extent the law allows, Bigscreen is not liable for indirect, incidental, special or consequential damages, and our total liability for any claim about the Services is limited to the greater of the amount you paid us in the twelve months before the claim or 50 US dollars (US$50).',
      ],
    },
    {
      heading: '7. Resolving disputes',
      paragraphs: [
        'Informal resolution first: before filing a claim, you and we each agree to try to resolve the dispute informally for 30 days after one of us sends the other a written notice describing it.',
        'Arbitration: disputes not resolved informally are settled by binding individual arbitration rather than in court, except that either of us may bring an individual claim in small-claims court. For claims under 10,000 dollars (US$10,000), the party bringing the claim may choose to have the arbitration carried out without in-person appearance, by written submissions, telephone or video.',
        'Minimum payout: if an arbitrator awards you more than our last written settlement offer, we will pay you at least 2,500 dollars (US$2,500) in addition to the award.',
        'No class actions: claims may be brought only in your individual capacity, not as a plaintiff or class member in any class or representative proceeding.',
      ],
    },
    {
      heading: '8. Changes to these terms',
      paragraphs: [
        'We may update these terms. We will post the new version here and tell account holders by email; changes take effect 30 days after they are posted. Continuing to use the Services after that date means you accept the changes.',
      ],
    },
    {
      heading: '9. Contact',
      paragraphs: ['Questions about these terms: ' + SUPPORT_EMAIL + '.'],
    },
  ],
};
