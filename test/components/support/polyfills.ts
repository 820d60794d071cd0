// jsdom lacks TextEncoder/TextDecoder, which react-router evaluates at import time. Import this module
// before anything that imports react-router (render.tsx does it first).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Component tests never reach the network; a test that needs responses installs the service fake.
globalThis.fetch = () => Promise.reject(new Error('No network in component tests: install fakeServices (test/support/fake-services.ts)'));
