import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every page change scrolls to the top (SPEC §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}
