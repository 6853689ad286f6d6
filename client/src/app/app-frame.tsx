/**
 * What every page shares, above the group layouts: scroll restoration (a new page starts at the
 * top; Back and Forward return to where the reader was) and one slim pending bar while the
 * router loads the next page (a lazy route's code, its data).
 */
import { useLingui } from '@lingui/react/macro';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import './app-frame.css';

function PendingBar() {
  const navigation = useNavigation();
  const { t } = useLingui();
  if (navigation.state !== 'loading') return null;
  return <div className="pending-bar" role="progressbar" aria-label={t`Loading the page`} />;
}

export function AppFrame() {
  return (
    <>
      <PendingBar />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
