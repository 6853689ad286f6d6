export type LegalKind = 'terms' | 'privacy' | 'tickets';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalText {
  kind: LegalKind;
  title: string;
  /** Shown under the title exactly as BEHAVIOUR §15 asks. */
  lastModified: string;
  intro: string;
  sections: LegalSection[];
}

export const LAST_MODIFIED = 'last modified February 20, 2020';
