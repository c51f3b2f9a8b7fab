import '../supabase/local/websocket-polyfill.ts';
import { failOnConsoleError } from './console-guard.ts';

failOnConsoleError();
