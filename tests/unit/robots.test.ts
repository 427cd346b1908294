import { describe, expect, it } from "vitest"
import { robotsTxt } from "~/features/site/robots"

describe("robots.txt", () => {
  const text = robotsTxt("https://veteranos.example.org")
  const lines = text.split("\n")

  it("lets every search engine read the public site", () => {
    expect(lines).toContain("User-agent: *")
    expect(lines).toContain("Allow: /")
  })

  it("keeps them out of the panel and its files, the password-reset links and the logout", () => {
    expect(lines).toContain("Disallow: /painel")
    expect(lines).toContain("Disallow: /recuperar-senha")
    expect(lines).toContain("Disallow: /logout")
  })

  it("names the sitemap by the site's public address", () => {
    expect(lines).toContain("Sitemap: https://veteranos.example.org/sitemap.xml")
    // An address written with its trailing slash gives no double slash.
    expect(robotsTxt("http://localhost:3000/")).toContain("Sitemap: http://localhost:3000/sitemap.xml")
  })
})
