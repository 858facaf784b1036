/** Types of next-hostname.mjs for the TypeScript code that uses it. */
export declare function nextHostname(host: string): string;
