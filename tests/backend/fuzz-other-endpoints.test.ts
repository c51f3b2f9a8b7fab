/** Fuzzing the other functions and every /api beacon over HTTP (tests/backend/fuzz/fuzz-endpoints.ts says how). */
import { fuzzEndpoints } from './fuzz/fuzz-endpoints.ts';

fuzzEndpoints('other-endpoints');
