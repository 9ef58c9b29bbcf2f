import { config } from 'zod/v4/core';

// The page's Content-Security-Policy allows no eval. Without this, zod probes for it with
// `new Function('')` before compiling its object parsers: the probe fails safely, but the browser
// reports a CSP violation for it (in the console and Lighthouse's best practices). Parsing
// without compiled parsers is plenty fast for forms.
config({ jitless: true });
