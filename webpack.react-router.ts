// React Router in the browser and server builds: its production files, with their unused parts removable.
//
// - 'react-router-dom' is src/lib/react-router-dom.tsx: React Router with a lighter <Link> (both builds, so
//   the server renders the links the browser hydrates).
// - react-router's package exports only its development build to bundlers; its production build drops the
//   dev-only warnings and is noticeably smaller. (Both entry points: the dom one imports its chunks
//   relatively, so they must come from one build.)
// - That build is one large module whose top level creates contexts and components by calling React
//   (`createContext`, `forwardRef`, `memo`) and names them (`X.displayName = …`). Unannotated calls and
//   property assignments count as side effects, so the minifier keeps every component and hook of the
//   module, used or not (data routers, forms, fetchers, scroll restoration: about 1.4 KB gzipped of the first
//   script). This loader marks those calls pure and drops the names, as React libraries usually ship them;
//   nothing else changes. A release that no longer matches these patterns is only larger, never broken.
import path from 'node:path';

export function reactRouterAlias(root: string, production: boolean): Record<string, string> {
  const routerDom = { 'react-router-dom$': path.join(root, 'src/lib/react-router-dom.tsx') };
  if (!production) return routerDom;
  return {
    ...routerDom,
    'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
    'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
  };
}

/** The modules the loader below applies to. */
export const reactRouterProductionFiles = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

export default function pureAnnotations(source: string): string {
  return source
    .replace(/^\w+\.displayName = "[^"\n]*";\n/gm, '')
    .replace(/(?<![\w.$])(React\d*)\.(createContext|forwardRef|memo)\(/g, '/* @__PURE__ */ $1.$2(')
    .replace(/^(\w+) = new WeakMap\(\);/gm, '$1 = /* @__PURE__ */ new WeakMap();')
    .replace(/^(var \w+ = )(Symbol\(|Object\.getOwnPropertyNames\()/gm, '$1/* @__PURE__ */ $2');
}
