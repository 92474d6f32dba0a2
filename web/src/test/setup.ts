import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and Apollo use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!('structuredClone' in globalThis)) Object.assign(globalThis, { structuredClone: (v: unknown) => JSON.parse(JSON.stringify(v)) });

afterEach(() => {
  localStorage.clear();
});
