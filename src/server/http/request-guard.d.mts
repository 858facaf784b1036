/** Types of request-guard.mjs for the TypeScript code that uses it (the tests). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const malformedUrlBody: string;
export declare function isMalformedPath(target: string): boolean;
export declare function refuseMalformedPath(
  request: IncomingMessage,
  response: ServerResponse,
  headers?: Record<string, string>,
): boolean;
