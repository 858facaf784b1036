/**
 * GET /healthz: 200 `{"status":"ok"}` when this instance's database answers and its media store can be written
 * to, 503 naming what failed otherwise. Never cached, outside the language tree (src/proxy.ts leaves it alone).
 */
import { checkHealth } from '@/server/health';

export const dynamic = 'force-dynamic';

const headers = { 'Cache-Control': 'no-store' };

export async function GET() {
  const health = await checkHealth();
  return health.ok
    ? Response.json({ status: 'ok' }, { headers })
    : Response.json({ status: 'unavailable', failing: health.failing }, { status: 503, headers });
}
