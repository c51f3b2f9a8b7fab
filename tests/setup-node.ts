import { failOnConsoleError } from './console-guard.ts';

failOnConsoleError();
