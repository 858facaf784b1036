/** Types of error-document.mjs for the TypeScript code that uses it (the tests, the not-found answer). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const errorDocumentLocales: string[];
export type DocumentName = 'erreur' | 'introuvable';
export declare function errorDocumentFile(root: string, locale: string, name?: DocumentName): string;
export declare function readErrorDocuments(root: string, name?: DocumentName): Record<string, string>;
export declare function sitePageOf(target: string): { locale: string; rest: string } | undefined;
export declare function errorDocumentFor(
  documents: Record<string, string>,
  page: { locale: string; rest: string },
  name?: DocumentName,
): string | undefined;
export declare function answerFailuresWithErrorDocument(
  request: IncomingMessage,
  response: ServerResponse,
  documents: Record<string, string>,
): void;
