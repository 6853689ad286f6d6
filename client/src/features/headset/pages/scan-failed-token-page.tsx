/** /scans/failedtoken: where an expired or over-used scan link lands (public; BEHAVIOUR §2, §15). */
import { Trans } from '@lingui/react/macro';
import { H } from '../headset-messages';
import { SupportContact } from '../components/support-contact';
import '../headset.css';

export default function ScanFailedTokenPage() {
  return (
    <section className="container page headset-page center-text">
      <h1>
        <Trans>Link expired</Trans>
      </h1>
      <p>{H.text('failedToken')}</p>
      <SupportContact>
        <Trans>Please email our support team and we will send you a new link:</Trans>
      </SupportContact>
    </section>
  );
}
