// First: zod's settings must be in place before any chunk builds a schema.
import './zodConfig';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadInitialRoute } from './routes';
import { currentToken } from './session/session';
import { SessionProvider } from './session/SessionProvider';
import './styles.css';

/** Past this, the first render goes ahead and shows its loading state while the chunks arrive. */
const PRELOAD_WAIT_MS = 1500;

const render = () =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <SessionProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionProvider>
    </StrictMode>,
  );

void Promise.race([
  preloadInitialRoute(window.location.pathname, currentToken() !== null).catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS)),
]).then(render);
