import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { routes } from './app/routes';
import { App, resolveLazyRoutes } from './app/App';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';

const root = document.getElementById('root')!;
const app = () => <App router={createBrowserRouter(routes)} />;

// The public marketing pages arrive prerendered (the build's prerender step): the page's code is
// loaded first, so the first render equals the server's and React takes the HTML over. The page is
// already on screen, so taking it over is a transition: React does it in short slices that leave
// the main thread free for the visitor's input, instead of one long task.
if (root.firstElementChild) {
  void resolveLazyRoutes(routes, location.pathname).then(() => startTransition(() => void hydrateRoot(root, app())));
} else createRoot(root).render(app());
