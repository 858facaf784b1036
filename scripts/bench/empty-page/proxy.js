// Empty on purpose: without a file of its own here, Turbopack takes the project's src/proxy.ts. It runs for no page.
export function proxy() {}

export const config = { matcher: '/_never' };
