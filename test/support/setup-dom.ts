import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// waitFor and findBy* wait for what a test expects to happen, not for a time: their own deadline (1 s by default)
// only has to end a wait that would otherwise last until the test's timeout, and to end it first so the failure
// names what never happened. A page's first render includes transpiling its lazy chunk; on a busy machine that
// took longer than the old 5 s.
configure({ asyncUtilTimeout: 15_000 });
