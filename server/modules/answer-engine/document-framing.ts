import { normalizeText } from './analyze';

/**
 * A sentence about the document itself, not about what it describes: a letter's subject line ("Re: HITRUST CSF
 * certification status of our products") or "This letter summarizes…". It names the topic in the question's words
 * and states nothing of it.
 */
const aboutTheDocument =
  /(?:^|\s)(?:re|subject):\s|\bthis (?:letter|document|report|paper|white ?paper|memo|notice|summary|overview|faq|guide|statement) (?:summari[sz]es|describes|sets out|outlines|explains|provides|gives|covers|is intended)\b/;

export const describesTheDocument = (sentence: string) => aboutTheDocument.test(normalizeText(sentence));

/** The weight left to a source whose best statement only describes its document. */
export const ABOUT_THE_DOCUMENT = 0.5;
