/**
 * The URIs and answers of the server's read-only documents about a submit file (see
 * ../virtualDocuments.ts), without VS Code: also used by the end-to-end test.
 */

export const JOB_ADS_SCHEME = 'condor-ls-jobads';
export const MATCH_SCHEME = 'condor-ls-match';
export const VIRTUAL_SCHEMES = [JOB_ADS_SCHEME, MATCH_SCHEME] as const;
/** The server's request for the text of one of these URIs. */
export const VIRTUAL_DOCUMENT_REQUEST = 'condorLs/virtualDocument';

/** What the server answers for a virtual document (and the commands that open one). */
export interface VirtualDocumentAnswer {
  uri: string;
  title: string;
  text: string;
  language: string;
}

export function isVirtualDocumentAnswer(value: unknown): value is VirtualDocumentAnswer {
  const answer = value as VirtualDocumentAnswer | null;
  return (
    typeof answer === 'object' &&
    answer !== null &&
    typeof answer.uri === 'string' &&
    typeof answer.text === 'string' &&
    (VIRTUAL_SCHEMES as readonly string[]).some((scheme) => answer.uri.startsWith(`${scheme}:`))
  );
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The submit file a virtual URI is about: its `source` query parameter, the last one. The
 * server writes the values escaped; VS Code writes the same URI back with the whole query
 * escaped, so `source` is then the rest of the query, whatever the file name holds.
 */
export function sourceOf(uri: string): string | undefined {
  const at = uri.indexOf('?');
  if (at < 0) {
    return undefined;
  }
  let query = uri.slice(at + 1);
  const whole = !query.includes('=');
  if (whole) {
    query = decoded(query);
  }
  const start = query.startsWith('source=') ? 0 : query.indexOf('&source=') + 1;
  if (start === 0 && !query.startsWith('source=')) {
    return undefined;
  }
  const value = query.slice(start + 'source='.length);
  return whole ? value : decoded(value);
}
