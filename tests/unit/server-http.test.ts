// The production server's rules (server/http.mjs): which bodies are read, and whose address counts.
import { describe, expect, it } from "vitest"
import { bodyLimitFor, FORM_BODY_LIMIT, trustProxySetting, UPLOAD_BODY_LIMIT } from "../../server/http.mjs"

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
