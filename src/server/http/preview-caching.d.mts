/** Types of preview-caching.mjs for the TypeScript code that uses it. */
export declare const previewCacheControl: string;
export declare function isPreviewTarget(target: string): boolean;
