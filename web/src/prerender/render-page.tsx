import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';

import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';

/** A page rendered at build time: the markup of #root and the <style> tags of the Emotion styles it uses. */
export interface PrerenderedPage {
  readonly html: string;
  readonly styles: string;
}

/**
 * Renders the app at `url` as the browser's first render shows it (the Auth session still loading, no toasts, media
 * queries unmatched), waiting for the lazy page and frame chunks. Emotion's styles are collected in a cache of this
 * render (the MUI server-rendering recipe) under the browser cache's key `css`, so the browser adopts them on start.
 */
export async function renderPage(url: string): Promise<PrerenderedPage> {
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProvider>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </CacheProvider>
    </StrictMode>,
    // An error below a Suspense boundary would leave its fallback (a spinner) in the page: the build fails instead.
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${url} failed`);
  const html = await new Response(prelude).text();
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  return { html, styles };
}
