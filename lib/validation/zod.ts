import { z } from "zod";

// Zod probes `new Function` to compile fast parsers; under the app's Content-Security-Policy (no
// 'unsafe-eval') that probe is a CSP violation in the browser. Schemas shared with client forms import z
// from here so that no page ever evaluates code.
z.config({ jitless: true });

export { z };
