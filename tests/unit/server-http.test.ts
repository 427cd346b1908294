// The production server's rules (server/http.mjs): which bodies are read, and whose address counts.
import { describe, expect, it } from "vitest"
import {
  bodyLimitFor,
  FORM_BODY_LIMIT,
  isCrossSite,
  trustProxySetting,
  UPLOAD_BODY_LIMIT,
} from "../../server/http.mjs"

describe("the body limit", () => {
  const form = { "content-type": "application/x-www-form-urlencoded" }
  const upload = { "content-type": "multipart/form-data; boundary=x" }

  it("reads a form post up to 100 KB and an upload up to 6 MB", () => {
    expect(bodyLimitFor("POST", { ...form, "content-length": String(FORM_BODY_LIMIT) }).status).toBeNull()
    expect(bodyLimitFor("POST", { ...form, "content-length": String(FORM_BODY_LIMIT + 1) }).status).toBe(413)
    expect(bodyLimitFor("POST", { ...upload, "content-length": String(UPLOAD_BODY_LIMIT) }).status).toBeNull()
    expect(bodyLimitFor("POST", { ...upload, "content-length": String(UPLOAD_BODY_LIMIT + 1) }).status).toBe(
      413,
    )
  })

  it("refuses a length that is not a number, and a body of unknown length", () => {
    expect(bodyLimitFor("POST", { ...form, "content-length": "muito" }).status).toBe(413)
    expect(bodyLimitFor("POST", { ...form, "transfer-encoding": "chunked" }).status).toBe(411)
  })

  it("leaves requests without a body alone", () => {
    expect(bodyLimitFor("GET", { "content-length": String(10 * UPLOAD_BODY_LIMIT) }).status).toBeNull()
    expect(bodyLimitFor("POST", {}).status).toBeNull()
  })
})

describe("TRUST_PROXY", () => {
  it("trusts no proxy unless given a positive number of them", () => {
    expect(trustProxySetting(undefined)).toBe(false)
    expect(trustProxySetting("")).toBe(false)
    expect(trustProxySetting("0")).toBe(false)
    expect(trustProxySetting("sim")).toBe(false)
    expect(trustProxySetting("1")).toBe(1)
    expect(trustProxySetting(" 2 ")).toBe(2)
  })
})

describe("requests from other sites", () => {
  const APP = "https://associacao.exemplo.org"

  it("refuses a post whose Origin is another site, or null", () => {
    expect(isCrossSite("POST", { origin: "https://mal.exemplo", host: "associacao.exemplo.org" }, APP)).toBe(
      true,
    )
    expect(isCrossSite("POST", { origin: "null", host: "associacao.exemplo.org" }, APP)).toBe(true)
    expect(isCrossSite("POST", { "sec-fetch-site": "cross-site" }, APP)).toBe(true)
  })

  it("accepts the site's own pages, behind a proxy or straight, and requests without Origin", () => {
    expect(isCrossSite("POST", { origin: APP, host: "127.0.0.1:3000" }, APP)).toBe(false)
    expect(isCrossSite("POST", { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }, APP)).toBe(false)
    expect(isCrossSite("POST", { "sec-fetch-site": "same-origin" }, APP)).toBe(false)
    expect(isCrossSite("POST", {}, APP)).toBe(false)
    expect(isCrossSite("GET", { origin: "https://mal.exemplo" }, APP)).toBe(false)
  })
})
