/** Runs once when a Next.js server starts, before it answers any request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server/start');
  await startServer();
}
