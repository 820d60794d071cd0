// The first script of a server-rendered page (server/ssr/document.ts), a few hundred bytes: it starts the
// app's scripts once the browser has painted the server's page, so until then the network and the main
// thread serve the page's own content (its text and its largest image) and not ~100-190 KB of JavaScript.
// The server lists the scripts in order in <script id="app-scripts">; they run in that order (async = false),
// as the deferred scripts they replace would. What the visitor types and presses before the app has started is
// carried out once it has (src/app/early-input.ts).
import { holdEarlyInput } from './app/early-input';

holdEarlyInput(document);

function startScripts(): void {
  const text = document.getElementById('app-scripts')?.textContent;
  const list: unknown = text ? JSON.parse(text) : [];
  if (!Array.isArray(list)) return;
  for (const src of list) {
    if (typeof src !== 'string') continue;
    const script = document.createElement('script');
    script.src = src;
    script.async = false;
    document.body.append(script);
  }
}

let started = false;
const startOnce = () => {
  if (started) return;
  started = true;
  startScripts();
};
// After the next frame is painted; in a hidden tab (no frames) after 200 ms.
requestAnimationFrame(() => setTimeout(startOnce, 0));
setTimeout(startOnce, 200);
