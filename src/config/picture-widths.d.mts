/** Types of picture-widths.mjs for the TypeScript code that uses it. */
export declare const pictureWidths: readonly number[];
export declare const cardWidths: readonly number[];
