// The demo's mail folder is handed to PocketBase only by a demo without SMTP (scripts/start.mjs):
// production, or any site with an SMTP server, never writes e-mails to disk.
import path from "node:path"
import { describe, expect, it } from "vitest"
import { demoEmailsDir } from "../../config/defaults.mjs"

const root = "/srv/veteranos"

describe("the demo's mail folder", () => {
  it("is data/emails in the demo without SMTP", () => {
    expect(demoEmailsDir({}, { demo: true, root })).toBe(path.join(root, "data", "emails"))
  })

  it("sits beside another data folder, as the site's own does, or where DEMO_EMAILS_DIR says", () => {
    expect(demoEmailsDir({ PB_DATA_DIR: "/tmp/x/pb" }, { demo: true, root })).toBe("/tmp/x/pb-emails")
    expect(demoEmailsDir({ DEMO_EMAILS_DIR: "caixa", PB_DATA_DIR: "/tmp/x/pb" }, { demo: true, root })).toBe(
      path.join(root, "caixa"),
    )
  })

  it("is none with an SMTP server or without the demo, whatever DEMO_EMAILS_DIR says", () => {
    const env = { DEMO_EMAILS_DIR: "/tmp/caixa" }
    expect(demoEmailsDir({ ...env, SMTP_HOST: "smtp.exemplo.org" }, { demo: true, root })).toBeUndefined()
    expect(demoEmailsDir(env, { demo: false, root })).toBeUndefined()
  })
})
