// React Router in the browser and server builds: its production files, with their unused parts removable.
//
// - 'react-router-dom' is src/lib/react-router-dom.tsx: React Router with a lighter <Link> (both builds, so
//   the server renders the links the browser hydrates).
// - react-router's package exports only its development build to bundlers; its production build drops the
//   dev-only warnings and is noticeably smaller. (Both entry points: the dom one imports its chunks
//   relatively, so they must come from one build.)
// - That build is one large module whose top level creates contexts and components by calling React
//   (`createContext`, `forwardRef`, `memo`), names them (`X.displayName = …`) and gives a class its context
//   type (`X.contextType = …`). Unannotated calls and property assignments count as side effects, so the
//   minifier keeps every component and hook of the module, used or not (data routers, forms, fetchers, scroll
//   restoration, the data router's error boundary: about 2 KB gzipped of the first script). This loader marks
//   those calls pure, drops the names and makes the context type a static field, as React libraries usually
//   ship them; nothing else changes. A release that no longer matches these patterns is only larger, never broken.
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

/**
 * src/lib/react-router-dom.tsx and the hooks it re-exports from modules of their own: none has side effects, so
 * webpack follows the re-exports to those modules, and each stays with the chunks that use it.
 */
export const reactRouterWrapper = /[\\/]src[\\/]lib[\\/](react-router-dom\.tsx|search-params\.ts)$/;

/** The modules the loader below applies to. */
export const reactRouterProductionFiles = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/** `X.contextType = Y;` after a class becomes a static field of it: same class, and nothing left at top level. */
function contextTypesAsStaticFields(source: string): string {
  const contextTypes = new Map<string, string>();
  const rest = source.replace(/^(\w+)\.contextType = (\w+);\n/gm, (_line, cls: string, context: string) => {
    contextTypes.set(cls, context);
    return '';
  });
  return rest.replace(/^var (\w+) = class extends ([\w.]+) \{\n/gm, (line, cls: string) =>
    contextTypes.has(cls) ? `${line}  static contextType = ${contextTypes.get(cls)};\n` : line,
  );
}

export default function pureAnnotations(source: string): string {
  return contextTypesAsStaticFields(source)
    .replace(/^\w+\.displayName = "[^"\n]*";\n/gm, '')
    .replace(/(?<![\w.$])(React\d*)\.(createContext|forwardRef|memo)\(/g, '/* @__PURE__ */ $1.$2(')
    .replace(/^(\w+) = new WeakMap\(\);/gm, '$1 = /* @__PURE__ */ new WeakMap();')
    .replace(/^(var \w+ = )(Symbol\(|Object\.getOwnPropertyNames\()/gm, '$1/* @__PURE__ */ $2');
}
