/**
 * zod (loaded by the screens that validate forms) compiles its object parsers with `new Function` when it can,
 * and probes for that with a caught `new Function("")` when its first object schema is built. Our
 * Content-Security-Policy has no 'unsafe-eval', so the probe is refused and reported as a
 * securitypolicyviolation even though zod carries on. Its global config, read through this property so no
 * zod code is needed here (zod stays out of the first screens), turns the compiler and the probe off; it must
 * be set before any zod schema is built, hence at the top of the entry.
 */
const zodHost = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true };
