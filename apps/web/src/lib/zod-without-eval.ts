// Zod probes whether it may compile its object parsers with `new Function` the first time it parses
// one. Our CSP forbids eval (script-src 'self'), so the probe always failed — and each page that loads
// a schema (the landing's contact form, the registration forms) logged a CSP violation, which
// Lighthouse's best practices count (issue 28, ADR 0021). Telling Zod up front skips the probe; it then
// parses as it already did. Set through the global Zod reads its configuration from, so the entry
// does not import Zod itself (its schemas load with the pages that use them).
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
