/** The public settings (GET /api/client-config) for a component; undefined until they arrive or if they cannot be had. */
import { useEffect, useState } from 'react';
import type { ClientConfig } from '#contract/entities.ts';
import { fetchClientConfig } from './client-config';

export function useClientConfig(): ClientConfig | undefined {
  const [config, setConfig] = useState<ClientConfig>();
  useEffect(() => {
    let live = true;
    fetchClientConfig().then(
      (value) => {
        if (live) setConfig(value);
      },
      (err: unknown) => console.warn('The site settings could not be loaded', err),
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}
