// @ts-check
// The association's calendar: one time zone for every date shown, entered or compared as "today",
// and the months as people read them.

/** São Paulo: the site, the browser, the demo seed and PocketBase's hooks all count days in it. */
const TIME_ZONE = "America/Sao_Paulo"

exports.TIME_ZONE = TIME_ZONE
