// zod as the site's schemas use it. zod probes `new Function` when it builds an object schema, to
// compile a faster parser, which the pages' Content-Security-Policy refuses (a console error and a
// failed audit); configured here, before any schema is built, it validates the same way without.
import { z } from "zod"

z.config({ jitless: true })

export { z }
