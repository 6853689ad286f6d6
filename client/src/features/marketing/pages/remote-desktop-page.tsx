/**
 * /remotedesktop (BEHAVIOUR §2): Download Now (the URL comes from the remote-desktop host's /config,
 * BEHAVIOUR §10), the six-step install guide and the troubleshooting notes.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { describeError } from '#client/shared/api/client.ts';
import { callApi } from '#client/shared/api/calls.ts';
import * as apiCalls from '#contract/api-calls.ts';
import { MESSAGES } from '#contract/messages.ts';
import { localMessage } from '#client/shared/i18n/index.ts';
import { useCatalog } from '#client/shared/i18n/use-catalog.ts';
import { SceneArt } from '../components/home-art';
import { isDownloadUrl } from '../download-link';
import '../marketing.css';

const STEPS = [
  msg`Download the Remote Desktop client on your Windows PC with the button above.`,
  msg`Run the installer and follow its prompts; it takes about a minute.`,
  msg`Open the client and log in with your Bigscreen account.`,
  msg`Put on your headset and open Bigscreen with the same account.`,
  msg`In the Bigscreen menu, choose Remote Desktop and select your PC from the list.`,
  msg`Your desktop appears on the big screen. Share it with the room whenever you like.`,
];

const TROUBLESHOOTING = [
  {
    title: msg`A GPU with hardware encoding`,
    text: msg`The client encodes your screen on the graphics card. Most NVIDIA, AMD and Intel GPUs from recent years can; very old or virtual GPUs cannot.`,
  },
  {
    title: msg`Same network, on 5 GHz Wi-Fi`,
    text: msg`Your PC and headset must be on the same network. Connect the headset to a 5 GHz Wi-Fi band; the PC is best on a cable to the router.`,
  },
  {
    title: msg`A private network`,
    text: msg`Windows must treat the network as Private, not Public, or it blocks devices from finding each other.`,
  },
  {
    title: msg`The firewall`,
    text: msg`Allow the Remote Desktop client through Windows Defender Firewall and any other firewall or antivirus you run.`,
  },
  {
    title: msg`The same account in both apps`,
    text: msg`Log in to the client and the headset app with the same Bigscreen account, or your PC will not appear.`,
  },
  {
    title: msg`Link or Air Link instead`,
    text: msg`On a Quest you can also use Link (cable) or Air Link and run the PC version of Bigscreen, which shares your desktop directly.`,
  },
];

type State = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'error'; message: string };

export default function RemoteDesktopPage() {
  const { i18n, t } = useLingui();
  const [state, setState] = useState<State>({ kind: 'loading' });
  // The download link's failure message is the error catalogue's, which this page does not wait for.
  useCatalog('errors');
  // Read once the page is on screen rather than in a route loader: the page arrives prerendered,
  // and a loader would have the router hold back (and on first load replace) that HTML until the
  // download link answers. Only the download button waits for it.
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    // The answer's shape loads with the call (zod and the contract's schemas are not the page's code).
    callApi(apiCalls.remoteDesktopConfig).then(
      (config) =>
        setState(isDownloadUrl(config.url) ? { kind: 'ready', url: config.url } : { kind: 'error', message: MESSAGES.apiDefault }),
      (err: unknown) => setState({ kind: 'error', message: describeError(err, MESSAGES.apiDefault) }),
    );
  }, []);
  useEffect(load, [load]);

  return (
    <div className="marketing-page">
      <section className="page-hero" aria-labelledby="page-title">
        <div className="container page-hero__grid">
          <div>
            <p className="eyebrow">
              <Trans>Remote Desktop for Quest</Trans>
            </p>
            <h1 id="page-title">
              <Trans>Your PC, on the big screen</Trans>
            </h1>
            <p className="hero__lead">
              <Trans>
                The Remote Desktop client streams your Windows desktop to Bigscreen on a standalone headset, over your own Wi-Fi.
              </Trans>
            </p>
            <div aria-live="polite">
              {state.kind === 'ready' && (
                <a className="button" href={state.url} rel="noopener">
                  <Trans>Download Now</Trans>
                </a>
              )}
              {state.kind === 'loading' && (
                <button type="button" className="button" disabled>
                  <Trans>
                    Download Now <span className="visually-hidden">(getting the download link…)</span>
                  </Trans>
                </button>
              )}
              {state.kind === 'error' && (
                <div className="alert" role="alert">
                  <p>{localMessage(state.message)}</p>
                  <button type="button" className="button button--ghost" onClick={load}>
                    <Trans>Try again</Trans>
                  </button>
                </div>
              )}
            </div>
          </div>
          <div className="page-hero__art">
            <SceneArt
              scene="remote"
              alt={t`A Windows desktop streamed from a PC over Wi-Fi to a giant screen in a virtual room`}
              priority
            />
          </div>
        </div>
      </section>
      <div className="container page rd-page">
        <section aria-labelledby="install-title">
          <h2 id="install-title">
            <Trans>Install in six steps</Trans>
          </h2>
          <ol className="rd-steps">
            {STEPS.map((step, i) => (
              <li key={step.id} className="card">
                <span className="rd-steps__number" aria-hidden="true">
                  {i + 1}
                </span>
                <p>{i18n._(step)}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="troubleshooting-title">
          <h2 id="troubleshooting-title">
            <Trans>Troubleshooting</Trans>
          </h2>
          <ul className="point-grid">
            {TROUBLESHOOTING.map((item) => (
              <li key={item.title.id} className="card">
                <h3 className="point-grid__title">{i18n._(item.title)}</h3>
                <p>{i18n._(item.text)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
