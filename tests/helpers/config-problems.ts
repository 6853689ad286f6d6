/** The problems `loadConfig` names for an environment (none when it loads), for the configuration tests. */
import { ConfigError, loadConfig } from '#server/config.ts';

export function configProblems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}
