/** The legal documents the footer can open in its overlay (BEHAVIOUR §3: only these two are linked there). */
export type LegalOverlayDoc = 'terms' | 'privacy';
