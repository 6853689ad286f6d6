/**
 * The audit's floor page (scripts/audit-floor.ts): React 19 and react-router's data router taking
 * over server-rendered HTML of the home page's size and shape, with none of the site's code. What
 * this page costs the main thread is what any page of the site costs at least on the same machine
 * and browser, so the audit reads each page's figures as a multiple of it.
 *
 * The markup is the home page's, as a tree of plain elements (scripts/audit-floor.ts reads it
 * from the HTML the site serves for `/` and writes it into the bundle as the module `floor:tree`); the server side renders the same tree,
 * so the takeover finds exactly its own markup.
 */
import { createElement, Fragment, startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { renderNode } from './floor-node';
import tree from 'floor:tree';

/** The whole page: the tree, with no element of its own around it. */
function FloorPage(): ReactNode {
  return createElement(Fragment, null, ...tree.map(renderNode));
}

const router = createBrowserRouter([{ path: '*', Component: FloorPage }]);
// As the site's entry does (client/src/main.tsx): the takeover in a transition, in slices that leave
// the main thread free between them, so the floor is the best React and the router can do here.
startTransition(() => void hydrateRoot(document.getElementById('root')!, <RouterProvider router={router} />));
