// jsdom lacks TextEncoder/TextDecoder, which react-router evaluates at import time. Import this module
// before anything that imports react-router (render.tsx does it first).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no fetch either: RTK Query's fetchBaseQuery warns at import without one. Component tests never
// reach the network; a test that needs responses replaces this with a jest.fn().
if (typeof globalThis.fetch === 'undefined') {
  globalThis.fetch = () => Promise.reject(new Error('No network in component tests: mock global.fetch'));
}
