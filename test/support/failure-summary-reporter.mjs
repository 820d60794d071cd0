// Jest loads reporters with Node's own loader, which does not read TypeScript: tsx compiles this one.
import { require as tsxRequire } from 'tsx/cjs/api';

export default tsxRequire('./failure-summary-reporter.ts', import.meta.url).default;
