// PocketBase listens on loopback only, behind the site, so its per-address rate limiter sees one
// address, the site's: 120 creations in 10 s counted all visitors together, and the 121st member's
// request was refused (found by the benchmark). The site limits per visitor itself (the public
// forms, the logins); PocketBase's limiter is off.

migrate(
  (app) => {
    const settings = app.settings()
    settings.rateLimits.enabled = false
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.rateLimits.enabled = true
    app.save(settings)
  },
)
