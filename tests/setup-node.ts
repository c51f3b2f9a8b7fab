import { failOnConsoleError } from './console-guard.ts';

failOnConsoleError();

// The backend files share their worker's modules (vitest.config.ts turns isolation off for them): each
// file starts with no stubbed global, stubbed environment variable or fake timer another file left behind.
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
