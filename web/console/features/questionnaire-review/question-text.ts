/** A cell's hard line breaks in the middle of a sentence (the next line goes on in lower case) read as spaces; lists and paragraphs keep theirs. */
export const unwrapped = (text: string) => text.replace(/[ \t]*\n[ \t]*(?=[a-z])/g, ' ');
