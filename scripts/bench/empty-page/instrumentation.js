// Empty on purpose: without a file of its own here, Turbopack takes the project's src/instrumentation.ts, which
// would open the site's database.
export function register() {}
