/**
 * How a prerendered home page's sections come alive (pages/home-page.tsx): once their code is
 * here, each section's wrapper is taken over in place by a React root of its own, one section
 * after another, the next in a later task once the one before has committed. Taken over as one
 * tree, the sections' commit and the effects after it made the page's longest tasks after its load
 * (docs/decisions/0025-home-sections-one-at-a-time.md). The server's elements stay: nothing is
 * redrawn, nothing moves. A section whose button was clicked before then goes first
 * (early-clicks.ts). Part of the sections' chunk, not of the page's first load.
 */
import { startTransition, type ComponentType, type Context, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Rendered } from '#client/shared/components/rendered.tsx';
import { nextTask } from '#client/shared/core/idle.ts';
import { holdingClick, islandLive, ISLAND_CLASS } from './early-clicks';

/** The sections' roots once started: told when the router's state moves on, stopped when the page goes. */
export interface SectionIslands {
  refresh: (values: unknown[]) => void;
  stop: () => void;
}

/** One section's root, with the router's state it last rendered with. */
interface Island {
  /** Set as its takeover starts, before React can commit it. */
  root?: Root;
  Section: ComponentType;
  values: unknown[];
  /** Whether the root has taken its HTML over: a root given a new tree before then drops the server's HTML and draws it afresh (React's error #424). */
  ready: boolean;
  committed: () => void;
}

/**
 * Starts taking the sections in `wrapper` over, in page order. `contexts` are the router's
 * contexts, whose values (`values()`, as read where the page sits) each root hands on, so the
 * sections' links work as everywhere else; they read no other context (their text comes from the
 * one i18n instance).
 */
export function takeOverIslands(
  wrapper: HTMLElement,
  sections: readonly { key: string; Section: ComponentType }[],
  contexts: readonly Context<unknown>[],
  values: () => unknown[],
): SectionIslands {
  const islands: Island[] = [];
  let live = true;

  const tree = ({ Section, values, committed }: Island): ReactNode => (
    <>
      {contexts.reduceRight<ReactNode>(
        (inner, { Provider }, i) => (
          <Provider value={values[i]}>{inner}</Provider>
        ),
        <Section />,
      )}
      <Rendered then={committed} />
    </>
  );
  // A section renders with the router's state as it is now, unless it already has that state: a
  // render of a whole section is work the main thread does not need.
  const refresh = (island: Island, now: unknown[]) => {
    if (!island.ready || now.every((value, i) => value === island.values[i])) return;
    island.values = now;
    island.root?.render(tree(island));
  };
  const takeOver = (target: HTMLElement, Section: ComponentType) =>
    new Promise<void>((resolve) => {
      const island: Island = {
        Section,
        values: values(),
        ready: false,
        committed: () => {
          island.ready = true;
          // The router may have moved on while the section was taken over.
          refresh(island, values());
          resolve();
        },
      };
      islands.push(island);
      // In slices, like the page's own takeover (main.tsx).
      startTransition(() => {
        island.root = hydrateRoot(target, tree(island));
      });
    });

  void (async () => {
    const waiting = [...wrapper.querySelectorAll<HTMLElement>(`:scope > .${ISLAND_CLASS}`)];
    while (waiting.length) {
      await nextTask();
      if (!live) return;
      const target = waiting.splice(Math.max(0, holdingClick(waiting)), 1)[0];
      const Section = target && sections.find(({ key }) => key === target.dataset.island)?.Section;
      if (!target || !Section) continue;
      await takeOver(target, Section);
      if (live) islandLive(target);
    }
  })();

  return {
    refresh: (now) => islands.forEach((island) => refresh(island, now)),
    stop: () => {
      live = false;
      const gone = islands.splice(0);
      // Not while the page's own root is committing (React refuses a synchronous unmount then).
      if (gone.length) setTimeout(() => gone.forEach((island) => island.root?.unmount()), 0);
    },
  };
}
