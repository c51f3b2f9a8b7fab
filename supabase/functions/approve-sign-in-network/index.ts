import { approveSignInNetworkHandlerFromEnv } from '../_shared/handlers/approve-sign-in-network.ts';

Deno.serve(approveSignInNetworkHandlerFromEnv((name) => Deno.env.get(name)));
