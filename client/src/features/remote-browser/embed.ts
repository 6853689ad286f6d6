/** Starts the remote-browser embed. Imported dynamically, so only /browser/* loads the SDK. */
import Hyperbeam, { type HyperbeamEmbed } from '@hyperbeam/web';

export type { HyperbeamEmbed };

export interface EmbedOptions {
  adminToken?: string;
  timeout?: number;
  onDisconnect: (reason: string) => void;
  onCloseWarning: (closesAt: string | undefined) => void;
}

export function startEmbed(container: HTMLDivElement, embedUrl: string, options: EmbedOptions): Promise<HyperbeamEmbed> {
  return Hyperbeam(container, embedUrl, {
    adminToken: options.adminToken,
    // Control is enabled only with an admin token (BEHAVIOUR §6).
    disableInput: !options.adminToken,
    timeout: options.timeout,
    onDisconnect: (e) => options.onDisconnect(e.type),
    onCloseWarning: (e) => options.onCloseWarning(e.deadline?.closeDate),
  });
}
