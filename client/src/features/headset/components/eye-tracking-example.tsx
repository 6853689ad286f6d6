import { Trans } from '@lingui/react/macro';

/**
 * An example of where the token goes: the eye-tracking app's sign-in window with its token
 * field (drawn here, not a screenshot). The drawing shows the app's own labels as the app shows
 * them (in English); the caption, which is the picture's accessible name, is in the page's language.
 */
export function EyeTrackingExample() {
  return (
    <figure className="et-example">
      <svg className="art" viewBox="0 0 360 200" width="360" height="200" role="img" aria-labelledby="et-example-caption">
        <rect className="art__raised art__outline" x="1" y="1" width="358" height="198" rx="12" strokeWidth="2" />
        <rect className="art__surface" x="1" y="1" width="358" height="30" rx="12" />
        <circle className="art__red" cx="20" cy="16" r="5" />
        <circle className="art__amber" cx="38" cy="16" r="5" />
        <circle className="art__green" cx="56" cy="16" r="5" />
        <text className="art__muted" x="180" y="21" textAnchor="middle" fontSize="12">
          Eye Tracking
        </text>
        <ellipse className="art__hollow art__accent-line" cx="120" cy="72" rx="26" ry="16" strokeWidth="3" />
        <circle className="art__accent" cx="120" cy="72" r="7" />
        <ellipse className="art__hollow art__accent-line" cx="240" cy="72" rx="26" ry="16" strokeWidth="3" />
        <circle className="art__accent" cx="240" cy="72" r="7" />
        <text className="art__text" x="40" y="124" fontSize="13">
          Paste your token:
        </text>
        <rect className="art__sunken art__accent-line" x="40" y="134" width="210" height="34" rx="6" strokeWidth="2" />
        <text className="art__muted" x="52" y="156" fontSize="13" fontFamily="monospace">
          et-••••••••
        </text>
        <rect className="art__accent" x="260" y="134" width="60" height="34" rx="17" />
        <text className="art__on-accent" x="290" y="156" textAnchor="middle" fontSize="13" fontWeight="700">
          Go
        </text>
      </svg>
      <figcaption id="et-example-caption" className="muted">
        <Trans>Example: in the eye-tracking app, paste the token into the token field and choose Go.</Trans>
      </figcaption>
    </figure>
  );
}
