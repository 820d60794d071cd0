// The PDF thread's entry (./pdf-thread.ts): plain JavaScript, so that it loads the same way under the server
// (tsx), the tests (jest) and anything else; it registers tsx and runs the TypeScript entry.
/* eslint-disable @typescript-eslint/no-require-imports, no-undef */
require('tsx/cjs/api').register();
require('./pdf-worker-main.ts');
