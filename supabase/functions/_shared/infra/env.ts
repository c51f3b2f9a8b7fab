/** Reads one environment variable: Deno.env.get in production, the local backend's table in Node. */
export type EnvReader = (name: string) => string | undefined;

/** A function cannot start with this environment: the platform answers 503 BOOT_ERROR, and the log says why. */
export class EnvError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'EnvError';
  }
}

export class MissingEnvError extends EnvError {
  constructor(variable: string) {
    super(variable, `The environment variable ${variable} is not set.`);
    this.name = 'MissingEnvError';
  }
}

export function requireEnv(env: EnvReader, name: string): string {
  const value = env(name);
  if (!value) throw new MissingEnvError(name);
  return value;
}
