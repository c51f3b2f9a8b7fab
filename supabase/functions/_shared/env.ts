/** Reads one environment variable: Deno.env.get in production, the local backend's table in Node. */
export type EnvReader = (name: string) => string | undefined;

export class MissingEnvError extends Error {
  constructor(readonly variable: string) {
    super(`The environment variable ${variable} is not set.`);
    this.name = 'MissingEnvError';
  }
}

export function requireEnv(env: EnvReader, name: string): string {
  const value = env(name);
  if (!value) throw new MissingEnvError(name);
  return value;
}
