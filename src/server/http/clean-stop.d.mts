/** Types of clean-stop.mjs for the TypeScript code that uses it (the tests). */
import type { Server } from 'node:http';

export declare const stopDeadlineMs: number;
export declare function cleanStop(
  server: Server,
  options?: { deadlineMs?: number; beforeExit?: () => Promise<void> },
): () => Promise<void>;
export declare function closeAppDatabase(): Promise<void>;
export declare function abandonBackups(): Promise<void>;
