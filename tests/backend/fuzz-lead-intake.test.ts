/** Fuzzing the functions that create leads over HTTP (tests/backend/fuzz/fuzz-endpoints.ts says how). */
import { fuzzEndpoints } from './fuzz/fuzz-endpoints.ts';

fuzzEndpoints('lead-intake');
