import { useLingui } from '@lingui/react/macro';

/** Shown in the cushion row when the order has no face-scan image yet. */
export function FaceScanPlaceholder() {
  const { t } = useLingui();
  return (
    <svg className="scan-image art" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label={t`No face scan image yet`}>
      <rect className="art__sunken" width="120" height="120" rx="14" />
      <ellipse className="art__hollow art__outline" cx="60" cy="58" rx="30" ry="38" strokeWidth="4" strokeDasharray="8 6" />
      <circle className="art__muted" cx="48" cy="52" r="4" />
      <circle className="art__muted" cx="72" cy="52" r="4" />
      <path className="art__hollow art__muted-line" d="M48 76 q12 8 24 0" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
