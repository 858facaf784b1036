/** Types of large-bodies.mjs for the TypeScript code that uses it (the tests). */
import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const largeBodyThreshold: number;
export declare const maxLargeBodies: number;
export declare function isLargeBody(request: IncomingMessage): boolean;
export declare function largeBodyGate(limit?: number): {
  readonly inFlight: number;
  admit(request: IncomingMessage, response: ServerResponse, headers?: Record<string, string>): boolean;
};
