// PocketBase's own limiter back on, for the members' login and reset e-mails only, counted per real
// visitor (docs/decisions/accounts-and-sessions.md#login-limit). It was off
// (1795540002_sem_limite_do_pocketbase.js) because behind the site it saw one address for everybody.
// - The site sends the visitor's address in its own header on those calls (CLIENT_ADDRESS_HEADER in
//   server/http.mjs, "x-associacao-cliente"; createPocketBase in app/http/pocketbase.server.ts), and
//   PocketBase reads the client from it (trustedProxy). It may trust it: PocketBase listens on
//   127.0.0.1 only (PB_HTTP: scripts/pocketbase.mjs, the Dockerfile), so only the site reaches it.
// - A call without that header comes from the machine itself (the site's own calls, the seed, the
//   operator, the tests), so loopback is not limited: otherwise every visitor of a site whose address
//   was unknown would share one count again.
// - The rules name cadastro_geral, so the superuser's login (scripts, tests) is never limited; every
//   other endpoint stays unlimited, as before (the site limits its public forms itself).
// - The numbers sit above the site's own limits, so a visitor meets the site's first; they hold a
//   brute force to 40 tries per 5 minutes per address even where the site's counts are gone.
//   (the site's: 5 failures per account and address, LOGIN_CLIENT_LIMIT = 30 per address, in 15 min).

const RULES = [
  // "auth" is every way to log in to the collection (password, OTP, OAuth2).
  { label: "cadastro_geral:auth", maxRequests: 40, duration: 300 },
  // Each one sends an e-mail: a visitor asking for link after link, for any addresses.
  { label: "cadastro_geral:requestPasswordReset", maxRequests: 10, duration: 300 },
]

migrate(
  (app) => {
    const settings = app.settings()
    settings.trustedProxy.headers = ["X-Associacao-Cliente"]
    settings.trustedProxy.useLeftmostIP = false
    settings.rateLimits.rules = RULES
    settings.rateLimits.excludedIPs = ["127.0.0.0/8", "::1"]
    settings.rateLimits.enabled = true
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.trustedProxy.headers = []
    settings.rateLimits.excludedIPs = []
    settings.rateLimits.rules = [
      { label: "*:auth", maxRequests: 60, duration: 10 },
      { label: "*:create", maxRequests: 120, duration: 10 },
      { label: "/api/batch", maxRequests: 30, duration: 10 },
      { label: "/api/", maxRequests: 2000, duration: 10 },
    ]
    settings.rateLimits.enabled = false
    app.save(settings)
  },
)
