/** Types of security-headers.mjs for the TypeScript code that uses it (the tests). */
import type { IncomingMessage } from 'node:http';

export interface Header {
  key: string;
  value: string;
}

export declare const securityHeaders: Header[];
export declare const strictTransportSecurity: Header;
export declare const resourceContentSecurityPolicy: Header;
export declare const resourcePaths: string;
export declare const workerScriptContentSecurityPolicy: Header;
export declare const workerScriptPaths: string;
export declare function isForwardedHttps(forwardedProto: string | undefined): boolean;
export declare function securityHeaderRules(): {
  source: string;
  has?: { type: 'header'; key: string; value: string }[];
  headers: Header[];
}[];
export declare function securityHeadersFor(request: Pick<IncomingMessage, 'headers'>): Record<string, string>;
