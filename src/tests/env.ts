/** Environment of the integration tests: a fixed session secret and a throwaway DATA_DIR. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

process.env.SESSION_SECRET = 'integration-tests-session-secret-0123456789';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'integration-data-'));
delete process.env.DATABASE_URL;
delete process.env.S3_BUCKET;
delete process.env.SMTP_URL;

// The handlers are called as `scripts/server.mjs` calls them: with each connection's address recorded.
(globalThis as Record<symbol, unknown>)[Symbol.for('jorat.clientAddressFromSocket')] = true;
