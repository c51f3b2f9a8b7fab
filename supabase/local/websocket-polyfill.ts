import { WebSocket } from 'ws';

// supabase-js creates its realtime client eagerly and needs a WebSocket class; Node has one
// built in only from version 22. Import this module first in every Node entry point.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
