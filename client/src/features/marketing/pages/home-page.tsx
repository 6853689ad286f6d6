/**
 * The home page: the hero renders at once; the sections below it and the page-builder region
 * load as separate chunks, so the first load stays small (no page-builder, payment or
 * remote-browser code).
 *
 * On a prerendered home page the sections' code is not part of the takeover: React takes the
 * hero and the shell over and leaves the sections' HTML as the server drew it, then loads their
 * code when the visitor nears or touches them, or the browser is idle, and takes them over in
 * place, one section after another (a React root for each): the server's elements stay, so
 * nothing is redrawn or moves. A click on a section's button before then is held for it
 * (components/early-clicks.ts).
 */
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, use, useEffect, useRef, useState, type Context, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext } from 'react-router';
import { paths } from '#client/shared/core/paths.ts';
import { loadCatalog } from '#client/shared/i18n/index.ts';
import { Hero } from '../components/hero';
import { RegionFrame } from '../components/region-frame';
import { holdEarlyClicks, stopHolding } from '../components/early-clicks';
import type { SectionIslands } from '../components/home-islands';
import '../marketing.css';

type SectionsModule = typeof import('../components/home-below-hero');
let sections: SectionsModule | undefined;

/** The sections' wrapper: the server's copy of them is found by it. */
const SECTIONS_ID = 'home-sections';

/** The sections' code with their catalog (lingui.config.ts: a catalog of their own, loaded with them). */
const loadSections = async (): Promise<SectionsModule> => {
  if (!sections) {
    const [module] = await Promise.all([import('../components/home-below-hero'), loadCatalog('home-sections')]);
    sections = module;
  }
  return sections;
};

/** The sections' wrapper in the HTML this page is taking over, if the server drew them. */
const drawnSections = (): HTMLElement | null => (typeof document === 'undefined' ? null : document.getElementById(SECTIONS_ID));

/**
 * Loads the sections' code before the page first renders (the route calls it with the page's
 * code), unless the HTML being taken over already shows them (see above). A page drawn in the
 * browser (a visit from another page) then renders them in one go, and so does the build's
 * prerender step. Once loaded, the lazy component below resolves at once (a thenable that calls
 * back synchronously), so React does not suspend on it.
 */
export const preload = async (): Promise<void> => {
  const drawn = drawnSections();
  if (drawn) holdEarlyClicks(drawn);
  else await loadSections();
};

const HomeSections = lazy(() =>
  sections
    ? // A thenable React reads synchronously: the module is already here.
      ({ then: (resolve: (m: SectionsModule) => void) => resolve(sections!) } as unknown as Promise<SectionsModule>)
    : loadSections(),
);

/**
 * What starts the sections' code: the visitor nearing them (half a screen ahead; sections touched
 * or focused are on screen, which the observer reports at once) or an idle browser (at most 2 s).
 */
function whenWanted(target: HTMLElement, run: () => void): () => void {
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && once(), { rootMargin: '50% 0px' });
  observer.observe(target);
  const timer = setTimeout(once, 2000);
  const idle = 'requestIdleCallback' in window ? requestIdleCallback(once) : 0;
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    if (idle) cancelIdleCallback(idle);
  }
  function once() {
    stop();
    run();
  }
  return stop;
}

/** The router's contexts, read where the page sits and handed to the sections' own React roots. */
const BRIDGED = [UNSAFE_DataRouterContext, UNSAFE_NavigationContext, UNSAFE_LocationContext, UNSAFE_RouteContext] as Context<unknown>[];

/**
 * The sections: rendered with the page, or (taking prerendered HTML over) left as the server
 * drew them until their code is here, then taken over in place one at a time, each by a React
 * root of its own (components/home-islands.tsx).
 */
function Sections({ fallback }: { fallback: ReactNode }) {
  const [later] = useState(() => !sections && drawnSections() !== null);
  const values = BRIDGED.map((context) => use(context));
  const wrapper = useRef<HTMLDivElement>(null);
  const islands = useRef<SectionIslands | null>(null);
  const latest = useRef(values);
  latest.current = values;

  useEffect(() => {
    const element = wrapper.current;
    if (!later || !element) return;
    let current = true;
    const stop = whenWanted(element, () => {
      loadSections().then(
        ({ takeOverIslands, SECTIONS }) => {
          if (current && !islands.current) islands.current = takeOverIslands(element, SECTIONS, BRIDGED, () => latest.current);
        },
        // Offline: the sections stay as the server drew them (their links and panels still work).
        stopHolding,
      );
    });
    return () => {
      current = false;
      stop();
      islands.current?.stop();
      islands.current = null;
    };
  }, [later]);

  // The router's state moved on: the sections' roots render with it.
  useEffect(() => islands.current?.refresh(values));

  if (later) {
    // React keeps an element's HTML as it finds it when the element sets its own inner HTML.
    return (
      <div id={SECTIONS_ID} className="home__sections" ref={wrapper} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
    );
  }
  return (
    <div id={SECTIONS_ID} className="home__sections">
      <Suspense fallback={fallback}>
        <HomeSections />
      </Suspense>
    </div>
  );
}

const REGION_URL = paths.builderContent(paths.home);

type RegionView = () => ReactNode;
let regionView: RegionView | undefined;

/** The page-builder region's code with the card it falls back to. */
const loadRegion = (): Promise<RegionView> =>
  Promise.all([import('../components/builder-region'), import('../components/builder-fallback')]).then(
    ([{ BuilderRegion }, { CompactFallback }]) => (regionView = () => <BuilderRegion url={REGION_URL} fallback={<CompactFallback />} />),
  );

/**
 * The page-builder region at the foot of the page: code the takeover does not wait for. Until it
 * is in, the page shows the region's waiting frame, the very HTML the server drew (so the takeover
 * keeps it); then the region itself, whose first look is that same frame, carries on.
 */
function HomeRegion() {
  const [View, setView] = useState<RegionView | 'failed' | undefined>(() => regionView);
  useEffect(() => {
    if (View) return;
    let live = true;
    loadRegion().then(
      (view) => live && setView(() => view),
      // Its code could not be had (offline): the frame stops waiting, empty.
      () => live && setView('failed'),
    );
    return () => {
      live = false;
    };
  }, [View]);
  if (View === 'failed') return <RegionFrame url={REGION_URL} state="fallback" />;
  return View ? <View /> : <RegionFrame url={REGION_URL} state="waiting" />;
}

export default function HomePage() {
  const { t } = useLingui();
  return (
    <div className="home">
      <Hero />
      <Sections
        fallback={
          <div className="center-screen" role="status" aria-label={t`Loading`}>
            <div className="spinner" aria-hidden="true" />
          </div>
        }
      />
      <div className="container">
        <HomeRegion />
      </div>
    </div>
  );
}
